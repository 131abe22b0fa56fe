/** Default nickname when a customer has none: the brand prefix plus the last 4 digits of the mobile. */
export function defaultNickname(brandPrefix: string, mobile: string | null | undefined): string {
  const digits = (mobile ?? '').replace(/\D/g, '')
  return digits.length >= 4 ? `${brandPrefix}${digits.slice(-4)}` : brandPrefix
}

/** The six rich-text agreements that richText/index can show (spec §2). */
export const RICH_TEXT_IDS = [
  'UserAgreement',
  'PrivacyPolicy',
  'ServiceAndRefundTerms',
  'DistributorRuleTerms',
  'Thirdpartysharinglist',
  'PersonalInformationCollectionChecklist',
] as const
export type RichTextId = (typeof RICH_TEXT_IDS)[number]

export const Gender = { Unknown: 0, Male: 1, Female: 2 } as const
export type Gender = (typeof Gender)[keyof typeof Gender]
