import { afterAll, describe, expect, it } from 'vitest'
import {
  kvdataFindType,
  merchantAuditLog,
  merchantRichTexts,
  merchantStoreSettings,
  merchantTabBar,
  merchantUpdateRichText,
  merchantUpdateStoreSettings,
  merchantUpdateTab,
  navigateBarAll,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { merchantToken } from '../../../test/after-sale.fixtures'

const t = await createTestApp()
afterAll(() => t.close())
const merchant = await merchantToken(t)
/** The audit log is the owner's to read (the sandbox operator writes). */
const owner = await t.loginConsole()

describe('the tab bar in the console', () => {
  it('renames a tab and sends its tap to a link; the shop’s list shows it', async () => {
    const tabs = (await t.call(merchantTabBar, { token: merchant })).body
    expect(tabs.map((tab) => tab.text)).toEqual(['首页', '发现', '分类', '购物车', '我的'])
    const discover = tabs[1]!
    const changed = await t.call(merchantUpdateTab, {
      token: merchant,
      params: { id: discover.id },
      body: { text: '种草', iconPath: '/uploads/leaf.png', selectedIconPath: '', linkUrl: null },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({ text: '种草', pagePath: discover.pagePath, selectedIconPath: null })
    const served = (await t.call(navigateBarAll)).body.navigationSettings
    expect(served[1]).toMatchObject({ text: '种草', iconPath: '/uploads/leaf.png' })

    const bad = await t.call(merchantUpdateTab, {
      token: merchant,
      params: { id: discover.id },
      body: { text: '', iconPath: 'ftp://x', selectedIconPath: null, linkUrl: 'javascript:1' },
    })
    expect(bad.status).toBe(400)
    for (const message of ['请填写标签文字', '图片地址须为上传的图片或 https 链接', '链接须为商城页面'])
      expect(JSON.stringify(bad.body.details)).toContain(message)
    expect(
      await t.call(merchantUpdateTab, {
        token: merchant,
        params: { id: 99_999 },
        body: { text: '首页', iconPath: null, selectedIconPath: null, linkUrl: null },
      }),
    ).toMatchObject({ status: 404 })
    const audit = await t.call(merchantAuditLog, { token: owner, query: { targetType: 'tab_bar' } })
    expect(audit.body.content.map((row) => row.summary)).toEqual(['修改底部标签「发现」 → 「种草」'])
  })
})

describe('rich-text pages in the console', () => {
  it('lists the six agreements and saves one cleaned; the shop serves the cleaned text', async () => {
    const pages = (await t.call(merchantRichTexts, { token: merchant })).body
    expect(pages.map((page) => page.id)).toEqual([
      'UserAgreement',
      'PrivacyPolicy',
      'ServiceAndRefundTerms',
      'DistributorRuleTerms',
      'Thirdpartysharinglist',
      'PersonalInformationCollectionChecklist',
    ])
    const saved = await t.call(merchantUpdateRichText, {
      token: merchant,
      params: { id: 'PrivacyPolicy' },
      body: {
        title: '隐私政策（2027版）',
        html: '<h2 style="color:red">隐私</h2><p>正文<img src="/uploads/a.png" onerror="x()"></p><iframe src="https://x"></iframe>',
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.html).toBe('<h2>隐私</h2><p>正文<img src="/uploads/a.png" /></p>')
    const served = await t.call(kvdataFindType, { params: { type: 'richText' }, body: { keys: ['PrivacyPolicy'] } })
    expect(served.body.items).toEqual([{ key: 'PrivacyPolicy', title: '隐私政策（2027版）', value: saved.body.html }])
    const empty = await t.call(merchantUpdateRichText, {
      token: merchant,
      params: { id: 'PrivacyPolicy' },
      body: { title: '', html: '' },
    })
    expect(JSON.stringify(empty.body.details)).toContain('请填写正文')
    expect(
      (
        await t.call(merchantUpdateRichText, {
          token: merchant,
          params: { id: 'Other' },
          body: { title: 'a', html: 'b' },
        })
      ).status,
    ).toBe(400)
  })
})

describe('store settings in the console', () => {
  it('reads and changes the settings the shop shows', async () => {
    const settings = (await t.call(merchantStoreSettings, { token: merchant })).body
    expect(settings).toMatchObject({ servicePhone: '400-820-6188', serviceHours: '每日 09:00-21:00' })
    const changed = await t.call(merchantUpdateStoreSettings, {
      token: merchant,
      body: { ...settings, servicePhone: '400-000-1234' },
    })
    expect(changed.body.servicePhone).toBe('400-000-1234')
    const served = await t.call(kvdataFindType, { params: { type: 'storeSetting' }, body: { keys: ['servicePhone'] } })
    expect(served.body.items[0]?.value).toBe('400-000-1234')
    const bad = await t.call(merchantUpdateStoreSettings, {
      token: merchant,
      body: { ...settings, servicePhone: '打电话', shopName: '' },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body.details)).toContain('请填写正确的客服电话')
    expect(JSON.stringify(bad.body.details)).toContain('请填写店铺名称')
    const audit = await t.call(merchantAuditLog, { token: owner, query: { targetType: 'store_settings' } })
    expect(audit.body.content.map((row) => row.summary)).toEqual(['修改店铺设置：客服电话'])
  })
})
