import LayoutCore

/// The state every run loop shares — the window's, a headless run's, a replay's and the fuzzer's: frames made,
/// the time of the last one, quitting, the viewport a replay dictates, input translation and recording, and the
/// change count headers and footers were last configured at. `run(_:_:)` is the one loop, fed by a `FrameSource`;
/// the fuzzer calls `frame` and `modelStep` itself (through the app). Either way `frame` makes every frame, so
/// `--switch-to` happens in one place (before the second frame); `finish` writes a run's files.
final class FrameDriver {
    /// Frames made so far.
    var frameCount = 0
    /// Set by Ctrl+Q, closing the window or a recording's quit.
    var quitRequested = false
    /// The time of the frame being built (toasts, the opened photo).
    var lastFrameTime = Timestamp.zero
    /// The window size a replay dictates, in place of the render target's.
    var viewportOverride: PixelSize?
    /// SDL events → input events.
    var translator = EventTranslator()
    /// Writes the session as it runs (`--record`).
    let recorder: SessionRecorder?
    /// The collection view's change count when headers and footers were last configured.
    var configuredGeneration = -1
    /// The clock a frame's parts are timed on.
    let stopwatch = ContinuousClock()

    init(recorder: SessionRecorder?) {
        self.recorder = recorder
    }
}
