// The discovery feature's public face: the 种草 feed, articles and their reactions, comments and search.
export { useArticleCategories } from './api/article-categories'
export { useArticles } from './api/article-list'
export { useArticle } from './api/article-detail'
export { countArticleForward, setArticleKeep, setArticleLike } from './api/article-reactions'
export { postComment, useComments } from './api/article-comments'
export { ARTICLE_HISTORY_KEY, articleSearchHistory, useArticleKeywords, useArticleSearch } from './api/article-search'
export { ArticleGrid } from './components/article-grid'
