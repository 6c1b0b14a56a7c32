import FoundationEssentials  // IndexPath's members

/// Selection and keyboard focus (programmatic; interaction comes through gesture handling). The visible cells'
/// `isSelected` and `isFocused` follow.
extension CollectionView {
    /// Selected items, sorted.
    public var indexPathsForSelectedItems: [IndexPath] { selection.items.sorted() }

    /// The item with keyboard focus (drawn with a focus ring), if any.
    public var focusedIndexPath: IndexPath? {
        get { selection.focused }
        set {
            let old = selection.focused
            selection.focused = newValue
            focusDidChange(from: old)
        }
    }

    /// Keeps the focus ring on the focused item's cell after the focus changed from `old`.
    func focusDidChange(from old: IndexPath?) {
        guard old != selection.focused else { return }
        if let old { cellForItem(at: old)?.isFocused = false }
        if let new = selection.focused { cellForItem(at: new)?.isFocused = true }
    }

    /// Selects an item without calling the delegate (selectItem(at:animated:scrollPosition:)).
    public func selectItem(at indexPath: IndexPath) {
        reloadIfNeeded()
        // Not `item < numberOfItems(inSection:)` alone: that is 0 for a missing section, so [-1, -1] passed.
        guard itemExists(indexPath) else { return }
        selection.items.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath) {
        selection.items.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }
}
