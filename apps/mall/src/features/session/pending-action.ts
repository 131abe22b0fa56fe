/**
 * The action a visitor's tap started when it needed a customer (加入购物车 after choosing a spec, 收藏, 点赞, 评论…):
 * kept while the shopper is on the sign-in page, and done once they are back signed in. One at a time: a newer tap
 * replaces it; leaving the sign-in page without signing in drops it.
 */
let pending: (() => unknown) | null = null

export function keepPendingAction(action: (() => unknown) | null): void {
  pending = action
}

/** The kept action, forgotten here: it runs once at most. */
export function takePendingAction(): (() => unknown) | null {
  const action = pending
  pending = null
  return action
}
