/// A running animation between two presentations: the transition layout that interpolates them, where it
/// lands at either end, and how its progress moves (by the clock, or by the caller for an interactive one).
/// A reference: the presentation holds it while its timing changes frame by frame.
final class LayoutAnimation {
    /// Interpolates every element; its `transitionProgress` is what is shown.
    let transition: TransitionLayout
    /// Shown when progress ends at 1.
    var landing: Presentation
    /// The landing's geometry when already prepared (batch updates, drags), so landing costs no prepare.
    var landingGeometry: (any LayoutGeometry)?
    /// Shown when progress ends at 0 (a cancelled interactive transition).
    var origin: Presentation
    var startProgress = 0.0
    var endProgress = 1.0
    /// When the timed part began; nil until the first clock tick after it was (re)started.
    var start: Timestamp?
    var duration: Double
    var curve: TimingCurve
    /// True while the caller drives the progress (startInteractiveTransition).
    var isInteractive: Bool
    /// True for an animated bounds change (`setViewportSize(_:animated:)`): its landing geometry is told
    /// `finalizeAnimatedBoundsChange()` rather than `finalizeCollectionViewUpdates()`.
    var isBoundsChange = false
    /// A switch beyond the live-view cap: what moves and what only cross-fades, worked out at its first frame.
    var crossFade: CrossFadeSummary?
    /// A layout switch's elements with their two ends, worked out at its first frame (see
    /// `TransitionGeometry.Moves`), and what they were worked out for.
    var moves: (key: CrossFadeSummary.Key, invalidationCount: Int, origin: Point, fromContentOffset: Point, toContentOffset: Point, moves: TransitionGeometry.Moves)?
    /// Called with true when it lands at its end, false when cut short or cancelled.
    var completions: [(Bool) -> Void] = []

    /// Where it is heading now: the landing, unless it was sent back (a cancelled interactive transition).
    var heading: Presentation { !isInteractive && endProgress < 0.5 ? origin : landing }

    init(transition: TransitionLayout, landing: Presentation, landingGeometry: (any LayoutGeometry)? = nil,
         origin: Presentation, duration: Double, curve: TimingCurve, isInteractive: Bool,
         completions: [(Bool) -> Void] = []) {
        self.transition = transition; self.landing = landing; self.landingGeometry = landingGeometry
        self.origin = origin; self.duration = duration; self.curve = curve; self.isInteractive = isInteractive
        self.completions = completions
    }
}
