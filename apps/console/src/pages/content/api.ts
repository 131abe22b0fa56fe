import type {
  merchantCreateDialog,
  merchantDeleteDialog,
  merchantDialogs,
  merchantDiscardPageDraft,
  merchantPageDraft,
  merchantPages,
  merchantPageVersionPreview,
  merchantPageVersions,
  merchantPreviewPage,
  merchantPublishPage,
  merchantRichTexts,
  merchantRollbackPage,
  merchantSavePageDraft,
  merchantStoreSettings,
  merchantTabBar,
  merchantUpdateDialog,
  merchantUpdateRichText,
  merchantUpdateStoreSettings,
  merchantUpdateTab,
} from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const pageList = endpoint<typeof merchantPages>('GET', 'merchant/pages')
export const pageDraft = endpoint<typeof merchantPageDraft>('GET', 'merchant/pages/:code/draft')
export const savePageDraft = endpoint<typeof merchantSavePageDraft>('PUT', 'merchant/pages/:code/draft')
export const discardPageDraft = endpoint<typeof merchantDiscardPageDraft>('DELETE', 'merchant/pages/:code/draft')
export const previewPage = endpoint<typeof merchantPreviewPage>('GET', 'merchant/pages/:code/preview')
export const publishPage = endpoint<typeof merchantPublishPage>('POST', 'merchant/pages/:code/publish')
export const pageVersions = endpoint<typeof merchantPageVersions>('GET', 'merchant/pages/:code/versions')
export const pageVersionPreview = endpoint<typeof merchantPageVersionPreview>(
  'GET',
  'merchant/pages/:code/versions/:version',
)
export const rollbackPage = endpoint<typeof merchantRollbackPage>(
  'POST',
  'merchant/pages/:code/versions/:version/rollback',
)
export const dialogList = endpoint<typeof merchantDialogs>('GET', 'merchant/page-dialogs')
export const createDialog = endpoint<typeof merchantCreateDialog>('POST', 'merchant/page-dialogs')
export const updateDialog = endpoint<typeof merchantUpdateDialog>('PUT', 'merchant/page-dialogs/:id')
export const deleteDialog = endpoint<typeof merchantDeleteDialog>('DELETE', 'merchant/page-dialogs/:id')
export const tabBar = endpoint<typeof merchantTabBar>('GET', 'merchant/tab-bar')
export const updateTab = endpoint<typeof merchantUpdateTab>('PUT', 'merchant/tab-bar/:id')
export const richTexts = endpoint<typeof merchantRichTexts>('GET', 'merchant/rich-texts')
export const updateRichText = endpoint<typeof merchantUpdateRichText>('PUT', 'merchant/rich-texts/:id')
export const storeSettings = endpoint<typeof merchantStoreSettings>('GET', 'merchant/store-settings')
export const updateStoreSettings = endpoint<typeof merchantUpdateStoreSettings>('PUT', 'merchant/store-settings')

/** The dialog types in the console's words (spec §2). */
export const DIALOG_TYPE_NAMES = {
  HOME: '首页',
  ACTIVITY: '活动页',
  PERSONAL_CENTER: '个人中心',
  PRODUCT_DETAILS: '商品详情',
  SHOPINGCART: '购物车',
} as const

export const FREQUENCY_NAMES = { once: '仅一次', daily: '每天一次', always: '每次进入' } as const
