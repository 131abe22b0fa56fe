import { randomBytes } from 'node:crypto'
import {
  CHANNEL_LABELS,
  CHINA_OFFSET_MS,
  chinaDate,
  commissionReversal,
  decideBinding,
  DomainError,
  lineCommission,
  poolKeyOf,
  sceneOf,
  SHARE_LANDING_PAGE,
  type BindingType,
  type BindRule,
  type DistributorChannel,
  withdrawalAfterTransfer,
} from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { ProviderError, type TransferBill, type WeChatClient, type WeChatPay } from '../../providers'
import type { AuditService } from '../audit'
import {
  distributionRepository,
  type BindingRow,
  type CommissionRow,
  type DistributorRow,
  type ShareRow,
  type WithdrawalRow,
} from './distribution.repository'
import type { DistributorStatus, ShareSource, WithdrawalStatus } from './distribution.tables'

export type DistributionService = ReturnType<typeof createDistributionService>

/** What a customer shows of themselves (the customers module's profile). */
export interface PersonCard {
  nickName: string
  avatarUrl: string | null
  gender: number
  mobile: string | null
}

export interface DistributionDeps {
  db: Db
  clock: Clock
  audit: AuditService
  wechat: Pick<WeChatClient, 'unlimitedCode' | 'pathCode' | 'shortLink'>
  /** The merchant's WeChat Pay (merchant transfers pay withdrawals). */
  wechatPay: Pick<WeChatPay, 'transfer' | 'queryTransfer'>
  /** Sandbox mode: the WeChat Pay sandbox, whose page stands in for WeChat's transfer confirmation. Live: null. */
  transferSandboxUrl: string | null
  shopName: string
  people: {
    card(customerId: number): Promise<PersonCard>
    /** The customer's mini-program openid (who a transfer pays), null without one. */
    openId(customerId: number): Promise<string | null>
    /** The customer by sign-in mobile, null when nobody has it. */
    byMobile(mobile: string): Promise<number | null>
    /** Whether the customer has placed an order before (a first-order link binds only new customers). */
    hasOrdered(customerId: number): Promise<boolean>
  }
}

export const DEFAULT_SETTINGS = {
  bindRule: { mode: 'first_wins' } as BindRule,
  defaultRateBp: 500,
  settleDays: 7,
}
/** A first-order link lasts this long (then firstOrderExpired). */
export const FIRST_ORDER_LINK_DAYS = 7
/** The least a withdrawal may be (fen). */
export const MIN_WITHDRAWAL = 100
const DAY_MS = 86_400_000

/** A parameter-pool key: 10 characters of [A-Za-z0-9] (60 bits). */
const poolKey = () =>
  randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .padEnd(10, '0')

/**
 * Distributors and recommenders, the customers bound to them, shares and their parameter pool, the attribution an
 * order carries, the commission ledger and withdrawals (docs/distribution.md). Work on other modules' rows (an order
 * paid, received, refunded) comes through the flows, which call the `tx`-first verbs here inside their transaction.
 */
export function createDistributionService(deps: DistributionDeps) {
  const { db, clock, audit, people } = deps
  const repo = distributionRepository(db)

  // Inside a transaction every read goes through its handle: on PGlite a query outside an open transaction waits
  // for it to end.
  const settings = async (handle: Db = db) => {
    const row = await distributionRepository(handle).settings()
    return row
      ? { bindRule: row.bindRule, defaultRateBp: row.defaultRateBp, settleDays: row.settleDays }
      : DEFAULT_SETTINGS
  }

  const levelNames = async () => new Map((await repo.levels()).map((level) => [level.id, level]))

  /** The distributor as spec §3 names its fields. */
  const view = async (row: DistributorRow) => {
    const [card, levels] = await Promise.all([people.card(row.customerId), levelNames()])
    const level = row.levelId === null ? null : (levels.get(row.levelId) ?? null)
    return {
      id: row.id,
      customerId: row.customerId,
      channel: row.channel,
      channelLabel: CHANNEL_LABELS[row.channel],
      status: row.status,
      realName: row.realName,
      nickName: card.nickName,
      avatarUrl: card.avatarUrl,
      gender: card.gender,
      mobile: row.mobile,
      level: row.levelId,
      levelName: level?.name ?? null,
      group: row.teamId,
      teamId: row.teamId,
      inviterId: row.inviterId,
      staffId: row.staffId,
      counterId: row.counterId,
      counterName: row.counterName,
      remark: row.remark,
      rejectReason: row.rejectReason,
      accessionTime: row.accessionTime?.toISOString() ?? null,
      createTime: row.createdAt.toISOString(),
      deleted: row.status === 'disabled',
      extendInfos: {},
    }
  }

  const mustFind = async (id: number, handle: Db = db) => {
    const row = await distributionRepository(handle).distributor(id)
    if (!row) throw new DomainError('distributorNotFound', { distributorId: id })
    return row
  }

  /** The signed-in customer's distributor record, approved; distributorNotActive else. */
  const active = async (customerId: number) => {
    const row = await repo.distributorOf(customerId)
    if (!row || row.status !== 'approved') throw new DomainError('distributorNotActive')
    return row
  }

  const shareOf = async (key: string) => {
    const share = await repo.share(key)
    if (!share) throw new DomainError('shareNotFound', { key })
    return share
  }

  const shareView = (share: ShareRow) => ({
    key: share.key,
    scene: sceneOf(share.key),
    distributorId: share.distributorId,
    source: share.source,
    bindingType: share.bindingType,
    page: share.page,
    params: share.params,
    createTime: share.createdAt.toISOString(),
    expireTime: share.expiresAt?.toISOString() ?? null,
  })

  /** A loop: the sharer (as a customer) is bound, directly or up the chain, to a distributor who is this customer. */
  async function makesLoop(tx: Db, customerId: number, sharer: DistributorRow): Promise<boolean> {
    const r = distributionRepository(tx)
    let person = sharer.customerId
    for (let depth = 0; depth < 10; depth++) {
      const open = await r.openBindings(person)
      if (open.length === 0) return false
      const ups = await Promise.all(open.map((b) => r.distributor(b.distributorId)))
      if (ups.some((up) => up?.customerId === customerId)) return true
      const next = ups.find((up) => up !== null)
      if (!next) return false
      person = next.customerId
    }
    return false
  }

  type BindAsk = {
    type: BindingType
    typeId: string | null
    source: string
    sharer: DistributorRow
    confirm: boolean
    reason?: string | undefined
    /** An operator's move (TMC): replaces whatever the rule says. */
    force?: boolean
  }

  /**
   * Binds a customer to a sharer in the sharer's channel by the shop's rule, once: the open binding is ended by a
   * compare-and-set and the new one inserted against the one-open-per-channel index, so two shares opened at once
   * bind once (the loser reads the winner and answers as if it had come second).
   */
  async function bindOnce(customerId: number, ask: BindAsk) {
    const { bindRule } = await settings()
    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await db.transaction(async (tx) => {
        const r = distributionRepository(tx)
        const now = clock.now()
        const current = await r.openBinding(customerId, ask.sharer.channel)
        const decision = ask.force
          ? ({ kind: current ? 'replace' : 'bind', expiresAt: null } as const)
          : decideBinding({
              rule: bindRule,
              now,
              current,
              candidateId: ask.sharer.id,
              self: ask.sharer.customerId === customerId,
              loop: await makesLoop(tx, customerId, ask.sharer),
              confirmed: ask.confirm,
            })
        if (ask.force && ask.sharer.customerId === customerId) throw new DomainError('bindSelf')
        if (decision.kind === 'refuse') throw new DomainError(decision.code)
        if (decision.kind === 'keep' || decision.kind === 'ask')
          return { bound: false, showChangeBind: decision.kind === 'ask', binding: current }
        if (current) {
          const endReason = ask.force
            ? 'console'
            : current.expiresAt && current.expiresAt <= now
              ? 'expired'
              : 'replaced'
          if (!(await r.endBinding(current.id, now, endReason))) return null
        }
        const binding = await r.insertBinding({
          customerId,
          distributorId: ask.sharer.id,
          channel: ask.sharer.channel,
          type: ask.type,
          typeId: ask.typeId,
          source: ask.source,
          reason: ask.reason ?? null,
          boundAt: now,
          expiresAt: decision.expiresAt,
        })
        if (!binding) return null
        return { bound: true, showChangeBind: false, binding: binding as BindingRow | null }
      })
      if (outcome) return outcome
    }
    // Lost three races in a row: answer what is there now.
    return { bound: false, showChangeBind: false, binding: await repo.openBinding(customerId, ask.sharer.channel) }
  }

  const bindingView = async (binding: BindingRow | null) => {
    if (!binding) return null
    const distributor = await repo.distributor(binding.distributorId)
    return {
      id: binding.id,
      distributorId: binding.distributorId,
      distributorName: distributor ? (await people.card(distributor.customerId)).nickName : null,
      channel: binding.channel,
      type: binding.type,
      typeId: binding.typeId,
      source: binding.source,
      reason: binding.reason,
      boundAt: binding.boundAt.toISOString(),
      expiresAt: binding.expiresAt?.toISOString() ?? null,
      endedAt: binding.endedAt?.toISOString() ?? null,
      endReason: binding.endReason,
    }
  }

  const entryView = (entry: CommissionRow) => ({
    id: entry.id,
    distributorId: entry.distributorId,
    orderId: entry.orderId,
    orderLineId: entry.orderLineId,
    kind: entry.kind,
    base: entry.base,
    rateBp: entry.rateBp,
    amount: entry.amount,
    status: entry.status,
    availableAt: entry.availableAt?.toISOString() ?? null,
    createTime: entry.createdAt.toISOString(),
  })

  const withdrawalView = (row: WithdrawalRow) => ({
    id: row.id,
    distributorId: row.distributorId,
    amount: row.amount,
    status: row.status,
    outBillNo: row.outBillNo,
    transferBillNo: row.transferBillNo,
    reason: row.reason,
    createTime: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  })

  const balances = (row: DistributorRow) => ({
    frozen: row.frozen,
    available: row.available,
    withdrawing: row.withdrawing,
    withdrawn: row.withdrawn,
    owed: row.owed,
  })

  /** Adds released commission to available, paying back what is owed first. */
  async function credit(tx: Db, distributorId: number, amount: number) {
    const r = distributionRepository(tx)
    const row = (await r.lockDistributor(distributorId))!
    const payBack = Math.min(row.owed, amount)
    await r.moveBalance(distributorId, { frozen: -amount, owed: -payBack, available: amount - payBack })
  }

  /**
   * A withdrawal's transfer, one bill number per withdrawal: an approved one is asked to pay (asking again with the
   * same number pays once), a confirming one is looked up. The answer moves the withdrawal once (compare-and-set on
   * its status): paid, failed with the money back to available, or confirming with what opens WeChat's confirmation
   * page; anything else leaves it for the sweep to ask again (domain `withdrawalAfterTransfer`).
   */
  async function payOut(withdrawal: WithdrawalRow): Promise<WithdrawalRow> {
    let bill: TransferBill | null
    try {
      bill = withdrawal.status === 'confirming' ? await deps.wechatPay.queryTransfer(withdrawal.outBillNo) : await ask()
    } catch (error) {
      // Not reached or refused before a bill existed: unchanged; the sweep asks again with the same number.
      if (error instanceof DomainError || error instanceof ProviderError) return withdrawal
      throw error
    }
    async function ask() {
      const distributor = (await repo.distributor(withdrawal.distributorId))!
      const openid = await people.openId(distributor.customerId)
      return openid
        ? deps.wechatPay.transfer({
            outBillNo: withdrawal.outBillNo,
            openid,
            amountFen: withdrawal.amount,
            remark: `${deps.shopName}佣金提现`.slice(0, 32),
          })
        : null
    }
    const next = bill ? withdrawalAfterTransfer(bill.state, bill.confirm !== undefined) : 'failed'
    if (next === 'waiting' || next === withdrawal.status) return withdrawal
    return db.transaction(async (tx) => {
      const r = distributionRepository(tx)
      const now = clock.now()
      const set =
        next === 'confirming'
          ? { status: next, confirm: bill!.confirm!, transferBillNo: bill!.transferBillNo }
          : next === 'failed'
            ? { status: next, confirm: null, reason: bill ? transferFailure(bill.failReason) : '未绑定微信，无法转账' }
            : { status: next, confirm: null, paidAt: now, transferBillNo: bill!.transferBillNo }
      const moved = await r.moveWithdrawal(withdrawal.id, withdrawal.status, set)
      if (!moved) return (await r.withdrawal(withdrawal.id))!
      if (next !== 'confirming')
        await r.moveBalance(
          withdrawal.distributorId,
          next === 'failed'
            ? { withdrawing: -withdrawal.amount, available: withdrawal.amount }
            : { withdrawing: -withdrawal.amount, withdrawn: withdrawal.amount },
        )
      return moved
    })
  }

  /** The distributor's own view of a withdrawal: while confirming, what opens WeChat's confirmation page. */
  const myWithdrawalView = (row: WithdrawalRow) => ({
    ...withdrawalView(row),
    confirm:
      row.status === 'confirming' && row.confirm
        ? {
            ...row.confirm,
            ...(deps.transferSandboxUrl && { sandboxConfirmUrl: `${deps.transferSandboxUrl}/transfer/confirm` }),
          }
        : null,
  })

  /** A pool entry for a share by the signed-in distributor. */
  async function createShare(
    customerId: number,
    body: { page: string; params: Record<string, string>; source: ShareSource; firstOrder?: boolean | undefined },
  ) {
    const distributor = await active(customerId)
    const now = clock.now()
    const share = await repo.insertShare({
      key: poolKey(),
      distributorId: distributor.id,
      source: body.source,
      bindingType: body.firstOrder ? 'FIRST_ORDER' : 'SCENE_ID',
      page: body.page,
      params: body.params,
      createdAt: now,
      expiresAt: body.firstOrder ? new Date(now.getTime() + FIRST_ORDER_LINK_DAYS * DAY_MS) : null,
    })
    return shareView(share)
  }

  return {
    settings: () => settings(),
    async saveSettings(userid: string, values: typeof DEFAULT_SETTINGS) {
      await db.transaction(async (tx) => {
        const before = await distributionRepository(tx).settings()
        await distributionRepository(tx).saveSettings({ ...values, updatedAt: clock.now() })
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.manage',
          targetType: 'distribution_settings',
          targetId: 1,
          summary: `分销设置：绑定规则 ${values.bindRule.mode}，默认佣金 ${values.defaultRateBp / 100}%`,
          before,
          after: values,
        })
      })
      return settings()
    },

    // ─── The distributor ───────────────────────────────────────────────────────────────────────────────

    /** "get distributor": the signed-in customer's record, or null when they have none. */
    async info(customerId: number) {
      const row = await repo.distributorOf(customerId)
      return row ? view(row) : null
    },

    /** register: applies as a recommender (OUT), pending the console's approval; a refused one may apply again. */
    async apply(customerId: number, body: { realName: string; mobile: string; inviterKey?: string | undefined }) {
      const now = clock.now()
      const inviter = body.inviterKey ? (await repo.share(body.inviterKey))?.distributorId : undefined
      const existing = await repo.distributorOf(customerId)
      if (existing) {
        if (existing.status !== 'rejected') throw new DomainError('distributorApplied')
        const again = await repo.updateDistributor(
          existing.id,
          { status: 'pending', realName: body.realName, mobile: body.mobile, rejectReason: null, updatedAt: now },
          'rejected',
        )
        if (!again) throw new DomainError('distributorApplied')
        return view(again)
      }
      const made = await repo.insertDistributor({
        customerId,
        channel: 'OUT',
        status: 'pending',
        realName: body.realName,
        mobile: body.mobile,
        inviterId: inviter ?? null,
        createdAt: now,
        updatedAt: now,
      })
      if (!made) throw new DomainError('distributorApplied')
      return view(made)
    },

    /** The console approves or refuses an application (once: a decided one answers distributorStatusInvalid). */
    async decide(userid: string, id: number, approve: boolean, reason: string | undefined) {
      const decided = await db.transaction(async (tx) => {
        const now = clock.now()
        const moved = await distributionRepository(tx).updateDistributor(
          id,
          approve
            ? { status: 'approved', accessionTime: now, updatedAt: now }
            : { status: 'rejected', rejectReason: reason ?? null, updatedAt: now },
          'pending',
        )
        if (!moved) {
          await mustFind(id, tx)
          throw new DomainError('distributorStatusInvalid')
        }
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.manage',
          targetType: 'distributor',
          targetId: id,
          summary: approve ? `通过推荐官申请 ${moved.realName}` : `拒绝推荐官申请 ${moved.realName}：${reason ?? ''}`,
          after: { status: moved.status },
        })
        return moved
      })
      return view(decided)
    },

    /** The console appoints inside staff as distributors (IN), approved at once; the person must have signed in. */
    async appoint(
      userid: string,
      body: {
        mobile: string
        realName: string
        staffId?: string | undefined
        levelId?: number | undefined
        teamId?: number | undefined
        counterId?: string | undefined
        counterName?: string | undefined
      },
    ) {
      const customerId = await people.byMobile(body.mobile)
      if (customerId === null) throw new DomainError('customerNotFound', { mobile: body.mobile })
      const appointed = await db.transaction(async (tx) => {
        const now = clock.now()
        const made = await distributionRepository(tx).insertDistributor({
          customerId,
          channel: 'IN',
          status: 'approved',
          realName: body.realName,
          mobile: body.mobile,
          staffId: body.staffId ?? null,
          levelId: body.levelId ?? null,
          teamId: body.teamId ?? null,
          counterId: body.counterId ?? null,
          counterName: body.counterName ?? null,
          accessionTime: now,
          createdAt: now,
          updatedAt: now,
        })
        if (!made) throw new DomainError('distributorApplied')
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.manage',
          targetType: 'distributor',
          targetId: made.id,
          summary: `任命分销员 ${made.realName}`,
          after: made,
        })
        return made
      })
      return view(appointed)
    },

    /** Level, team, counter, remark, or disabling / enabling an approved one. */
    async update(
      userid: string,
      id: number,
      body: {
        levelId?: number | null | undefined
        teamId?: number | null | undefined
        counterId?: string | null | undefined
        counterName?: string | null | undefined
        remark?: string | null | undefined
        status?: 'approved' | 'disabled' | undefined
      },
    ) {
      const updated = await db.transaction(async (tx) => {
        const before = await mustFind(id, tx)
        if (body.status && !['approved', 'disabled'].includes(before.status))
          throw new DomainError('distributorStatusInvalid')
        const { status, ...fields } = body
        const after = (await distributionRepository(tx).updateDistributor(id, {
          ...fields,
          ...(status && { status }),
          updatedAt: clock.now(),
        }))!
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.manage',
          targetType: 'distributor',
          targetId: id,
          summary: `修改分销员 ${after.realName}`,
          before,
          after,
        })
        return after
      })
      return view(updated)
    },

    async page(
      filter: {
        status?: DistributorStatus | undefined
        channel?: DistributorChannel | undefined
        mobile?: string | undefined
      },
      page: number,
      size: number,
    ) {
      const { rows, total } = await repo.distributorPage(filter, page, size)
      return { rows: await Promise.all(rows.map(async (row) => ({ ...(await view(row)), ...balances(row) }))), total }
    },

    levels: () => repo.levels(),
    async saveLevel(userid: string, id: number | null, values: { name: string; rateBp: number; sort: number }) {
      return db.transaction(async (tx) => {
        const saved = await distributionRepository(tx).saveLevel(id, values)
        if (!saved) throw new DomainError('notFound', { levelId: id })
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.manage',
          targetType: 'distributor_level',
          targetId: saved.id,
          summary: `分销等级 ${values.name} 佣金 ${values.rateBp / 100}%`,
          after: saved,
        })
        return saved
      })
    },
    teams: () => repo.teams(),
    addTeam: (name: string) => repo.insertTeam(name, clock.now()),
    goodsRates: () => repo.allGoodsRates(),
    async saveGoodsRate(userid: string, goodsId: number, rateBp: number | null) {
      await db.transaction(async (tx) => {
        await distributionRepository(tx).saveGoodsRate(goodsId, rateBp)
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.manage',
          targetType: 'goods_commission_rate',
          targetId: goodsId,
          summary: rateBp === null ? `商品 ${goodsId} 佣金改用等级比例` : `商品 ${goodsId} 佣金 ${rateBp / 100}%`,
          after: { rateBp },
        })
      })
    },

    // ─── Shares and the parameter pool ─────────────────────────────────────────────────────────────────

    /** share_link create / distribution share: a pool entry for this share; its scene fits a mini-program code. */
    share: createShare,

    /** scrm param pool detail / share_link resolve: what a key stands for (counted as opened). */
    async resolve(key: string) {
      const share = await shareOf(key)
      await repo.opened(key)
      return shareView(share)
    },

    /**
     * sceneChange: an H5 share value or a mini-program scene → its pool entry and source. A value without the marker
     * is no share: `source` null.
     */
    async sceneChange(value: string) {
      const key = poolKeyOf(value)
      if (!key) return { source: null, share: null }
      const share = await repo.share(key)
      if (!share) return { source: null, share: null }
      return { source: share.source, share: shareView(share) }
    },

    /**
     * wechat/unlimit: a mini-program code for a share, as PNG: it opens the landing page with the scene (the pool key
     * behind the marker), which opens the shared page with its parameters.
     */
    async unlimitedCode(
      customerId: number,
      body: { page: string; params: Record<string, string>; width: number },
      source: 'qrcode' | 'poster' = 'qrcode',
    ) {
      const share = await createShare(customerId, { page: body.page, params: body.params, source })
      const png = await fromWeChat(() =>
        deps.wechat.unlimitedCode({ scene: share.scene, page: SHARE_LANDING_PAGE, width: body.width }),
      )
      return { ...share, image: `data:image/png;base64,${png.toString('base64')}` }
    },

    /** wechat/wxa: a mini-program code for a page path with its query (no pool entry; for the shop's own pages). */
    async pathCode(body: { path: string; width: number }) {
      const png = await fromWeChat(() => deps.wechat.pathCode(body))
      return { image: `data:image/png;base64,${png.toString('base64')}` }
    },

    /** wechat/generateShortLink: a short link to a share. */
    async shortLink(customerId: number, body: { page: string; params: Record<string, string>; title: string }) {
      const share = await createShare(customerId, { page: body.page, params: body.params, source: 'shortlink' })
      const link = await fromWeChat(() =>
        deps.wechat.shortLink({
          pageUrl: `${SHARE_LANDING_PAGE}?scene=${encodeURIComponent(share.scene)}`,
          pageTitle: body.title,
        }),
      )
      return { ...share, link }
    },

    // ─── Binding ───────────────────────────────────────────────────────────────────────────────────────

    /**
     * Distributor binding (spec §7: distributor, type, typeId): SCENE_ID with a pool key or scene, FIRST_ORDER with a
     * first-order link's key. The answer says whether it bound, and `showChangeBind` when the rule lets the customer
     * switch (call again with `confirm`).
     */
    async bind(customerId: number, body: { type: 'SCENE_ID' | 'FIRST_ORDER'; typeId: string; confirm: boolean }) {
      const key = poolKeyOf(body.typeId) ?? body.typeId
      const share = await repo.share(key)
      if (body.type === 'FIRST_ORDER') {
        if (!share || share.bindingType !== 'FIRST_ORDER') throw new DomainError('firstOrderNoExist')
        if (share.expiresAt && share.expiresAt <= clock.now()) throw new DomainError('firstOrderExpired')
        if (await people.hasOrdered(customerId)) {
          return { bound: false, showChangeBind: false, reason: 'old_customer', binding: null }
        }
      } else if (!share) throw new DomainError('shareNotFound', { key })
      const sharer = await mustFind(share.distributorId)
      if (sharer.status !== 'approved')
        return { bound: false, showChangeBind: false, reason: 'inactive', binding: null }
      const outcome = await bindOnce(customerId, {
        type: body.type,
        typeId: key,
        source: share.source,
        sharer,
        confirm: body.confirm,
      })
      return { ...outcome, reason: null, binding: await bindingView(outcome.binding) }
    },

    /** get distributor by binding: the customer's open bindings with their distributors. */
    async bindings(customerId: number) {
      const now = clock.now()
      const open = (await repo.openBindings(customerId)).filter((b) => !b.expiresAt || b.expiresAt > now)
      return Promise.all(
        open.map(async (b) => ({
          ...(await bindingView(b))!,
          distributor: await view(await mustFind(b.distributorId)),
        })),
      )
    },

    /** The console moves a customer to a distributor by hand (TMC), with a reason; the old binding ends. */
    async rebind(userid: string, customerId: number, distributorId: number, reason: string) {
      const sharer = await mustFind(distributorId)
      if (sharer.status !== 'approved') throw new DomainError('distributorNotActive')
      const before = await repo.openBinding(customerId, sharer.channel)
      const outcome = await bindOnce(customerId, {
        type: 'TMC',
        typeId: userid,
        source: 'console',
        sharer,
        confirm: true,
        reason,
        force: true,
      })
      await db.transaction((tx) =>
        audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.manage',
          targetType: 'distribution_binding',
          targetId: customerId,
          summary: `改绑顾客 ${customerId} 到 ${sharer.realName}：${reason}`,
          before: before && { distributorId: before.distributorId },
          after: { distributorId },
        }),
      )
      return (await bindingView(outcome.binding))!
    },

    bindingHistory: async (customerId: number) =>
      Promise.all((await repo.bindingHistory(customerId)).map(async (b) => (await bindingView(b))!)),
    async bindingPage(
      filter: { distributorId?: number | undefined; customerId?: number | undefined },
      page: number,
      size: number,
    ) {
      const { rows, total } = await repo.bindingPage(filter, page, size)
      return {
        rows: await Promise.all(rows.map(async (b) => ({ ...(await bindingView(b))!, customerId: b.customerId }))),
        total,
      }
    },

    // ─── Push orders (flows/push-order.ts keeps them with the guides'; these are the distributor's parts) ──

    /** The signed-in customer's approved distributor record, who may send push orders; distributorNotActive else. */
    pushSender: active,

    /** Distributors as a push order names its sender: their name and counter. */
    async badges(ids: readonly number[]): Promise<Map<number, { name: string; counterName: string | null }>> {
      const rows = await repo.distributorsByIds(ids)
      return new Map(rows.map((row) => [row.id, { name: row.realName, counterName: row.counterName }]))
    },

    /** The customer a distributor is (so they cannot buy their own push order). */
    customerOf: async (distributorId: number) => (await repo.distributor(distributorId))?.customerId ?? null,

    // ─── Attribution and commission (inside the flows' transactions) ──────────────────────────────────

    /**
     * A distributor's push order became this order: it is attributed to that distributor (whatever the customer's
     * binding), in the checkout transaction before `attribute` runs, which then leaves it as it is. A distributor no
     * longer approved (or the customer themself) gets nothing, and the customer's binding decides as for any order.
     */
    async attributeTo(tx: Db, order: { id: number; customerId: number }, distributorId: number) {
      const r = distributionRepository(tx)
      const distributor = await r.distributor(distributorId)
      if (!distributor || distributor.status !== 'approved' || distributor.customerId === order.customerId) return
      await r.insertAttribution({
        orderId: order.id,
        distributorId,
        channel: distributor.channel,
        bindingId: null,
        customerId: order.customerId,
        createdAt: clock.now(),
      })
    },

    /**
     * Snapshots who an order is attributed to, in the checkout transaction: the customer's open, unexpired binding
     * (the most recent when bound in both channels), unless the customer is that distributor.
     */
    async attribute(tx: Db, order: { id: number; customerId: number }) {
      const r = distributionRepository(tx)
      const now = clock.now()
      const open = (await r.openBindings(order.customerId))
        .filter((b) => !b.expiresAt || b.expiresAt > now)
        .sort((a, b) => b.boundAt.getTime() - a.boundAt.getTime())
      for (const binding of open) {
        const distributor = await r.distributor(binding.distributorId)
        if (!distributor || distributor.status !== 'approved' || distributor.customerId === order.customerId) continue
        await r.insertAttribution({
          orderId: order.id,
          distributorId: distributor.id,
          channel: distributor.channel,
          bindingId: binding.id,
          customerId: order.customerId,
          createdAt: now,
        })
        return distributor.id
      }
      return null
    },

    /**
     * An attributed order was paid: one frozen commission row per line on what the customer paid for it (goods rate,
     * else the distributor's level rate, else the shop's default), rate and base stored; the frozen balance grows by
     * their sum. Keyed per line, so a payment settled twice accrues once.
     */
    async accrue(
      tx: Db,
      orderId: number,
      linesOf: () => Promise<{ id: number; goodsId: number; realPayAmount: number }[]>,
    ) {
      const r = distributionRepository(tx)
      const attribution = await r.attribution(orderId)
      if (!attribution) return 0
      // Read only for an attributed order: most paid orders have none.
      const lines = await linesOf()
      const distributor = (await r.distributor(attribution.distributorId))!
      const [goodsRates, level, { defaultRateBp }] = await Promise.all([
        r.goodsRates(lines.map((line) => line.goodsId)),
        distributor.levelId === null ? null : r.level(distributor.levelId),
        settings(tx),
      ])
      const rateOf = (goodsId: number) =>
        goodsRates.find((g) => g.goodsId === goodsId)?.rateBp ?? level?.rateBp ?? defaultRateBp
      const now = clock.now()
      const made = await r.insertEntries(
        lines
          .map((line) => ({ line, rateBp: rateOf(line.goodsId) }))
          .map(({ line, rateBp }) => ({
            businessKey: `accrue:${line.id}`,
            distributorId: distributor.id,
            orderId,
            orderLineId: line.id,
            kind: 'accrue' as const,
            base: line.realPayAmount,
            rateBp,
            amount: lineCommission(line.realPayAmount, rateBp),
            status: 'frozen' as const,
            createdAt: now,
          })),
      )
      const total = made.reduce((sum, entry) => sum + entry.amount, 0)
      await r.moveBalance(distributor.id, { frozen: total })
      return total
    },

    /**
     * A refund of these lines succeeded: each line gives back its commission pro rata to the money refunded
     * (a negative row, keyed per refund and line). Still frozen: it leaves the frozen balance; already available:
     * it leaves available as far as that goes, the rest is owed and paid back from the next commission.
     */
    async reverse(tx: Db, orderId: number, refundId: number, lines: { orderLineId: number; amount: number }[]) {
      const r = distributionRepository(tx)
      const entries = await r.lockEntriesOfOrder(orderId)
      if (entries.length === 0) return 0
      const now = clock.now()
      let total = 0
      for (const line of lines) {
        const accrued = entries.find((e) => e.kind === 'accrue' && e.orderLineId === line.orderLineId)
        if (!accrued || line.amount <= 0) continue
        const refundedBefore = entries
          .filter((e) => e.kind === 'reverse' && e.orderLineId === line.orderLineId)
          .reduce((sum, e) => sum + e.base, 0)
        const back = commissionReversal(accrued.amount, accrued.base, refundedBefore, line.amount)
        const [made] = await r.insertEntries([
          {
            businessKey: `reverse:${refundId}:${line.orderLineId}`,
            distributorId: accrued.distributorId,
            orderId,
            orderLineId: line.orderLineId,
            kind: 'reverse',
            base: line.amount,
            rateBp: accrued.rateBp,
            amount: -back,
            status: accrued.status,
            availableAt: accrued.status === 'available' ? now : null,
            createdAt: now,
          },
        ])
        if (!made || back === 0) continue
        total += back
        // The rows are locked and the frozen balance holds them: a refused move would be a broken ledger, not a race.
        if (accrued.status === 'frozen' && !(await r.moveBalance(accrued.distributorId, { frozen: -back })))
          throw new Error(`commission: the frozen balance of distributor ${accrued.distributorId} is short`)
        if (accrued.status === 'available') {
          const row = (await r.lockDistributor(accrued.distributorId))!
          const fromAvailable = Math.min(row.available, back)
          await r.moveBalance(accrued.distributorId, { available: -fromAvailable, owed: back - fromAvailable })
        }
      }
      return total
    },

    /** Orders with frozen commission, for the settling flow to check their after-sale window. */
    frozenOrders: (limit: number) => repo.frozenOrders(limit),

    /**
     * The order's after-sale window closed: its frozen commission (net of reversals) becomes available, once; answers
     * how many rows moved (none when another process got there first).
     */
    async release(tx: Db, orderId: number) {
      const r = distributionRepository(tx)
      // After a reversal being written for this order (it holds the rows): its new row is released with the rest.
      await r.lockEntriesOfOrder(orderId)
      const moved = await r.releaseOrder(orderId, clock.now())
      const byDistributor = new Map<number, number>()
      for (const entry of moved)
        byDistributor.set(entry.distributorId, (byDistributor.get(entry.distributorId) ?? 0) + entry.amount)
      for (const [distributorId, amount] of byDistributor) await credit(tx, distributorId, amount)
      return moved.length
    },

    /** The settle days after receipt (the console's setting). */
    settleDays: async () => (await settings()).settleDays,

    // ─── The distributor's own pages ───────────────────────────────────────────────────────────────────

    async commission(customerId: number) {
      return balances(await active(customerId))
    },
    async records(customerId: number, page: number, size: number) {
      const { id } = await active(customerId)
      const { rows, total } = await repo.entryPage({ distributorId: id }, page, size)
      return { rows: rows.map(entryView), total }
    },
    async entryPage(
      filter: { distributorId?: number | undefined; orderId?: number | undefined },
      page: number,
      size: number,
    ) {
      const { rows, total } = await repo.entryPage(filter, page, size)
      return { rows: rows.map(entryView), total }
    },

    /**
     * distribution goods day data: what the signed-in distributor did with one goods in a China day — shares made
     * and opened, and the commission rows written (`lineGoods` names each order line's goods: the flow reads the
     * orders) — with the rate they earn on it now.
     */
    async goodsDay(
      customerId: number,
      goodsId: number,
      day: { from: Date; to: Date },
      lineGoods: (orderIds: number[]) => Promise<Map<number, number>>,
    ) {
      const row = await active(customerId)
      const [shares, entries, goodsRates, level, { defaultRateBp }] = await Promise.all([
        repo.goodsShares(row.id, goodsId, day.from, day.to),
        repo.entriesWithin(row.id, day.from, day.to),
        repo.goodsRates([goodsId]),
        row.levelId === null ? null : repo.level(row.levelId),
        settings(),
      ])
      const goodsOf = await lineGoods([...new Set(entries.map((e) => e.orderId))])
      const mine = entries.filter((e) => goodsOf.get(e.orderLineId) === goodsId)
      const accrued = mine.filter((e) => e.kind === 'accrue')
      return {
        goodsId,
        date: chinaDate(day.from),
        rateBp: goodsRates[0]?.rateBp ?? level?.rateBp ?? defaultRateBp,
        shares: shares.shares,
        opens: shares.opens,
        orders: new Set(accrued.map((e) => e.orderId)).size,
        sales: accrued.reduce((sum, e) => sum + e.base, 0),
        commission: mine.reduce((sum, e) => sum + e.amount, 0),
      }
    },

    /** The rate (basis points) the signed-in distributor earns on each goods now: the goods', else the level's, else the default. */
    async ratesOf(customerId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
      const row = await active(customerId)
      const [goodsRates, level, { defaultRateBp }] = await Promise.all([
        repo.goodsRates([...goodsIds]),
        row.levelId === null ? null : repo.level(row.levelId),
        settings(),
      ])
      const own = new Map(goodsRates.map((g) => [g.goodsId, g.rateBp]))
      return new Map(goodsIds.map((id) => [id, own.get(id) ?? level?.rateBp ?? defaultRateBp]))
    },

    /** workArea: today's and this month's commission and orders (China days), balances and bound customers. */
    async workArea(customerId: number) {
      const row = await active(customerId)
      const now = clock.now()
      const today = new Date(Date.parse(`${chinaDate(now)}T00:00:00Z`) - CHINA_OFFSET_MS)
      const month = new Date(Date.parse(`${chinaDate(now).slice(0, 8)}01T00:00:00Z`) - CHINA_OFFSET_MS)
      const [day, monthly, bound] = await Promise.all([
        repo.earnedSince(row.id, today),
        repo.earnedSince(row.id, month),
        repo.bindingPage({ distributorId: row.id, open: true }, 0, 1),
      ])
      return {
        distributor: await view(row),
        today: { commission: day.amount, orders: day.orders },
        month: { commission: monthly.amount, orders: monthly.orders },
        boundCustomers: bound.total,
        ...balances(row),
      }
    },

    /** The distributor's bound customers (only theirs), newest first. */
    async customers(customerId: number, page: number, size: number) {
      const { id } = await active(customerId)
      const { rows, total } = await repo.bindingPage({ distributorId: id, open: true }, page, size)
      const content = await Promise.all(
        rows.map(async (b) => {
          const card = await people.card(b.customerId)
          return {
            customerId: b.customerId,
            nickName: card.nickName,
            avatarUrl: card.avatarUrl,
            mobile: card.mobile && `${card.mobile.slice(0, 3)}****${card.mobile.slice(7)}`,
            boundAt: b.boundAt.toISOString(),
            type: b.type,
          }
        }),
      )
      return { rows: content, total }
    },

    // ─── Withdrawals ───────────────────────────────────────────────────────────────────────────────────

    /**
     * Asks to withdraw: the amount leaves available (guarded: never below zero) into withdrawing in the same
     * transaction as the withdrawal row; the same request id answers the same withdrawal.
     */
    async withdraw(customerId: number, body: { amount: number; requestId: string }) {
      const distributor = await active(customerId)
      if (body.amount < MIN_WITHDRAWAL) throw new DomainError('withdrawalTooSmall')
      const earlier = await repo.withdrawalByRequest(distributor.id, body.requestId)
      if (earlier) return myWithdrawalView(earlier)
      const made = await db.transaction(async (tx) => {
        const r = distributionRepository(tx)
        const row = await r.insertWithdrawal({
          distributorId: distributor.id,
          requestId: body.requestId,
          amount: body.amount,
          status: 'applied',
          outBillNo: `W${distributor.id}x${randomBytes(8).toString('hex')}`.slice(0, 32),
          createdAt: clock.now(),
        })
        if (!row) return null
        if (!(await r.moveBalance(distributor.id, { available: -body.amount, withdrawing: body.amount })))
          throw new DomainError('commissionInsufficient')
        return row
      })
      return myWithdrawalView(made ?? (await repo.withdrawalByRequest(distributor.id, body.requestId))!)
    },
    async myWithdrawals(customerId: number, page: number, size: number) {
      const { id } = await active(customerId)
      const { rows, total } = await repo.withdrawalPage({ distributorId: id }, page, size)
      return { rows: rows.map(myWithdrawalView), total }
    },
    /**
     * After the payee confirmed receipt (or closed the page): asks WeChat Pay for the bill of their own withdrawal
     * now rather than waiting for the sweep. Another's withdrawal is withdrawalNotFound, as one that does not exist.
     */
    async checkWithdrawal(customerId: number, id: number) {
      const distributor = await active(customerId)
      const row = await repo.withdrawal(id)
      if (!row || row.distributorId !== distributor.id) throw new DomainError('withdrawalNotFound', { id })
      return myWithdrawalView(row.status === 'confirming' ? await payOut(row) : row)
    },
    async withdrawalPage(
      filter: { status?: WithdrawalStatus | undefined; distributorId?: number | undefined },
      page: number,
      size: number,
    ) {
      const { rows, total } = await repo.withdrawalPage(filter, page, size)
      return { rows: rows.map(withdrawalView), total }
    },

    /** The console approves: applied → approved once, then WeChat Pay's transfer pays it (or the sweep does later). */
    async approveWithdrawal(userid: string, id: number) {
      const approved = await db.transaction(async (tx) => {
        const moved = await distributionRepository(tx).moveWithdrawal(id, 'applied', {
          status: 'approved',
          decidedBy: userid,
          decidedAt: clock.now(),
        })
        if (!moved) throw new DomainError('withdrawalStatusInvalid')
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.withdrawals',
          targetType: 'withdrawal',
          targetId: id,
          summary: `通过提现 ${(moved.amount / 100).toFixed(2)} 元`,
          after: { status: 'approved' },
        })
        return moved
      })
      return withdrawalView(await payOut(approved))
    },

    /** The console refuses: applied → rejected once, the amount back to available. */
    async rejectWithdrawal(userid: string, id: number, reason: string) {
      return db.transaction(async (tx) => {
        const r = distributionRepository(tx)
        const moved = await r.moveWithdrawal(id, 'applied', {
          status: 'rejected',
          reason,
          decidedBy: userid,
          decidedAt: clock.now(),
        })
        if (!moved) throw new DomainError('withdrawalStatusInvalid')
        await r.moveBalance(moved.distributorId, { withdrawing: -moved.amount, available: moved.amount })
        await audit.record(tx, {
          staffUserid: userid,
          action: 'distribution.withdrawals',
          targetType: 'withdrawal',
          targetId: id,
          summary: `拒绝提现 ${(moved.amount / 100).toFixed(2)} 元：${reason}`,
          after: { status: 'rejected' },
        })
        return withdrawalView(moved)
      })
    },

    /**
     * The sweep: approved and confirming withdrawals ask WeChat Pay again (same bill number: paid once); answers how
     * many moved on. A confirming one ends when its payee confirms, or when WeChat Pay closes the bill (FAIL).
     */
    async payApproved(): Promise<number> {
      let done = 0
      for (const row of await repo.unpaidWithdrawals(50)) if ((await payOut(row)).status !== row.status) done++
      return done
    },
  }
}

/** WeChat Pay's reasons for a failed transfer (商家转账 fail_reason), as the distributor reads them. */
const TRANSFER_FAILURES: Record<string, string> = {
  OVERDUE_CLOSE: '超过24小时未确认收款，已退回',
  PAYEE_ACCOUNT_ABNORMAL: '收款账户异常',
  ACCOUNT_FROZEN: '收款账户已冻结',
  ACCOUNT_NOT_EXIST: '收款账户不存在',
  REAL_NAME_CHECK_FAIL: '收款人未实名认证',
  NAME_NOT_CORRECT: '收款人姓名校验失败',
  OPENID_INVALID: '收款账户校验失败',
  TRANSFER_QUOTA_EXCEED: '超过单笔收款额度',
  DAY_RECEIVED_QUOTA_EXCEED: '超过当日收款额度',
  MONTH_RECEIVED_QUOTA_EXCEED: '超过当月收款额度',
  DAY_RECEIVED_COUNT_EXCEED: '超过当日收款次数',
  TRANSFER_RISK: '转账存在风险',
}
/** The reason kept on a failed withdrawal: readable, with WeChat's code for the console. */
const transferFailure = (code: string | undefined) =>
  code ? `${TRANSFER_FAILURES[code] ?? '转账失败'}（${code}）`.slice(0, 100) : '转账已撤销'

/** A WeChat refusal or outage becomes the catalogue's providerUnavailable. */
async function fromWeChat<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ProviderError) throw new DomainError('providerUnavailable', { errcode: error.errcode })
    throw error
  }
}
