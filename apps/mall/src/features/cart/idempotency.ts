import { useState } from 'react'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A key for one checkout: the submit sends it, and sends it again on a retry or a double tap, so the server answers
 * the order the first one made. 22 random characters after the time (the contract takes 8–64 of [A-Za-z0-9_-]).
 */
export function newIdempotencyKey(now = Date.now(), random: () => number = Math.random): string {
  let tail = ''
  for (let i = 0; i < 22; i += 1) tail += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'A'
  return `${now.toString(36)}-${tail}`
}

/** One key per visit of the checkout page: kept across renders, a new one when the page opens again. */
export function useIdempotencyKey(): string {
  const [key] = useState(() => newIdempotencyKey())
  return key
}
