import type {
  BodyOf,
  MerchantRecycleProgramme,
  ParsedBodyOf,
  ParsedQueryOf,
  RecycleProgrammeView,
  RecycleRecordView,
  merchantInspectRecycle,
  merchantRecycleRecords,
  recycleApply,
  recycleProgrammeInput,
  recycleShip,
} from '@shop/contracts'
import {
  DomainError,
  inspectionOutcome,
  programmeStatusAt,
  recycleReward,
  recycleStatusLabel,
  recycleUnits,
} from '@shop/domain'
import type { z } from 'zod'
import type { RecycleProgrammeRow, RecycleRecordRow } from '../modules/recycling'
import type { Db } from '../platform/database'
import { toPage } from '../platform/paging'
import type { FlowDeps } from './flow-deps'
import { couponTitles, grantRewardCoupon } from './member-programmes'

type ProgrammeInput = z.output<typeof recycleProgrammeInput>

export type Recycling = ReturnType<typeof createRecycling>

/** The ledger's business key of a request's reward: one per request, whatever asset. */
export const recycleRewardKey = (recordId: number) => `recycle:${recordId}`

/**
 * Recycling (空瓶回收; docs/recycling.md), across the recycling module, the points ledger, coupons, messages and the
 * audit log: the programmes a shopper sees, a request and its parcel or counter hand-over, the console's
 * inspection, which in ONE transaction moves the request (guarded: the status it was in) and gives its reward
 * through the ledger (`recycle:<id>`, unique per customer, reason and asset): however often or at once it is
 * inspected, the reward is given once.
 */
export function createRecycling(deps: FlowDeps) {
  const { db, clock, recycling, points, coupons, audit, messages, customers } = deps

  const programmeView = (p: RecycleProgrammeRow, titles: Map<number, string>): RecycleProgrammeView => ({
    id: p.id,
    name: p.name,
    description: p.description,
    acceptedGoods: p.acceptedGoods,
    pointsPerUnit: p.pointsPerUnit,
    couponTitle: p.couponTemplateId === null ? null : (titles.get(p.couponTemplateId) ?? null),
    couponMinUnits: p.couponMinUnits,
    maxUnitsPerRequest: p.maxUnitsPerRequest,
    returnAddress: p.returnAddress,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    status: programmeStatusAt(p, clock.now()),
  })

  async function recordViews(rows: RecycleRecordRow[]): Promise<RecycleRecordView[]> {
    const programmes = new Map((await recycling.programmesByIds(rows.map((r) => r.programmeId))).map((p) => [p.id, p]))
    const titles = await couponTitles(
      coupons,
      rows.map((r) => r.rewardCouponTemplateId),
    )
    return rows.map((r) => {
      const programme = programmes.get(r.programmeId)!
      return {
        id: r.id,
        programmeId: r.programmeId,
        programmeName: programme.name,
        items: r.items,
        units: r.units,
        method: r.method,
        status: r.status,
        statusLabel: recycleStatusLabel(r.method, r.status),
        carrier: r.carrier,
        trackingNo: r.trackingNo,
        acceptedUnits: r.acceptedUnits,
        rejectReason: r.rejectReason,
        rewardPoints: r.rewardPoints,
        rewardCouponTitle:
          r.rewardCouponTemplateId === null ? null : (titles.get(r.rewardCouponTemplateId) ?? '优惠券'),
        returnAddress: programme.returnAddress,
        createTime: r.createdAt.toISOString(),
        shippedAt: r.shippedAt?.toISOString() ?? null,
        inspectedAt: r.inspectedAt?.toISOString() ?? null,
      }
    })
  }
  const recordView = async (row: RecycleRecordRow) => (await recordViews([row]))[0]!

  async function merchantRecordViews(rows: RecycleRecordRow[]) {
    const [views, names] = await Promise.all([recordViews(rows), customers.nickNamesOf(rows.map((r) => r.customerId))])
    return views.map((view, i) => ({
      ...view,
      customerId: rows[i]!.customerId,
      nickName: names.get(rows[i]!.customerId) ?? '',
      inspectedBy: rows[i]!.inspectedBy,
    }))
  }

  async function merchantProgrammes(rows: RecycleProgrammeRow[]): Promise<MerchantRecycleProgramme[]> {
    const [titles, figures] = await Promise.all([
      couponTitles(
        coupons,
        rows.map((p) => p.couponTemplateId),
      ),
      recycling.figures(rows.map((p) => p.id)),
    ])
    return rows.map((p) => ({
      ...programmeView(p, titles),
      couponTemplateId: p.couponTemplateId,
      active: p.active,
      ...(figures.get(p.id) ?? { requests: 0, acceptedUnits: 0 }),
    }))
  }

  /** The reward's words on the shopper's message and in the ledger. */
  const rewardText = (points: number, couponTitle: string | null) =>
    [points > 0 && `${points}积分`, couponTitle && `优惠券「${couponTitle}」`].filter(Boolean).join('和') || '无奖励'

  /**
   * The reward of an inspected request inside its transaction: the points (one ledger row) and the coupon (the
   * coupons' issue key and one ledger row, asset coupon), each keyed by the request. A coupon the template cannot
   * give any more (stopped, sold out) is not given: the points stand alone, as for the other programmes.
   */
  async function giveReward(tx: Db, record: RecycleRecordRow, programme: RecycleProgrammeRow) {
    const reward = recycleReward(programme, record.units, record.acceptedUnits ?? 0)
    const key = recycleRewardKey(record.id)
    const remark = `${programme.name} 回收${record.acceptedUnits}件`
    if (reward.points > 0) {
      await points.post(tx, {
        customerId: record.customerId,
        reason: 'recycle',
        businessKey: key,
        delta: reward.points,
        remark,
      })
    }
    let couponTitle: string | null = null
    if (reward.couponTemplateId !== null) {
      const template = await grantRewardCoupon(
        coupons,
        tx,
        record.customerId,
        reward.couponTemplateId,
        `recycle-${record.id}`,
      )
      if (template) {
        couponTitle = template.title
        await points.post(tx, {
          customerId: record.customerId,
          reason: 'recycle',
          businessKey: key,
          delta: 0,
          asset: 'coupon',
          assetRef: String(template.templateId),
          remark: `${remark} ${template.title}`,
        })
      }
    }
    return {
      points: reward.points,
      couponTemplateId: couponTitle === null ? null : reward.couponTemplateId,
      couponTitle,
    }
  }

  const programmeInput = (input: ProgrammeInput) => ({
    ...input,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
  })

  return {
    async programmes(): Promise<RecycleProgrammeView[]> {
      const rows = (await recycling.programmes()).filter((p) => programmeStatusAt(p, clock.now()) !== 'ended')
      const titles = await couponTitles(
        coupons,
        rows.map((p) => p.couponTemplateId),
      )
      return rows.map((p) => programmeView(p, titles))
    },

    /** A request of a running programme: its goods on the programme's list, within the cap per request. */
    async apply(customerId: number, body: ParsedBodyOf<typeof recycleApply>): Promise<RecycleRecordView> {
      const programme = await recycling.programme(body.programmeId)
      if (!programme) throw new DomainError('notFound')
      if (programmeStatusAt(programme, clock.now()) !== 'running') {
        throw new DomainError('recycleProgrammeNotRunning', { programmeId: programme.id })
      }
      const units = recycleUnits(programme.acceptedGoods, body.items, programme.maxUnitsPerRequest)
      const row = await recycling.request({
        programmeId: programme.id,
        customerId,
        items: body.items,
        units,
        method: body.method,
      })
      return recordView(row)
    },

    async records(customerId: number, page: number, size: number) {
      const { rows, total } = await recycling.page({ customerId }, page, size)
      return toPage(await recordViews(rows), total, page, size)
    },

    detail: async (customerId: number, id: number) => recordView(await recycling.record(id, customerId)),

    /** The parcel is sent (parcel requests only; once). */
    async ship(customerId: number, id: number, body: ParsedBodyOf<typeof recycleShip>): Promise<RecycleRecordView> {
      const record = await recycling.record(id, customerId)
      const moved = await db.transaction((tx) =>
        recycling.move(
          tx,
          record,
          'ship',
          { status: 'shipped', carrier: body.carrier, trackingNo: body.trackingNo, shippedAt: clock.now() },
          customerId,
        ),
      )
      return recordView(moved)
    },

    async cancel(customerId: number, id: number): Promise<RecycleRecordView> {
      const record = await recycling.record(id, customerId)
      return recordView(
        await db.transaction((tx) => recycling.move(tx, record, 'cancel', { status: 'cancelled' }, customerId)),
      )
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    merchantProgrammes: async () => merchantProgrammes(await recycling.programmes()),

    /** Creates (id null) or changes a programme, audited with the row before and after. */
    async saveProgramme(userid: string, id: number | null, input: ProgrammeInput): Promise<MerchantRecycleProgramme> {
      if (input.couponTemplateId !== null) await coupons.merchantDetail(input.couponTemplateId)
      const saved = await db.transaction(async (tx) => {
        const { before, after } =
          id === null
            ? { before: null, after: await recycling.createProgramme(tx, programmeInput(input)) }
            : await recycling.updateProgramme(tx, id, programmeInput(input))
        await audit.record(tx, {
          staffUserid: userid,
          action: 'programmes.edit',
          targetType: 'recycle_programme',
          targetId: after.id,
          summary: `${before ? '修改' : '新建'}回收活动「${after.name}」：每件${after.pointsPerUnit}积分，单次最多${after.maxUnitsPerRequest}件`,
          before,
          after,
        })
        return after
      })
      return (await merchantProgrammes([saved]))[0]!
    },

    async merchantRecords(query: ParsedQueryOf<typeof merchantRecycleRecords>) {
      const { page, size, ...filter } = query
      const { rows, total } = await recycling.page(filter, page, size)
      return toPage(await merchantRecordViews(rows), total, page, size)
    },

    /**
     * Inspects a request, once: in ONE transaction the request moves (from `shipped` for a parcel, `requested` for
     * a counter drop-off; guarded, so a second or simultaneous inspection answers recycleStatusChanged and changes
     * nothing), the accepted units' reward is given through the ledger (`recycle:<id>`), the shopper is told, and
     * the inspection is audited.
     */
    async inspect(userid: string, id: number, body: BodyOf<typeof merchantInspectRecycle>) {
      const record = await recycling.record(id)
      const programme = (await recycling.programme(record.programmeId))!
      const status = inspectionOutcome(record.units, body.acceptedUnits, body.reason)
      const inspected = await db.transaction(async (tx) => {
        const moved = await recycling.move(tx, record, 'inspect', {
          status,
          acceptedUnits: body.acceptedUnits,
          rejectReason: body.reason === '' ? null : body.reason,
          inspectedBy: userid,
          inspectedAt: clock.now(),
        })
        const reward = await giveReward(tx, moved, programme)
        await recycling.setReward(tx, moved.id, reward.points, reward.couponTemplateId)
        await messages.send(tx, {
          customerId: record.customerId,
          kind: 'activity',
          title: status === 'inspected' ? '空瓶回收已验收' : '空瓶回收未通过验收',
          content:
            status === 'inspected'
              ? `您回收的${record.units}件空瓶已验收${body.acceptedUnits}件，获得${rewardText(reward.points, reward.couponTitle)}。${body.reason ? `说明：${body.reason}` : ''}`
              : `您回收的${record.units}件空瓶未通过验收：${body.reason}`,
          link: `/pages/recycle/records`,
        })
        await audit.record(tx, {
          staffUserid: userid,
          action: 'programmes.edit',
          targetType: 'recycle_record',
          targetId: record.id,
          summary: `验收回收记录${record.id}：${record.units}件中通过${body.acceptedUnits}件${body.reason ? `（${body.reason}）` : ''}`,
        })
        return { ...moved, rewardPoints: reward.points, rewardCouponTemplateId: reward.couponTemplateId }
      })
      return (await merchantRecordViews([inspected]))[0]!
    },
  }
}
