export { useArticleCategories } from './api/article-categories'
export { useArticles } from './api/article-list'
