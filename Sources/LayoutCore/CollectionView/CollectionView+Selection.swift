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

    /// Whether the user can select items (UIKit's `allowsSelection`, default true). Programmatic selection
    /// works either way, as in UIKit.
    public var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }

    /// Whether the user can select more than one item (UIKit's `allowsMultipleSelection`, default false). With
    /// it off, `selectItem(at:animated:scrollPosition:)` replaces the selection.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }

    /// Selects an item without calling any delegate method (UIKit's `selectItem(at:animated:scrollPosition:)`):
    /// nil clears the selection; without multiple selection the item replaces the selection; then the view
    /// scrolls to show it at `scrollPosition` (an empty position does not scroll). A missing item changes nothing.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in indexPathsForSelectedItems { deselectItem(at: ip) }
            return
        }
        reloadIfNeeded()
        guard itemExists(indexPath) else { return }
        if !allowsMultipleSelection {
            for ip in indexPathsForSelectedItems where ip != indexPath { deselectItem(at: ip) }
        }
        selectItem(at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling any delegate method (UIKit's `deselectItem(at:animated:)`).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath) }

    /// Adds an item to the selection without calling the delegate or touching the rest of the selection (what a
    /// ctrl+click does, after asking the delegate).
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
