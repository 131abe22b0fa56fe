/** A page of a list as every paged call answers it (`pageOf` in @shop/contracts): page counts from 0. */
export const toPage = <T>(content: T[], totalElements: number, page: number, size: number) => ({
  content,
  page,
  size,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
})
