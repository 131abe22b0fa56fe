import type { CheckedTextKind } from '@shop/contracts'
import type { CustomerProfile, MemberRow as ConsoleMemberRow, ParsedBodyOf, ResponseOf } from '@shop/contracts'
import type {
  appendMember,
  counterMember,
  decodeWeChatPhone,
  guideInfo,
  officialAccountAuthorize,
  queryMember,
  updateBasicInfo,
} from '@shop/contracts'
import { defaultNickname, DomainError, parseBirthDate, type Gender } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { ProviderError, type PayApp, type WeChatClient, type WeChatOAuth } from '../../providers'
import { customersConsole, type CustomerSegment, type MemberFilters } from './customers.console'
import { customersRepository, type CustomerRecord, type CustomerRow, type MemberRow } from './customers.repository'

/** Counts the profile shows that other modules own (the cart's item count, unread in-site messages). */
export interface ProfileBadges {
  cartItemNum(customerId: number): Promise<number>
  innerMessageNum(customerId: number): Promise<number>
}

export interface CustomersDeps {
  db: Db
  brandPrefix: string
  clock: Clock
  wechat: WeChatClient
  /** The official account's web authorization (null: none configured). */
  wechatOAuth: WeChatOAuth | null
  /** This shop's public origin: where WeChat's authorization sends the browser back to. */
  publicBaseUrl: string
  badges: ProfileBadges
  /** The guides module's record of the shopping guide with this mobile (an active one makes the customer isEbc). */
  guideOf(mobile: string | null): Promise<{ id: number; active: boolean } | null>
  /** WeChat content security before a customer's text is stored (contentRefused when refused; the outreach module's). */
  checkText: (customerId: number, kind: CheckedTextKind, content: string) => Promise<void>
}

export type CustomersService = ReturnType<typeof createCustomersService>

export function createCustomersService({
  db,
  brandPrefix,
  clock,
  wechat,
  wechatOAuth,
  publicBaseUrl,
  badges,
  guideOf,
  checkText,
}: CustomersDeps) {
  const repo = customersRepository(db)

  const record = async (customerId: number): Promise<CustomerRecord> => {
    const found = await repo.find(customerId)
    // A valid token for a customer that no longer exists (a reset database): make the client sign in again.
    if (!found) throw new DomainError('401')
    return found
  }

  const toProfile = async ({ customer, member }: CustomerRecord): Promise<CustomerProfile> => {
    const [cartItemNum, innerMessageNum, guide] = await Promise.all([
      badges.cartItemNum(customer.id),
      badges.innerMessageNum(customer.id),
      guideOf(customer.mobile),
    ])
    const isMember = member !== null
    return {
      customerId: customer.id,
      customerBasicInfo: {
        nickName: customer.nickName ?? defaultNickname(brandPrefix, customer.mobile),
        realName: customer.realName,
        mobile: customer.mobile,
        gender: customer.gender as Gender,
        avatarUrl: customer.avatarUrl,
        birthday: customer.birthday,
        isMember,
      },
      openId: customer.openId,
      unionId: customer.unionId,
      cartItemNum,
      innerMessageNum,
      old: customer.firstShopTime !== null,
      firstShopTime: customer.firstShopTime?.toISOString() ?? null,
      isMember,
      isEbc: guide?.active === true,
    }
  }

  const consoleReads = customersConsole(db)

  /** A customer as the console lists them (the points are the points module's: the caller adds them). */
  const consoleRow = (customer: CustomerRow, member: MemberRow | null): Omit<ConsoleMemberRow, 'points'> => ({
    customerId: customer.id,
    mobile: customer.mobile,
    nickName: customer.nickName ?? defaultNickname(brandPrefix, customer.mobile),
    realName: customer.realName,
    gender: customer.gender as Gender,
    avatarUrl: customer.avatarUrl,
    isMember: member !== null,
    level: member?.level ?? null,
    memberSince: member?.joinedAt.toISOString() ?? null,
    firstShopTime: customer.firstShopTime?.toISOString() ?? null,
    createTime: customer.createdAt.toISOString(),
  })

  const phoneFromWeChat = async (code: string) => {
    try {
      return await wechat.phoneNumber(code)
    } catch (error) {
      if (error instanceof ProviderError && error.errcode !== null)
        throw new DomainError('wechatPhoneFailed', { errcode: error.errcode })
      throw error
    }
  }

  return {
    findOrCreateByMobile: (mobile: string) => repo.upsertByMobile(mobile),
    findOrCreateByOpenId: (openId: string, unionId: string | null, source: unknown) =>
      repo.upsertByOpenId(openId, unionId, source),

    profile: async (customerId: number) => toProfile(await record(customerId)),

    /**
     * The customers an operator names by id or mobile (a console issue): each found one once, and the names that
     * found nobody, as sent.
     */
    async resolve(
      ids: readonly number[],
      mobiles: readonly string[],
    ): Promise<{ customerIds: number[]; notFound: string[] }> {
      const found = await repo.idsAndMobiles(ids, mobiles)
      const byId = new Set(found.map((c) => c.id))
      const byMobile = new Set(found.map((c) => c.mobile))
      return {
        customerIds: [...byId].sort((a, b) => a - b),
        notFound: [...ids.filter((id) => !byId.has(id)).map(String), ...mobiles.filter((m) => !byMobile.has(m))],
      }
    },
    /** The sign-in mobiles of these customers (those with one), for the merchant's lists. */
    /**
     * A payment settled (inside its transaction): the customer's first paid order makes them a returning customer
     * (`old`, firstShopTime); later ones change nothing.
     */
    markFirstShop: async (tx: Db, customerId: number, at: Date) => {
      await customersRepository(tx).markFirstShop(customerId, at)
    },

    /** The nickname each customer shows (the brand's default when they set none), by id. */
    nickNamesOf: async (customerIds: readonly number[]) =>
      new Map(
        (await repo.nickNames(customerIds)).map((c) => [c.id, c.nickName ?? defaultNickname(brandPrefix, c.mobile)]),
      ),

    /** The nickname and avatar each customer shows to others (a group's members), by id. */
    facesOf: async (customerIds: readonly number[]) =>
      new Map(
        (await repo.nickNames(customerIds)).map((c) => [
          c.id,
          { nickName: c.nickName ?? defaultNickname(brandPrefix, c.mobile), avatarUrl: c.avatarUrl },
        ]),
      ),

    mobilesOf: async (customerIds: readonly number[]) =>
      new Map(
        (await repo.idsAndMobiles(customerIds, [])).flatMap((c) => (c.mobile ? [[c.id, c.mobile] as const] : [])),
      ),

    /** Whether the customer exists (an operator's notice names one by id). */
    exists: async (customerId: number) => (await repo.find(customerId)) !== null,

    /** When the customer's account was made (a new account's ad registration, member gifts for new members). */
    registeredAt: async (customerId: number) => (await record(customerId)).customer.createdAt,
    /** When the account was made and the birth date the customer gave: who may claim a member gift. */
    giftFacts: async (customerId: number) => {
      const { customer } = await record(customerId)
      return { registeredAt: customer.createdAt, birthday: customer.birthday }
    },

    /** The customer's openid for JSAPI pay through an app: the mini-program's, or the official account's. */
    async payerOpenId(customerId: number, app: PayApp): Promise<string | null> {
      const { customer } = await record(customerId)
      if (app === 'miniProgram') return customer.openId
      return app === 'officialAccount' ? customer.officialAccountOpenId : null
    },

    /**
     * Before JSAPI pay in the WeChat browser: bound when the official account's openid is known, else where to send
     * the browser for web authorization (back to `returnPath` of this shop, with `state`); no url when this shop has
     * no official account.
     */
    async officialAccountAuthorize(
      customerId: number,
      { returnPath, state }: ParsedBodyOf<typeof officialAccountAuthorize>,
    ): Promise<ResponseOf<typeof officialAccountAuthorize>> {
      const { customer } = await record(customerId)
      if (customer.officialAccountOpenId) return { bound: true, url: null }
      return { bound: false, url: wechatOAuth?.authorizeUrl(`${publicBaseUrl}${returnPath}`, state) ?? null }
    },

    /** The code web authorization brought back becomes the customer's openid under the official account. */
    async bindOfficialAccount(customerId: number, code: string): Promise<void> {
      await record(customerId)
      if (!wechatOAuth) throw new DomainError('wechatAuthorizeFailed', { reason: 'no official account' })
      let openId: string
      try {
        openId = await wechatOAuth.codeToOpenId(code)
      } catch (error) {
        if (error instanceof ProviderError && error.errcode !== null)
          throw new DomainError('wechatAuthorizeFailed', { errcode: error.errcode })
        throw error
      }
      await repo.update(customerId, { officialAccountOpenId: openId })
    },

    async updateBasicInfo(customerId: number, changes: ParsedBodyOf<typeof updateBasicInfo>): Promise<CustomerProfile> {
      await record(customerId)
      if (changes.nickName) await checkText(customerId, 'nickname', changes.nickName)
      await repo.update(customerId, {
        ...(changes.nickName !== undefined && { nickName: changes.nickName }),
        ...(changes.gender !== undefined && { gender: changes.gender }),
        ...(changes.avatarUrl !== undefined && { avatarUrl: changes.avatarUrl }),
        ...(changes.birthday !== undefined && { birthday: isoDate(changes.birthday) }),
      })
      return toProfile(await record(customerId))
    },

    /** The phone number behind a WeChat phone code; the customer keeps it as its verified mobile if it had none. */
    async decodeWeChatPhone(customerId: number, code: string): Promise<ResponseOf<typeof decodeWeChatPhone>> {
      await record(customerId)
      const phone = await phoneFromWeChat(code)
      await repo.claimMobile(customerId, phone.purePhoneNumber)
      return phone
    },

    /** Makes the customer a member, with the mobile of a WeChat phone code or the customer's verified mobile. */
    async createMember(customerId: number, phoneCode: string | undefined): Promise<CustomerProfile> {
      const current = await record(customerId)
      if (current.member) return toProfile(current)
      const mobile = phoneCode ? (await phoneFromWeChat(phoneCode)).purePhoneNumber : current.customer.mobile
      if (!mobile) throw new DomainError('mobileRequired')
      if (!(await repo.bindMember(customerId, mobile, clock.now()))) throw new DomainError('memberMobileTaken')
      await repo.claimMobile(customerId, mobile)
      return toProfile(await record(customerId))
    },

    async appendMember(customerId: number, details: ParsedBodyOf<typeof appendMember>): Promise<CustomerProfile> {
      const current = await record(customerId)
      if (!current.member) throw new DomainError('memberNotFound')
      await repo.update(customerId, {
        ...(details.realName !== undefined && { realName: details.realName }),
        ...(details.gender !== undefined && { gender: details.gender }),
        ...(details.birthday !== undefined && { birthday: isoDate(details.birthday) }),
      })
      return toProfile(await record(customerId))
    },

    async queryMember(customerId: number): Promise<ResponseOf<typeof queryMember>> {
      const { member } = await record(customerId)
      return { isMember: member !== null, member: member && memberView(member) }
    },

    async unbindMember(customerId: number): Promise<void> {
      await record(customerId)
      if (!(await repo.unbindMember(customerId))) throw new DomainError('memberNotFound')
    },

    async guideInfo(customerId: number): Promise<ResponseOf<typeof guideInfo>> {
      const guide = await guideOf((await record(customerId)).customer.mobile)
      return { active: guide?.active === true, id: guide?.id ?? null }
    },

    /** The console's member list: customers with their member record, filtered, sorted and paged. */
    async consolePage(filters: MemberFilters, page: number, size: number) {
      const { rows, total } = await consoleReads.page(filters, page, size)
      return { rows: rows.map(({ customer, member }) => consoleRow(customer, member)), total }
    },

    /** One customer as the console shows them; memberNotFound for an id that is no one's. */
    async consoleDetail(customerId: number) {
      const found = await repo.find(customerId)
      if (!found) throw new DomainError('memberNotFound', { customerId })
      const { customer, member } = found
      const guide = await guideOf(customer.mobile)
      return {
        ...consoleRow(customer, member),
        birthday: customer.birthday,
        openId: customer.openId,
        isGuide: guide?.active === true,
      }
    },

    /** The customers of a message segment after `afterId`, in id order, and how many there are. */
    segmentAfter: (segment: CustomerSegment, afterId: number, limit: number) =>
      consoleReads.segmentAfter(segment, afterId, limit),
    segmentCount: (segment: CustomerSegment) => consoleReads.segmentCount(segment),
    levels: () => consoleReads.levels(),
    joinedPerDay: (from: Date, to: Date) => consoleReads.joinedPerDay(from, to),

    /**
     * Counter staff register a member by mobile: the customer with that mobile (created when new; they sign in later
     * with an SMS code to that mobile) becomes a member. A member already is answered as they are.
     */
    async registerAtCounter(mobile: string): Promise<ResponseOf<typeof counterMember>> {
      const customerId = await repo.upsertByMobile(mobile)
      const { member } = await record(customerId)
      if (!member && !(await repo.bindMember(customerId, mobile, clock.now()))) {
        throw new DomainError('memberMobileTaken')
      }
      return this.lookupByMobile(mobile)
    },

    /** The customer with this mobile, for counter staff (memberNotFound for a mobile that is no one's). */
    async idByMobile(mobile: string): Promise<number> {
      const found = await repo.findByMobile(mobile)
      if (!found) throw new DomainError('memberNotFound')
      return found.customer.id
    },

    /** What counter staff see of a customer they look up by mobile. */
    async lookupByMobile(mobile: string): Promise<ResponseOf<typeof counterMember>> {
      const found = await repo.findByMobile(mobile)
      if (!found) throw new DomainError('memberNotFound')
      const { customer, member } = found
      return {
        customerId: customer.id,
        nickName: customer.nickName ?? defaultNickname(brandPrefix, customer.mobile),
        mobile,
        isMember: member !== null,
        memberNo: member && memberNo(member),
        firstShopTime: customer.firstShopTime?.toISOString() ?? null,
      }
    },
  }
}

/** Member numbers are the record id, zero-padded: stable, and no second sequence to keep. */
const memberNo = (member: MemberRow) => `M${String(member.id).padStart(9, '0')}`

const memberView = (member: MemberRow) => ({
  memberNo: memberNo(member),
  mobile: member.mobile,
  level: member.level,
  joinedAt: member.joinedAt.toISOString(),
})

/** y-m-d or y/m/d (validated by the contract) as the ISO date the database keeps. */
function isoDate(text: string): string {
  const date = parseBirthDate(text)
  if (!date) throw new DomainError('invalidBirthday')
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}
