import type { CategoryNode } from '@shop/contracts'

export interface CategoryTarget {
  /** The top-level category shown. */
  rootId: number
  /** A sub-category of it that the target named, if any. */
  childId: number | null
}

/**
 * Where a category target (spec §2: `pages/classify/index?id=…&item=…`, kept in the common state by navigation)
 * leads in the tree: `id` may name a top-level category or any category below one (then its top-level category is
 * shown with it picked); `item` names a sub-category of the shown one by id or by name.
 */
export function categoryTarget(
  roots: readonly CategoryNode[],
  id: string | null,
  item: string | null,
): CategoryTarget | null {
  const wanted = Number(id)
  for (const root of roots) {
    const child = findBelow(root, (c) => c.id === wanted)
    if (root.id !== wanted && !child) continue
    const named = item ? findBelow(root, (c) => String(c.id) === item || c.name === item) : undefined
    return { rootId: root.id, childId: (child ?? named)?.id ?? null }
  }
  return null
}

function findBelow(node: CategoryNode, test: (c: CategoryNode) => boolean): CategoryNode | undefined {
  for (const c of node.children) {
    if (test(c)) return c
    const deeper = findBelow(c, test)
    if (deeper) return deeper
  }
  return undefined
}
