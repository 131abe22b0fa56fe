/** A category as the tree holds it. */
export interface TreeNode {
  id: number
  parentId: number | null
  children: TreeNode[]
}

/**
 * Where a drag in the category tree leaves things, as `merchant/categories/order` takes it: the parent the dragged
 * category lands under (null: the top level) and that parent's children in their new order. antd's drop info:
 * `dropToGap` false means dropped onto `target` (it becomes its first child); otherwise it goes before
 * (`dropPosition` −1) or after `target` among target's siblings. Null when the drop would make a third level or
 * put a category with children under another.
 */
export function dropOrder(
  tree: readonly TreeNode[],
  draggedId: number,
  targetId: number,
  dropPosition: number,
  dropToGap: boolean,
): { parentId: number | null; ids: number[] } | null {
  const all = new Map<number, TreeNode>()
  const walk = (nodes: readonly TreeNode[]) =>
    nodes.forEach((node) => {
      all.set(node.id, node)
      walk(node.children)
    })
  walk(tree)
  const dragged = all.get(draggedId)
  const target = all.get(targetId)
  if (!dragged || !target || draggedId === targetId) return null

  const parentId = dropToGap ? target.parentId : target.id
  if (parentId !== null && (dragged.children.length > 0 || all.get(parentId)?.parentId !== null)) return null
  const siblings = (parentId === null ? tree : all.get(parentId)!.children)
    .map((node) => node.id)
    .filter((id) => id !== draggedId)
  if (!dropToGap) return { parentId, ids: [draggedId, ...siblings] }
  const at = siblings.indexOf(targetId) + (dropPosition === -1 ? 0 : 1)
  return { parentId, ids: [...siblings.slice(0, at), draggedId, ...siblings.slice(at)] }
}
