import type { SeedStep } from '../../seed/seed'
import { faqs, helpCategories } from './chat.tables'

/** The help centre a new shop starts with: the questions a beauty shop's customer service answers most. */
const HELP_CENTRE: { name: string; faqs: [question: string, answer: string][] }[] = [
  {
    name: '订单与配送',
    faqs: [
      ['下单后多久发货？', '工作日 16:00 前支付的订单当天发货，其余订单次日发货；大促期间以活动页说明为准。'],
      ['可以修改收货地址吗？', '订单发货前可联系在线客服修改收货地址；已发货的订单请联系快递员改派。'],
      ['如何查看物流？', '在「我的订单」中打开订单，点击「查看物流」即可看到最新的配送进度。'],
    ],
  },
  {
    name: '退款与售后',
    faqs: [
      ['如何申请退款？', '在订单详情页点击「申请售后」，选择仅退款或退货退款并填写原因，客服会在 1 个工作日内审核。'],
      ['退款多久到账？', '审核通过后，退款按原支付方式退回：微信支付一般 1–3 个工作日到账。'],
      [
        '已拆封的商品可以退吗？',
        '为保障卫生安全，已拆封的护肤品、彩妆不支持无理由退货；如有质量问题请联系在线客服处理。',
      ],
    ],
  },
  {
    name: '商品与会员',
    faqs: [
      ['如何辨别正品？', '本店所有商品均为品牌官方直供，每件商品附有防伪码，可在品牌官网查询。'],
      ['积分如何获得和使用？', '支付订单即可获得积分，积分可在结算时抵扣现金，具体规则见「我的积分」。'],
    ],
  },
]

export const chatSeed: SeedStep[] = [
  {
    // Reference content a shop edits in the console (帮助中心); a deleted question stays deleted.
    name: 'chat/help-centre',
    async run({ db, clock }) {
      for (const [sort, category] of HELP_CENTRE.entries()) {
        const [row] = await db
          .insert(helpCategories)
          .values({ name: category.name, sort })
          .returning({ id: helpCategories.id })
        await db.insert(faqs).values(
          category.faqs.map(([question, answer], index) => ({
            categoryId: row!.id,
            question,
            answer,
            sort: index,
            updatedAt: clock.now(),
          })),
        )
      }
    },
  },
]
