internal import CSDL2
import LayoutCore
import Renderer

/// Playing a recording back (`--replay FILE`): each recorded frame gets the input handled before it, the window
/// size and the time it had, so the model goes through the same states. In a window the frames are paced in real
/// time (Ctrl+Q or closing the window stops); headless they run as fast as they can and only the last one is drawn.
struct ReplayFrames: FrameSource {
    let recording: Recording
    let inWindow: Bool
    /// True when real input stopped the replay.
    private(set) var stopped = false
    private var next = 0
    private let clock = FrameClock()
    private let start: Timestamp

    init(_ recording: Recording, inWindow: Bool) {
        self.recording = recording
        self.inWindow = inWindow
        start = clock.now
    }

    mutating func nextFrame(_ app: PlaygroundApp) -> FramePlan? {
        guard next < recording.frames.count else { return nil }
        let recorded = recording.frames[next]
        let isLast = next == recording.frames.count - 1
        next += 1
        if inWindow {
            var event = SDL_Event()
            // Real input only ends the replay; the recording's is what plays.
            while SDL_PollEvent(&event) != 0 {
                switch app.driver.translator.translate(&event) {
                case .quit?: stopped = true; return nil
                case .key(let k)? where HotkeyMap.binding(for: k)?.action == .quit: stopped = true; return nil
                default: break
                }
            }
            let due = recorded.time - (recording.frames.first?.time ?? .zero)
            let elapsed = clock.now - start
            if due > elapsed { SDL_Delay(UInt32(min(1000, (due - elapsed) * 1000))) }
        }
        if let v = recorded.viewport {
            app.driver.viewportOverride = v
            if inWindow { app.screen.target.setWindowSize(width: v.width, height: v.height) }
        }
        for input in recorded.inputs { app.apply(input) }
        if app.driver.quitRequested { return nil }
        // Headless, only the last frame is drawn (and it is not presented: its screenshot is still to be read).
        let draws = inWindow || isLast
        return FramePlan(now: recorded.time, present: draws && !isLast, draws: draws, records: false, isLast: isLast)
    }

    func frameDidEnd(_ app: PlaygroundApp, _ plan: FramePlan) {}
}
