/** The brand colour for what CSS cannot reach: the tab bar (app.config.ts) and the platform's modals. */
export const BRAND_COLOR = '#a3214f'
