export { useCategoryTree } from './api/category-tree'
