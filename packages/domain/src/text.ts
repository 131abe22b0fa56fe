import { countGraphemes, splitGraphemes } from 'unicode-segmenter/grapheme'

/**
 * People's text cut and masked by the characters they see: extended grapheme clusters (Unicode UAX #29), so 𠮷,
 * 🌸, 👨‍👩‍👧‍👦 and 🇨🇳 are one character each and are never split. A JavaScript string's `length`, `slice` and
 * `[i]` work on UTF-16 units instead, and cut 🌸 into a lone surrogate; user text goes through these helpers.
 * The segmenter is a library (not `Intl.Segmenter`) because WeChat's mini-program runtimes may lack `Intl`.
 */

/** The characters of a text, in order. */
export const characters = (text: string): string[] => [...splitGraphemes(text)]

/**
 * The length a limit of user text counts (the form's counter, the contract's maximum): code points, as
 * PostgreSQL's varchar(n) counts them, so whatever passes the limit fits its column. 𠮷 and 🌸 count 1 (where
 * `.length` says 2); 👨‍👩‍👧‍👦, four people joined, counts 7.
 */
export function textLength(text: string): number {
  let count = 0
  for (const _ of text) count += 1
  return count
}

/** The first character ('' for an empty text): the letter of an avatar without a picture. */
export function firstCharacter(text: string): string {
  for (const character of splitGraphemes(text)) return character
  return ''
}

/** At most `max` characters of a text, whole ones; `ellipsis` takes the last place when the text is cut. */
export function truncateText(text: string, max: number, ellipsis = ''): string {
  const all = characters(text)
  if (all.length <= max) return text
  const room = Math.max(0, max - countGraphemes(ellipsis))
  return all.slice(0, room).join('') + ellipsis
}

const MASK = '***'

/** 澜***8: a nickname as other shoppers see it, its first and last characters (one character: 澜***). */
export function maskNickname(name: string): string {
  const all = characters(name)
  return all.length <= 1 ? `${name}${MASK}` : `${all[0]}${MASK}${all.at(-1)}`
}

/** a***@example.com: enough to recognise one's own address, not to read someone else's. */
export function maskMail(mail: string): string {
  const at = mail.indexOf('@')
  return at <= 0 ? mail : `${firstCharacter(mail)}${MASK}${mail.slice(at)}`
}

/** 139****5678: a mainland mobile with its middle four digits hidden; anything else is shown as it is. */
export const maskMobile = (mobile: string): string => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')
