/// The tree's drag rule: an item moves only among its siblings (the items of its section with the same parent,
/// or the other roots of its section), so it stays beside its parent, and one at a time (a selection spans
/// several parents). The collection view asks these hooks of `CollectionLayout` when a drag begins.
extension TreeLayout {
    /// False: a drag carries one item, which stays beside its parent.
    public var allowsInteractivelyMovingMultipleItems: Bool { false }

    /// The places of the item's siblings, as the tree's data source (`customDataSource`, else the collection
    /// view's delegate) describes them now.
    public func allowedTargetIndexPathsForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                  in context: LayoutContext) -> Set<IndexPath>? {
        let itemCounts = context.itemCounts
        let s = indexPath.section
        guard itemCounts.indices.contains(s), indexPath.item >= 0, indexPath.item < itemCounts[s] else { return nil }
        let count = itemCounts[s]
        var parentOf = [Int?](repeating: nil, count: count)
        if s > 0, let source = customDataSource ?? context.delegate as? TreeLayoutDataSource {
            // The layout's own rule: the first parent (in item order) to list a child claims it.
            for p in 0..<Swift.max(0, itemCounts[s - 1]) {
                for child in source.treeLayout(self, childrenOfItemAt: IndexPath(item: p, section: s - 1))
                where child.section == s && child.isItemPath && child.item >= 0 && child.item < count && parentOf[child.item] == nil {
                    parentOf[child.item] = p
                }
            }
        }
        let parent = parentOf[indexPath.item]
        return Set((0..<count).filter { parentOf[$0] == parent }.map { IndexPath(item: $0, section: s) })
    }
}
