/** The parts of a receiving address that are printed (an address book entry, an order's snapshot). */
export interface AddressParts {
  province: string
  city: string
  district?: string
  detail?: string
}

/**
 * The region as one line, 浙江省 杭州市 西湖区: a part equal to the one before is printed once, so a municipality
 * (上海市, its own city) reads 上海市 浦东新区 and a county-level city governed by its province (湖北省 仙桃市, its
 * own district) 湖北省 仙桃市. Every page prints an address through this and `addressText`.
 */
export function regionText(a: Omit<AddressParts, 'detail'>): string {
  const parts: string[] = []
  for (const part of [a.province, a.city, a.district ?? '']) if (part && part !== parts.at(-1)) parts.push(part)
  return parts.join(' ')
}

/** The whole address on one line: the region, then the street and number. */
export function addressText(a: AddressParts): string {
  return [regionText(a), a.detail ?? ''].filter(Boolean).join(' ')
}
