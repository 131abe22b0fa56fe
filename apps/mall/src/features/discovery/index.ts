// The discovery feature's public face: the 种草 feed and search. The article view (components/article-detail) is
// imported by its file from its sub-package page, so that it stays in that package.
export { useArticleCategories } from './api/article-categories'
export { useArticles } from './api/article-list'
export { ARTICLE_HISTORY_KEY, articleSearchHistory, useArticleKeywords, useArticleSearch } from './api/article-search'
export { ArticleGrid } from './components/article-grid'
