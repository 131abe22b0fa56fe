import type { SeedStep } from '../../seed/seed'
import { demoGoods } from '../../seed/demo/catalogue.data'
import { demoCatalogueIds } from '../catalogue'
import { giftsRepository } from './gifts.repository'

/** The demo's gift-recommended goods (tag 送礼推荐): the ones the demo shop lets be gifted. */
const GIFT_TAG = '送礼推荐'

export const giftsSeed: SeedStep[] = [
  {
    // Gifting open on the demo shop, so a fresh `npm start` can buy a gift, give it and claim it (docs/gifts.md).
    // Until an operator saves settings gifting is off; saved settings are never overwritten (the step runs once).
    name: 'gifts/demo-settings',
    async run({ db, clock }) {
      const ids = await demoCatalogueIds(db)
      const goodsIds = demoGoods
        .filter((goods) => goods.tags.some((tag) => tag.name === GIFT_TAG))
        .map((goods) => ids.goods.get(goods.code))
        .filter((id): id is number => id !== undefined)
      const repository = giftsRepository(db)
      if (goodsIds.length === 0 || (await repository.settings())) return
      await repository.saveSettings({
        enabled: true,
        packages: [
          { id: 'classic', name: '经典礼盒', image: null, description: '米白礼盒配缎带，附手写贺卡' },
          { id: 'festive', name: '节日限定礼盒', image: null, description: '烫金节日礼盒与礼袋' },
        ],
        cards: [
          { id: 'birthday', name: '生日快乐', image: null, suggestedContent: '生日快乐！愿你每一天都闪闪发光。' },
          { id: 'thanks', name: '感谢有你', image: null, suggestedContent: '谢谢你一直在身边，这份心意送给你。' },
          { id: 'love', name: '爱你', image: null, suggestedContent: '愿这份温柔，陪你度过每个清晨与夜晚。' },
        ],
        expiryHours: 24,
        goodsIds,
        updatedAt: clock.now(),
      })
    },
  },
]
