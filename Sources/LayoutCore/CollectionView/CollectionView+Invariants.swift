/// STUB (being implemented): the invariant check the tests and the fuzzer call after every event.
extension CollectionView {
    /// Every violated invariant, one line each; empty when all hold.
    public func checkInvariants() -> [String] { [] }
}

extension CollectionViewInteraction {
    /// Every violated invariant of the interaction state (selection, focus, menu, drag), one line each.
    public func checkInvariants() -> [String] { collectionView.checkInvariants() }
}
