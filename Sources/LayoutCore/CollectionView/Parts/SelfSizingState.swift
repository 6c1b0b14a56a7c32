/// Self-sizing's memory: the sizes cells preferred (so a full prepare keeps them rather than falling back to
/// estimates, which would move what is on screen), the text measurer cells size their labels with, and how
/// many invalidations were applied in place. One job: what cells said about their size.
struct SelfSizingState {
    /// Measures labels for `preferredLayoutAttributesFitting(_:)`; nil: cells keep the layout's size.
    var textMeasurer: (any TextMeasuring)?
    /// Preferred item sizes since the data, the layout or the viewport last changed (they index items and depend
    /// on the line length), handed to every prepare through `LayoutContext.preferredItemSizes`.
    var preferredSizes: [IndexPath: Size] = [:]
    /// What the preferred sizes were measured against.
    private var generation = -1
    private var boundsSize = Size.zero
    private var contentInset = EdgeInsets.zero
    /// Invalidations applied by the geometry in place (no prepare).
    var inPlaceInvalidationCount = 0

    /// Before a full prepare: forgets the preferred sizes when data, layout or viewport changed since.
    mutating func prepareWillRun(generation: Int, boundsSize: Size, contentInset: EdgeInsets) {
        guard generation != self.generation || boundsSize != self.boundsSize || contentInset != self.contentInset else { return }
        preferredSizes.removeAll()
        self.generation = generation
        self.boundsSize = boundsSize
        self.contentInset = contentInset
    }
}
