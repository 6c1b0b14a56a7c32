import LayoutCore

/// The playground's rules for transitions between layouts, over the collection view's own: an interactive one
/// scrubbed by the wheel and let go of (finishing from half way), and a compact-rows switch that keeps the first
/// item on screen. Which layout a transition lands on stays the shelf's (its `startInteractive` completion).
struct LayoutTransitions {
    let collectionView: CollectionView
    /// The delegate the target layout asks (sizes), and the items.
    let cells: DemoDataSource

    /// Progress per wheel notch while scrubbing an interactive transition.
    static let scrubPerNotch = 0.05

    /// True while an interactive transition is held (Shift + a layout's letter).
    var isScrubbing: Bool { collectionView.isInteractiveTransitionActive }

    /// A wheel notch while scrubbing: down moves the transition on.
    func scrub(wheelDelta dy: Double) {
        collectionView.updateInteractiveTransition(progress: (collectionView.transitionProgress ?? 0) - dy * Self.scrubPerNotch)
    }

    /// The playground's rule for letting go (UIKit's `finishInteractiveTransition()` always installs the new
    /// layout): from half way or more it finishes, below that it goes back. A tolerance so progress built from
    /// steps (ten wheel notches of 0.05) counts as the half it shows.
    func letGoOfInteractiveTransition() {
        if (collectionView.transitionProgress ?? 0) >= 0.5 - 1e-9 {
            collectionView.finishInteractiveTransition()
        } else {
            collectionView.cancelInteractiveTransition()
        }
    }

    /// Esc: the interactive transition goes back to where it began.
    func cancelInteractiveTransition() { collectionView.cancelInteractiveTransition() }

    /// After a compact-rows switch began: if the first item would end outside the viewport (compact rows centre
    /// a parent on its subtree, so a tall tree moves its root far down), the transition's target offset moves so
    /// it lands where it is on screen now (or in the middle when it was not shown).
    func keepFirstItemOnScreen() {
        let root = LayoutCore.IndexPath(item: 0, section: 0)
        guard let transition = collectionView.transitionLayout, cells.document.item(at: root) != nil else { return }
        let bounds = collectionView.bounds, inset = collectionView.contentInset
        let context = LayoutContext(bounds: Rect(origin: transition.toContentOffset, size: bounds.size),
                                    itemCounts: collectionView.itemCountsBySection, delegate: cells, contentInset: inset)
        let target = transition.geometries(in: context).to
        guard let frame = target.layoutAttributesForItem(at: root)?.frame else { return }
        let visible = Rect(x: transition.toContentOffset.x + inset.left, y: transition.toContentOffset.y + inset.top,
                           width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        guard !visible.contains(frame) else { return }
        // Where the root is on screen now (if it is shown), else the middle of the visible part.
        let now = collectionView.layoutAttributesForItem(at: root)?.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        let screen = now.map { Rect(x: inset.left, y: inset.top, width: visible.width, height: visible.height).contains($0) } == true
            ? now!.origin
            : Point(x: inset.left + (visible.width - frame.width) / 2, y: inset.top + (visible.height - frame.height) / 2)
        var offset = Point(x: frame.minX - screen.x, y: frame.minY - screen.y)
        let size = target.collectionViewContentSize
        offset.x = max(-inset.left, min(offset.x, max(-inset.left, size.width + inset.right - bounds.width)))
        offset.y = max(-inset.top, min(offset.y, max(-inset.top, size.height + inset.bottom - bounds.height)))
        transition.toContentOffset = offset
    }
}
