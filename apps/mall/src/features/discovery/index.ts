// The discovery feature's public face: the 种草 feed, the article view (reactions, comments, share) and search.
export { useArticleCategories } from './api/article-categories'
export { useArticles } from './api/article-list'
export { ARTICLE_HISTORY_KEY, articleSearchHistory, useArticleKeywords, useArticleSearch } from './api/article-search'
export { ArticleGrid } from './components/article-grid'
export { ArticleDetail } from './components/article-detail'
