import FoundationEssentials  // IndexPath's members

/// Which items are selected and which has keyboard focus. The collection view keeps the visible cells'
/// `isSelected` and `isFocused` in step with it.
struct SelectionState {
    /// Selected items.
    var items: Set<IndexPath> = []
    /// The item with keyboard focus, if any.
    var focused: IndexPath?
    /// Whether the user can select items (UIKit's `allowsSelection`, default true).
    var allowsSelection = true
    /// Whether the user can select several items (UIKit's `allowsMultipleSelection`, default false).
    var allowsMultipleSelection = false

    /// Drops what does not pass `exists` (after a reload: nothing may point past the new data).
    mutating func keep(where exists: (IndexPath) -> Bool) {
        items = items.filter(exists)
        if let f = focused, !exists(f) { focused = nil }
    }
}
