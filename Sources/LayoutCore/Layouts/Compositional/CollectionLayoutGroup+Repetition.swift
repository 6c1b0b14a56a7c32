/// How a counted group sizes its copies, readable from outside (code generators write the matching factory).
extension CollectionLayoutGroup {
    /// True for a group made with `repeatingSubitem:count:` (iOS 16: the copies keep the subitem's own length),
    /// false for `subitem:count:` (equally sized copies) and for a group without a count.
    public var repeatsSubitemAtOwnLength: Bool {
        if case .repeating = repetition { return true }
        return false
    }
}
