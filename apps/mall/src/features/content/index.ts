export { ContentBlocks } from './components/content-blocks'
export { usePageSetting } from './api/page-setting'
export { useRichText, useStoreSetting } from './api/kvdata'
