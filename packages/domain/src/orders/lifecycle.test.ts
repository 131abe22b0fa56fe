import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import { defineLifecycle } from './lifecycle'

describe('defineLifecycle', () => {
  const door = defineLifecycle(
    [
      { from: 'shut', event: 'open', to: 'open' },
      { from: 'open', event: 'shut', to: 'shut' },
      { from: 'open', event: 'slam', to: 'shut' },
    ],
    'conflict',
  )

  it('answers moves from its rows, whatever event made them', () => {
    expect(door.canTransition('open', 'shut')).toBe(true)
    expect(door.canTransition('shut', 'shut')).toBe(false)
    expect(door.next('open', 'slam')).toBe('shut')
  })

  it('refuses with its own code and says what was refused', () => {
    expect(() => door.assertTransition('shut', 'shut')).toThrow(DomainError)
    expect(() => door.next('shut', 'slam')).toThrow(
      expect.objectContaining({ code: 'conflict', details: { from: 'shut', event: 'slam' } }),
    )
  })

  it('will not be defined with one event leading two ways', () => {
    expect(() =>
      defineLifecycle(
        [
          { from: 'a', event: 'go', to: 'b' },
          { from: 'a', event: 'go', to: 'c' },
        ],
        'conflict',
      ),
    ).toThrow('"go" from "a" is listed twice')
  })
})
