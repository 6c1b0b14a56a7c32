public import LayoutCore

// The layout and menu answers, per id so they follow their items through moves and updates.
extension TestItems {
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        let id = id(at: indexPath)
        return sizes[id] ?? sizeRule?(id) ?? itemSize
    }

    public func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double? {
        let id = id(at: indexPath)
        return heights[id] ?? heightRule?(id) ?? sizes[id]?.height
    }

    public func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] {
        let next = indexPath.section + 1
        var own: [IndexPath] = []
        if next < sections.count {
            switch tree {
            case .none: break
            case .binary:
                own = [2 * indexPath.item, 2 * indexPath.item + 1].filter { $0 < sections[next].count }
                    .map { IndexPath(item: $0, section: next) }
            case .fanOut(let n):
                own = (0..<n).map { IndexPath(item: indexPath.item * n + $0, section: next) }
            case .parents(let parents):
                let parent = id(at: indexPath)
                own = sections[next].indices.filter { parents[sections[next][$0]] == parent }.map { IndexPath(item: $0, section: next) }
            }
        }
        return own + (extraChildren[indexPath] ?? [])
    }

    public func treeLayout(_ layout: TreeLayout, numberOfRowsForItemAndChildrenAt indexPath: IndexPath) -> Int? {
        rowAnswers[indexPath]
    }

    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        restrictTarget?(originalIndexPath, proposedIndexPath) ?? proposedIndexPath
    }

    public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        !editActions.isEmpty
    }

    public func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath) -> Bool {
        editActions.contains(action) && (action != .paste || clipboard != nil)
    }

    /// Copy and cut keep the last item's id; cut deletes every item in one batch update; paste inserts a new id
    /// after the last item.
    public func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemsAt indexPaths: [IndexPath]) {
        guard let last = indexPaths.last else { return }
        do {
            switch action {
            case .copy: clipboard = id(at: last)
            case .cut:
                clipboard = id(at: last)
                try delete(indexPaths, in: collectionView)
            case .paste: try insert(at: IndexPath(item: last.item + 1, section: last.section), in: collectionView)
            }
        } catch {
            refusals.append("\(action.rawValue) at \(indexPaths): \(error)")
        }
    }

    public func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath) {
        self.collectionView(collectionView, performAction: action, forItemsAt: [indexPath])
    }
}
