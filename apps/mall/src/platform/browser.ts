/**
 * Leaving the shop's page for another site (WeChat's H5 cashier, its web authorization), H5 only. An object so that
 * tests, where jsdom cannot navigate, can watch it.
 */
export const browser = {
  open: (href: string): void => window.location.assign(href),
}
