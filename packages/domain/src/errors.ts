/**
 * The one error catalogue: stable code → HTTP status and the message a shopper reads (the spec's Chinese
 * texts where it gives them). Services throw `new DomainError(code, details)`; the server's single error
 * handler answers `{ code, message, details }`. Codes never change once shipped: clients branch on them.
 */
export const ERRORS = {
  // Platform
  '401': { status: 401, message: '登录已失效，请重新登录' },
  forbidden: { status: 403, message: '您没有操作权限哦' },
  storeNotFound: { status: 404, message: '店铺不存在' },
  routeNotFound: { status: 404, message: '请求的接口不存在' },
  notFound: { status: 404, message: '内容不存在或已下架' },
  validationFailed: { status: 400, message: '请求参数有误' },
  payloadTooLarge: { status: 413, message: '提交的内容过大' },
  rateLimited: { status: 429, message: '操作太频繁，请稍后再试' },
  requestTimeout: { status: 408, message: '请求超时，请检查网络后重试' },
  conflict: { status: 409, message: '操作冲突，请刷新后重试' },
  internal: { status: 500, message: '系统繁忙,请稍后再试' },
  providerUnavailable: { status: 502, message: '第三方服务暂不可用，请稍后再试' },

  // Sign-in and identity
  invalidMobile: { status: 400, message: '请输入正确的手机号' },
  smsTooFrequent: { status: 429, message: '验证码发送太频繁，请稍后再试' },
  smsCodeInvalid: { status: 400, message: '验证码错误' },
  smsCodeExpired: { status: 400, message: '验证码已过期，请重新获取' },
  smsCodeAttemptsExceeded: { status: 400, message: '验证码错误次数过多，请重新获取' },
  wechatLoginFailed: { status: 400, message: '微信登录失败，请重试' },
  wechatPhoneFailed: { status: 400, message: '获取手机号失败，请重试' },
  wechatAuthorizeFailed: { status: 400, message: '微信授权失败，请重试' },
  appTokenInvalid: { status: 401, message: 'App登录凭证无效' },
  baUserIdMissing: { status: 400, message: '未获取到BA的userId' },
  enterpriseLoginFailed: { status: 400, message: '企业微信登录错误' },
  memberNotFound: { status: 404, message: '会员不存在' },
  memberMobileTaken: { status: 409, message: '该手机号已绑定其他会员' },
  crmUnavailable: { status: 502, message: '会员系统繁忙，请稍后再试' },
  crmNotBound: { status: 404, message: '您还未绑定品牌会员' },
  crmAlreadyBound: { status: 409, message: '您已绑定品牌会员' },
  crmMemberBoundElsewhere: { status: 409, message: '该会员已绑定其他账号' },
  messageNotFound: { status: 404, message: '消息不存在' },
  invalidBirthday: { status: 400, message: '请选择正确的生日' },
  uploadTypeNotAllowed: { status: 415, message: '仅支持 JPG、PNG、WEBP、GIF 图片' },
  uploadTooLarge: { status: 413, message: '图片不能超过 5MB' },
  uploadMalformed: { status: 400, message: '上传内容不完整或格式有误，请重新选择图片' },

  // Console staff: sign-in, accounts and roles
  staffLoginFailed: { status: 400, message: '用户名或密码错误' },
  staffLocked: { status: 423, message: '密码错误次数过多，账号已锁定，请稍后再试' },
  staffDisabled: { status: 403, message: '账号已停用，请联系店主' },
  staffNotFound: { status: 404, message: '员工不存在' },
  staffUsernameTaken: { status: 409, message: '用户名已被使用' },
  staffPasswordWrong: { status: 400, message: '原密码错误' },
  staffLastOwner: { status: 409, message: '至少保留一位启用的店主' },
  staffNoPassword: { status: 400, message: '企业微信员工无需设置密码' },
  roleNotFound: { status: 404, message: '角色不存在' },
  roleCodeTaken: { status: 409, message: '角色编码已存在' },
  roleLocked: { status: 409, message: '店主角色拥有全部权限，不可修改' },

  // Server foundation: platform, sign-in limits, profile and uploads
  notReady: { status: 503, message: '服务暂未就绪，请稍后再试' },
  unsupportedMediaType: { status: 415, message: '不支持的请求格式' },
  smsDailyLimitReached: { status: 429, message: '今日获取验证码次数已达上限，请明天再试' },
  smsIpLimitReached: { status: 429, message: '当前网络获取验证码过于频繁，请稍后再试' },
  smsSendFailed: { status: 502, message: '验证码发送失败，请稍后重试' },
  mobileRequired: { status: 400, message: '请先授权手机号' },
  uploadFileMissing: { status: 400, message: '请选择要上传的图片' },

  // WeChat Pay provider: what the shop's pay flows meet when WeChat Pay (or its sandbox) answers
  paymentProviderFailed: { status: 502, message: '支付服务暂不可用，请稍后再试' },
  paymentRequestRejected: { status: 502, message: '支付请求未被受理，请稍后再试' },
  paymentOrderNotFound: { status: 404, message: '支付订单不存在' },
  paymentOrderPaid: { status: 409, message: '订单已支付，请勿重复支付' },
  paymentOrderClosed: { status: 409, message: '支付已关闭，请重新下单' },
  paymentNotificationInvalid: { status: 400, message: '支付通知验证失败' },

  // Logistics (kuaidi100): what the order tracking page meets when the logistics query answers
  logisticsUnavailable: { status: 502, message: '物流信息暂时无法查询，请稍后再试' },
  logisticsNotFound: { status: 404, message: '暂无物流信息' },
  logisticsPhoneRequired: { status: 400, message: '查询该快递的物流需要收件人手机号' },

  // Addresses, coupons and points: the address book, the coupon wallet and the points ledger
  addressLimitReached: { status: 400, message: '收货地址最多保存20个，请删除不用的地址后再添加' },
  couponUnavailable: { status: 409, message: '优惠券不可用' },
  couponNotReceivable: { status: 400, message: '该优惠券暂不可领取' },
  couponSoldOut: { status: 409, message: '优惠券已被领完' },
  promotionCodeUsedUp: { status: 409, message: '优惠码已被用完' },
  couponLimitReached: { status: 409, message: '您已领取过该优惠券' },
  couponCampaignNotFound: { status: 404, message: '活动不存在或已结束' },
  // The console's coupons and promotions (docs/marketing.md)
  couponCodeTaken: { status: 409, message: '优惠券编码已存在' },
  couponTermsLocked: { status: 409, message: '已有优惠券发出，优惠内容不能再修改' },
  couponQuantityBelowIssued: { status: 400, message: '发放总量不能少于已发放数量' },
  couponNotIssuable: { status: 409, message: '优惠券已停止发放或已过期' },
  couponStockShort: { status: 409, message: '优惠券剩余数量不足' },
  couponIssueKeyTaken: { status: 409, message: '发放编号已被使用，请刷新后重试' },
  promotionEnded: { status: 409, message: '活动已结束，不能修改' },
  promotionKindFixed: { status: 400, message: '活动类型创建后不能修改' },
  promotionCodeTaken: { status: 409, message: '优惠码已存在' },
  promotionCodeBelowUsed: { status: 400, message: '可用次数不能少于已使用次数' },
  pointsInsufficient: { status: 409, message: '积分不足' },

  // Catalogue, page content and the discovery feed: unknown ids a shopper can reach through an old link
  goodsNotFound: { status: 404, message: '商品不存在或已下架' },
  skuNotFound: { status: 404, message: '商品规格不存在或已下架' },
  categoryNotFound: { status: 404, message: '分类不存在' },
  articleNotFound: { status: 404, message: '文章不存在或已删除' },
  commentNotFound: { status: 404, message: '评论不存在或已删除' },
  articleGoodsNotFound: { status: 400, message: '关联的商品不存在' },
  articleCategoryNotFound: { status: 400, message: '文章分类不存在' },
  pageDraftChanged: { status: 409, message: '草稿已被他人修改，请刷新后再试' },
  pageVersionNotFound: { status: 404, message: '页面版本不存在' },
  pageDialogNotFound: { status: 404, message: '弹窗不存在或已删除' },

  // Orders, payments and refunds: the lifecycle and amount rules of packages/domain/src/orders
  orderStatusInvalid: { status: 409, message: '订单状态已变化，请刷新后重试' },
  orderPayExpired: { status: 409, message: '订单已超时关闭，请重新下单' },
  invoiceAlreadyRequested: { status: 409, message: '该订单已申请开票' },
  paymentStatusInvalid: { status: 409, message: '支付状态已变化，请刷新后重试' },
  refundStatusInvalid: { status: 409, message: '退款状态已变化，请刷新后重试' },
  canNotRefundWhenRefunding: { status: 409, message: '有部分退单正在处理中' },
  refundWindowClosed: { status: 409, message: '已超过售后期限，无法申请退款' },
  refundTypeNotAllowed: { status: 400, message: '当前订单状态不支持该售后类型' },
  refundGoodsRequired: { status: 400, message: '请选择要退款的商品' },
  refundQuantityExceeded: { status: 400, message: '退款数量超过可退数量' },
  refundAmountExceeded: { status: 400, message: '退款金额超过可退金额' },
  priceProtectionClaimed: { status: 409, message: '该商品已申请过价保' },
  priceProtectionNothingLeft: { status: 409, message: '该商品已全部退款，无法价保' },
  priceProtectionNoDifference: { status: 409, message: '商品价格未降低，暂无差价可退' },
  priceProtectionExpired: { status: 409, message: '已超过价保期限' },
  priceProtectionExcluded: { status: 409, message: '该订单不参与价格保护' },
  keyClientNotFound: { status: 404, message: '大客户不存在或已停用' },

  // Cart and checkout: the cart's limits, what a submit meets when stock, limits or the cart moved under it
  cartQuantityExceeded: { status: 400, message: '购物车商品数量已达上限' },
  cartLineNotFound: { status: 404, message: '购物车中没有该商品' },
  cartItemsRefused: { status: 400, message: '部分商品无法加入购物车' },
  /** The client shows it as 部分商品库存不足 (spec §5): what was selected is gone or was never chosen. */
  cartNothingSelected: { status: 400, message: '请选择商品后再提交订单' },
  stockInsufficient: { status: 409, message: '部分商品库存不足' },
  purchaseLimitExceeded: { status: 409, message: '超出商品限购数量' },
  /** Spec §8: after the modal the client switches to the cart tab. */
  '400009': { status: 409, message: '购物车商品信息已变化，请返回购物车确认' },
  idempotencyKeyReused: { status: 422, message: '该请求标识已用于另一笔订单' },
  orderNotFound: { status: 404, message: '订单不存在' },

  // Gifts (docs/gifts.md): a paid gift order given by an unguessable single-use link, claimed by one friend
  giftNotFound: { status: 404, message: '礼物不存在' },
  yearCardNotFound: { status: 404, message: '年卡不存在或已下架' },
  // Cycle purchases (docs/cycle-purchases.md)
  cyclePlanNotFound: { status: 404, message: '周期购计划不存在或已下架' },
  cycleOrderNotFound: { status: 404, message: '周期购订单不存在' },
  cycleDeliveryNotFound: { status: 404, message: '配送期不存在' },
  cycleDeliveryStatusInvalid: { status: 409, message: '该期配送状态已变化，请刷新后重试' },
  cycleOrderStatusInvalid: { status: 409, message: '周期购订单状态已变化，请刷新后重试' },
  cycleShipByDelivery: { status: 409, message: '周期购订单请按配送期发货' },
  giftLinkInvalid: { status: 404, message: '礼物链接已失效' },
  buyGiftNotRunning: { status: 409, message: '该商品的买赠活动已结束' },
  giftAlreadyClaimed: { status: 409, message: '礼物已被领取' },
  giftExpired: { status: 409, message: '礼物已过期' },
  giftStatusInvalid: { status: 409, message: '礼物状态已变化，请刷新后重试' },
  giftOwnClaim: { status: 400, message: '不能领取自己送出的礼物' },
  giftNotClaimed: { status: 409, message: '礼物尚未被好友领取，暂不能发货' },
  giftGoodsNotAllowed: { status: 400, message: '该商品暂不支持送礼' },
  giftPackageNotFound: { status: 400, message: '礼盒包装不存在' },
  giftDisabled: { status: 409, message: '送礼功能暂未开放' },
  blessingTypeNotAllowed: { status: 415, message: '语音祝福仅支持 MP3、M4A、AAC 格式' },
  blessingTooLarge: { status: 413, message: '语音祝福不能超过 2MB' },

  // Payments and the order lifecycle: paying an order, the double-pay lock, the shopper's order moves
  /** Another attempt to pay the order is open on another channel (the double-pay lock). */
  paymentInProgress: { status: 409, message: '订单正在支付中，请完成或取消后再试' },
  /** JSAPI pay needs the payer's openid for that app (the mini-program session, or the WeChat browser's OAuth). */
  paymentOpenidRequired: { status: 400, message: '请在微信小程序中完成支付' },
  /** The order's pay channel is not configured (an app id missing in live mode). */
  paymentChannelUnavailable: { status: 400, message: '当前支付方式暂不可用，请选择其他方式' },
  /** A notification or query reported another amount than the attempt asked for: refused and logged. */
  paymentAmountMismatch: { status: 400, message: '支付金额与订单金额不一致' },

  // Fulfilment, invoices, evaluations and refunds: shipping, the invoice of an order, ratings, refund moves
  logisticsCarrierUnknown: { status: 400, message: '不支持该快递公司' },
  shipmentQuantityExceeded: { status: 400, message: '发货数量超过待发货数量' },
  shipmentNothingToShip: { status: 409, message: '该订单没有待发货的商品' },
  shipmentWaybillTaken: { status: 409, message: '该运单号已被其他包裹使用' },
  shipmentNotFound: { status: 404, message: '包裹不存在' },
  invoiceTitleNotFound: { status: 404, message: '发票抬头不存在' },
  invoiceTitleLimitReached: { status: 400, message: '发票抬头最多保存10个' },
  invoiceNotFound: { status: 404, message: '该订单尚未申请开票' },
  invoiceNotIssued: { status: 409, message: '发票正在开具中，请稍后再试' },
  invoiceMailLimitReached: { status: 429, message: '发票发送次数过多，请稍后再试' },
  /** The mail server refused the invoice mail or could not be reached (nothing is counted as sent). */
  invoiceMailFailed: { status: 502, message: '发票邮件发送失败，请稍后再试' },
  evaluationExists: { status: 409, message: '该商品已评价' },
  evaluationNotFound: { status: 404, message: '评价不存在' },
  /** The merchant issues or rejects an invoice that is no longer waiting (issued, or rejected). */
  invoiceStatusInvalid: { status: 409, message: '发票状态已变化，请刷新后重试' },
  /** The merchant's invoice number is another invoice's already. */
  invoiceNoTaken: { status: 409, message: '该发票号码已被使用' },
  refundNotFound: { status: 404, message: '退款单不存在' },
  /** A return sends back goods that were shipped: no more units than the line has shipped and not yet returned. */
  refundReturnQuantityExceeded: { status: 400, message: '退货数量超过已发货数量' },

  // The console's goods, stock and categories (docs/goods.md): what an operator's edit meets
  goodsCodeTaken: { status: 409, message: '商品编码已被使用' },
  skuCodeTaken: { status: 409, message: 'SKU编码已被使用' },
  /** The SKUs sent are not exactly the combinations of the specs' values (details: the issues per field). */
  skuMatrixInvalid: { status: 400, message: 'SKU与规格组合不一致' },
  /** A price or stock sent for a SKU that exists: those change through their own calls. */
  skuFieldLocked: { status: 400, message: '已有SKU的价格请用改价修改，库存请用库存调整' },
  marketingPriceBelowPrice: { status: 400, message: '划线价不能低于售价' },
  categoryCodeTaken: { status: 409, message: '分类编码已被使用' },
  categoryNotEmpty: { status: 409, message: '分类下还有子分类或商品，不能删除' },
  /** Categories are two levels: a top one and its children; a category with children stays at the top. */
  categoryMoveInvalid: { status: 400, message: '分类最多两级，有子分类的分类不能移入其他分类' },
  stockAdjustmentInvalid: { status: 400, message: '调整后库存不能为负数' },
  /** The same requestId came with another adjustment. */
  stockRequestReused: { status: 422, message: '该请求标识已用于另一次库存调整' },

  // Distribution (docs/distribution.md)
  distributorNotFound: { status: 404, message: '分销员不存在' },
  distributorNotActive: { status: 403, message: '您还不是分销员或推荐官' },
  distributorApplied: { status: 409, message: '您已提交过申请，请勿重复提交' },
  distributorStatusInvalid: { status: 409, message: '申请状态已变更，请刷新后重试' },
  bindSelf: { status: 400, message: '不能绑定自己' },
  bindLoop: { status: 400, message: '不能与您的下级互相绑定' },
  /** spec §8: the app sends the customer home. */
  firstOrderNoExist: { status: 404, message: '首单邀请不存在' },
  firstOrderExpired: { status: 410, message: '首单邀请已过期' },
  shareNotFound: { status: 404, message: '分享已失效' },
  commissionInsufficient: { status: 409, message: '可提现佣金不足' },
  withdrawalTooSmall: { status: 400, message: '单次提现金额至少1元' },
  withdrawalStatusInvalid: { status: 409, message: '提现单状态已变更，请刷新后重试' },
  withdrawalNotFound: { status: 404, message: '提现记录不存在' },
  customerNotFound: { status: 404, message: '该手机号尚未在商城登录过' },
  // Members' programmes: messages, content security, surveys, friend help, member gifts (docs/members-programmes.md)
  contentRefused: { status: 400, message: '内容含有违规信息，请修改后重新提交' },
  surveyNotOpen: { status: 400, message: '问卷未开始或已结束' },
  surveyAnswered: { status: 409, message: '您已提交过该问卷' },
  surveyRequired: { status: 400, message: '请回答所有必答题' },
  surveyAnswerInvalid: { status: 400, message: '问卷答案有误，请检查后重新提交' },
  /** The survey was edited (a new version) since the page showed it. */
  surveyVersionChanged: { status: 409, message: '问卷内容已更新，请刷新后重新填写' },
  surveyDefinitionInvalid: { status: 400, message: '问卷内容不完整，请检查问题与选项' },
  helpActivityNotOpen: { status: 400, message: '助力活动未开始或已结束' },
  helpTaskClosed: { status: 400, message: '该助力已结束' },
  helpSelf: { status: 400, message: '不能为自己助力哦，快分享给好友吧' },
  helpAlready: { status: 409, message: '您已经为TA助力过了' },
  helpQuotaUsed: { status: 400, message: '您在本活动的助力次数已用完' },
  helpNewAccountsOnly: { status: 400, message: '本活动仅限新用户助力' },
  // Customer service and the help centre (docs/customer-service.md)
  conversationNotFound: { status: 404, message: '会话不存在' },
  chatAgentInvalid: { status: 400, message: '该员工不能接待客服会话' },
  helpCategoryNotFound: { status: 404, message: '帮助分类不存在' },
  helpCategoryNotEmpty: { status: 409, message: '分类下还有问题，不能删除' },
  faqNotFound: { status: 404, message: '问题不存在' },
  // Flash sales (docs/flash-sales.md): what a sec_kill locate or submit, a reminder or the console's edit meets
  flashSaleNotFound: { status: 404, message: '秒杀活动不存在' },
  /** The sale has not started, or has ended ([start, end) in China time). */
  flashSaleNotRunning: { status: 409, message: '秒杀活动未开始或已结束' },
  /** The SKU is not in this sale. */
  flashSaleSkuNotFound: { status: 404, message: '该商品未参加本场秒杀' },
  flashSaleSoldOut: { status: 409, message: '已抢光' },
  /** Over the sale's per-customer limit, counting the units of this customer's orders that were not cancelled. */
  flashSaleLimitExceeded: { status: 409, message: '超出秒杀限购数量' },
  /** A reminder is for a sale that has not started. */
  flashSaleRemindClosed: { status: 409, message: '活动已开始，无需提醒' },
  /** The console: a SKU whose goods are already in another flash sale whose slot overlaps this one. */
  flashSaleOverlap: { status: 409, message: '该商品已参加时间重叠的其他秒杀活动' },
  /** The console: an ended sale is not edited. */
  flashSaleEnded: { status: 409, message: '活动已结束，不能编辑' },
  /** The console: an allotment below what is sold, or a SKU with sales taken out of the sale. */
  flashSaleSoldKept: { status: 409, message: '已售出的秒杀库存不能减少或移除' },
  /** The console: a flash price at or above the SKU's price. */
  flashSalePriceNotLower: { status: 400, message: '秒杀价须低于商品售价' },
  // Members' programmes: daily sign-in, lottery (docs/members-programmes.md)
  signInMakeUpNotAllowed: { status: 400, message: '该日期不能补签' },
  signInAlreadySigned: { status: 409, message: '该日已签到' },
  lotteryNotRunning: { status: 409, message: '活动未开始或已结束' },
  lotteryNoChance: { status: 409, message: '抽奖次数已用完' },
  lotteryDailyCapReached: { status: 409, message: '今日抽奖次数已达上限' },
  lotteryRequestReused: { status: 422, message: '该请求编号已用于另一个抽奖活动' },
  awardNotClaimable: { status: 409, message: '该奖品不能领取或已领取' },
  lotteryCodeTaken: { status: 409, message: '活动编码已存在' },
  lotteryPrizeInvalid: { status: 400, message: '奖品设置不正确' },
  // Points goods (积分商城)
  pointsGoodsNotRunning: { status: 409, message: '该积分商品未开始或已结束' },
  pointsGoodsSoldOut: { status: 409, message: '该积分商品已兑完' },
  memberGiftNotRunning: { status: 409, message: '该礼包未开始或已结束' },
  memberGiftSoldOut: { status: 409, message: '礼包已领完' },
  memberGiftStockBelowClaimed: { status: 400, message: '库存不能少于已领取数量' },
  memberGiftClaimed: { status: 409, message: '您已领取过该礼包' },
  memberGiftNotNewMember: { status: 409, message: '新人礼包仅限新注册的会员领取' },
  memberGiftNoBirthday: { status: 409, message: '请先在个人资料中填写生日' },
  memberGiftTooYoung: { status: 409, message: '未到该礼包的领取年龄' },
  memberGiftNotBirthdayMonth: { status: 409, message: '生日礼包仅限生日当月领取' },
  pointsGoodsLimitExceeded: { status: 409, message: '超出每人限兑数量' },
  pointsGoodsStockBelowSold: { status: 400, message: '库存不能少于已兑换数量' },
  // Surprise boxes (惊喜盲盒, docs/members-programmes.md "Surprise box")
  surpriseBoxNotRunning: { status: 409, message: '该盲盒未开始或已结束' },
  surpriseBoxSoldOut: { status: 409, message: '盲盒已售罄' },
  surpriseBoxLimitExceeded: { status: 409, message: '超出每人限购数量' },
  surpriseBoxStockBelowSold: { status: 400, message: '库存不能少于已售数量' },
  /** The console: a pool without goods, a goods twice, a weight or allotment out of range, a pool entry in use removed. */
  surpriseBoxPoolInvalid: { status: 400, message: '盲盒商品池设置不正确' },
  // Recycling (空瓶回收, docs/recycling.md)
  recycleProgrammeNotRunning: { status: 409, message: '回收活动未开始或已结束' },
  recycleGoodsNotAccepted: { status: 400, message: '该商品不在回收范围内' },
  recycleUnitsInvalid: { status: 400, message: '回收数量不正确' },
  recycleTooManyUnits: { status: 400, message: '单次回收数量超出上限' },
  recycleReasonRequired: { status: 400, message: '请填写未通过验收的原因' },
  recycleRecordNotFound: { status: 404, message: '回收记录不存在' },
  recycleStatusChanged: { status: 409, message: '回收记录状态已变化，请刷新后重试' },
  // Try-use samples (试用, docs/try-use.md)
  tryUseNotRunning: { status: 409, message: '试用活动未开始或已结束' },
  tryUseAlreadyApplied: { status: 409, message: '您已申请过该试用活动' },
  tryUseSeatsFull: { status: 409, message: '试用名额已满' },
  tryUseApplicationNotFound: { status: 404, message: '试用申请不存在' },
  tryUseAlreadyDecided: { status: 409, message: '该申请已审核' },
  tryUseSeatsBelowApproved: { status: 400, message: '名额不能少于已通过人数' },
  // Hydration check-in (水光打卡, docs/members-programmes.md "Hydration check-in")
  waterLightNotStarted: { status: 409, message: '打卡活动尚未开始' },
  waterLightEnded: { status: 409, message: '打卡活动已结束' },
  waterLightCheckedIn: { status: 409, message: '今日已打卡，明天再来吧' },
  waterLightDaysBeyondWindow: { status: 400, message: '打卡天数不能超过活动天数' },
  /** The SKU's price fell to the cash part or below: the points would buy nothing. */
  pointsGoodsUnavailable: { status: 409, message: '该积分商品暂不可兑换' },
  // Group buys (docs/group-buys.md): what opening, joining, paying into a group or the console's edit meets
  groupBuyNotFound: { status: 404, message: '拼团活动不存在' },
  groupBuyNotRunning: { status: 409, message: '拼团活动未开始或已结束' },
  groupBuySkuNotFound: { status: 404, message: '该商品规格未参加本次拼团' },
  /** The customer has a group of this activity open (or an unpaid order for one): one at a time. */
  groupBuyAlreadyJoined: { status: 409, message: '您已有进行中的拼团，请等待成团后再参与' },
  groupBuyLimitExceeded: { status: 409, message: '已达到本活动的参团次数上限' },
  groupNotFound: { status: 404, message: '拼团不存在' },
  groupFull: { status: 409, message: '该团已满员，请参与其他拼团或发起新团' },
  groupClosed: { status: 409, message: '拼团已结束' },
  groupOwnJoin: { status: 409, message: '您已在该团中' },
  /** The merchant ships a group order whose group has not succeeded yet. */
  groupNotSucceeded: { status: 409, message: '待成团的订单暂不能发货' },

  // Pre-sales (docs/pre-sales.md)
  presaleNotFound: { status: 404, message: '预售活动不存在或已下架' },
  presaleNotRunning: { status: 409, message: '预售未开始或已结束' },
  presaleSoldOut: { status: 409, message: '预售商品已售罄' },
  presaleLimitExceeded: { status: 409, message: '超出预售限购数量' },
  presaleBalanceNotOpen: { status: 409, message: '不在尾款支付时间内' },
  presaleNoBalance: { status: 409, message: '该订单无需支付尾款' },
  presaleNotShippable: { status: 409, message: '预售订单未付尾款或未到发货时间，暂不能发货' },
  presaleTermsInvalid: { status: 400, message: '预售设置有误' },
  presaleSoldKept: { status: 409, message: '预售库存不能少于已售数量' },
  // One price (一口价, docs/one-price.md); sold out and over the limit are stockInsufficient / purchaseLimitExceeded
  onePriceNotFound: { status: 404, message: '一口价活动不存在或已下架' },
  onePriceNotRunning: { status: 409, message: '一口价活动未开始或已结束' },
  onePriceTermsInvalid: { status: 400, message: '一口价活动设置有误' },
  /** The console: a group price at or above the SKU's price, an activity ended, a goods in another live group buy. */
  groupBuyPriceNotLower: { status: 400, message: '拼团价须低于商品售价' },
  groupBuyEnded: { status: 409, message: '活动已结束，不能编辑' },
  groupBuyOverlap: { status: 409, message: '该商品已参加时间重叠的其他拼团活动' },
  // Shopping guides, their push orders, counters and stores (docs/guides-and-counters.md)
  /** A guide's call made by a customer without an active guide record. */
  guideOnly: { status: 403, message: '仅导购可以使用此功能' },
  /** No push order with this code or id for this caller (another guide's, or meant for another customer). */
  pushOrderNotFound: { status: 404, message: '推单不存在或已失效' },
  pushOrderExpired: { status: 410, message: '推单已过期，请联系导购重新推送' },
  /** The push order became an order already (one order per push order). */
  pushOrderUsed: { status: 409, message: '该推单已下单' },
  /** A guide opens or buys a push order of their own. */
  pushOrderOwnGuide: { status: 400, message: '导购不能购买自己推送的订单' },
  /** A distributor opens or buys a push order of their own. */
  pushOrderOwnDistributor: { status: 400, message: '分销员不能购买自己推送的订单' },
  /** The same requestId came with another push order. */
  pushOrderRequestReused: { status: 422, message: '该请求标识已用于另一个推单' },
  guideNotFound: { status: 404, message: '导购不存在' },
  guideMobileTaken: { status: 409, message: '该手机号已是导购' },
  guideWecomTaken: { status: 409, message: '该企业微信账号已绑定其他导购' },
  /** Counter staff whose WeCom account is no guide's ask for a guide's push orders or figures. */
  counterStaffNotGuide: { status: 404, message: '当前企业微信账号未绑定导购' },
  // The wish list (docs/wish-list.md)
  /** No such wish for this caller (another customer's, or a customer not bound to this distributor). */
  wishNotFound: { status: 404, message: '心愿不存在或已失效' },
  /** An open wish for this goods already exists. */
  wishExists: { status: 409, message: '该商品已在心愿单中' },
  wishTooMany: { status: 409, message: '心愿单最多20个心愿，请先处理已有心愿' },
  /** The wish was pushed, ordered or cancelled already (one push order per wish). */
  wishNotOpen: { status: 409, message: '该心愿已处理' },
  wishExpired: { status: 410, message: '心愿已过期' },
  outletNotFound: { status: 404, message: '门店或专柜不存在' },
  outletCodeTaken: { status: 409, message: '门店编码已被使用' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof ERRORS

export class DomainError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly details: unknown

  constructor(code: ErrorCode, details?: unknown, message?: string) {
    super(message ?? ERRORS[code].message)
    this.name = 'DomainError'
    this.code = code
    this.status = ERRORS[code].status
    this.details = details
  }
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code)
}
