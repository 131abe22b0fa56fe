/** The most bytes of answers one snapshot keeps (a 1000-card page is about 300 KB). */
const BUDGET_BYTES = 32 * 1024 * 1024

/**
 * Answers serialized from one snapshot, ready to send, by request. Bounded in bytes, since queries (price ranges,
 * keywords, page sizes) vary without end: past the budget it starts over, which costs only a re-serialization.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0

  /** The answer for `key`, made by `build` the first time. */
  remember(key: string, build: () => string): Buffer {
    let answer = this.entries.get(key)
    if (answer === undefined) {
      answer = Buffer.from(build())
      if (this.bytes + answer.length > BUDGET_BYTES) this.clear()
      this.entries.set(key, answer)
      this.bytes += answer.length
    }
    return answer
  }

  /** Drops the answers whose key starts with `prefix`. */
  forget(prefix: string): void {
    for (const [key, answer] of this.entries) {
      if (!key.startsWith(prefix)) continue
      this.entries.delete(key)
      this.bytes -= answer.length
    }
  }

  private clear(): void {
    this.entries.clear()
    this.bytes = 0
  }
}
