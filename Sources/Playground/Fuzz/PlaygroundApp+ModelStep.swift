import LayoutCore

extension PlaygroundApp {
    /// The model part of a frame without drawing or touching the viewport: input timers (double click, long
    /// press, auto-scroll), then scrolling, transitions and the update cycle. The fuzzer steps with this so a
    /// resized viewport stays as it was set (`frame(now:)` takes the size from the render target) and drawing
    /// costs nothing.
    func modelStep(now: Timestamp) {
        interaction.advance(to: now)
        collectionView.advance(to: now)
    }
}
