/// The collection view's built-in pan for sections that scroll on their own (the pan of UIKit's scroll view
/// nested in an orthogonal section): a `PanGestureRecognizer` that also remembers when the button was let go, so a
/// press held still before its release throws nothing (its velocity is that of its last move, long ago).
final class OrthogonalScrollPanGestureRecognizer: PanGestureRecognizer {
    /// A release this long (seconds) after the last move throws the section with no velocity.
    static let stillReleaseInterval = 0.1

    /// When the primary button was let go, nil while it is held.
    private(set) var releaseTime: Timestamp?

    /// The velocity the release throws the content with (points per second, window axes): the last move's,
    /// or zero when the pointer stood still before the release.
    var releaseVelocity: Point {
        guard let released = releaseTime, let last = lastInputTime, released - last <= Self.stillReleaseInterval else { return .zero }
        return velocity(in: nil)
    }

    override func pointerBegan(_ event: PointerEvent) {
        if state == .possible { releaseTime = nil }
        super.pointerBegan(event)
    }

    override func pointerEnded(_ event: PointerEvent) {
        if event.button == .primary { releaseTime = event.timestamp }
        super.pointerEnded(event)
    }

    override func reset() {
        super.reset()
        releaseTime = nil
    }
}
