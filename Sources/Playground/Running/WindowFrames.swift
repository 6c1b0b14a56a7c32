internal import CSDL2
import LayoutCore
import Renderer

/// The window: real time, SDL events; idle (nothing moving or waiting on time) it sleeps until input instead of
/// redrawing at 60 Hz; drivers without vsync (Xvfb) are kept to the frame period. Ends on quit or `--frames`.
struct WindowFrames: FrameSource {
    private let clock = FrameClock()
    private var frameStart = Timestamp.zero

    mutating func nextFrame(_ app: PlaygroundApp) -> FramePlan? {
        frameStart = clock.now
        var event = SDL_Event()
        if app.driver.frameCount > 1 && !app.driver.isAnimating(app) {
            if SDL_WaitEventTimeout(&event, 100) != 0 { app.driver.handle(&event, in: app) }
        }
        while SDL_PollEvent(&event) != 0 { app.driver.handle(&event, in: app) }
        if app.driver.quitRequested { return nil }
        let last = app.options.frames.map { app.driver.frameCount + 1 >= $0 } ?? false
        return FramePlan(now: clock.now, present: !last, isLast: last)
    }

    func frameDidEnd(_ app: PlaygroundApp, _ plan: FramePlan) {
        app.screen.setTitle(app.library.windowTitle(document: app.document))
        app.shelf.pollLayoutFiles(now: clock.now.seconds)
        guard !plan.isLast else { return }
        if app.driver.frameCount == 1 { print("READY frame=1 renderer=\(app.screen.target.rendererName) video=\(app.screen.target.videoDriver)") }
        // Drivers without vsync (Xvfb) would spin; keep to the frame period.
        let spent = clock.now - frameStart
        if spent < PlaygroundApp.frameInterval { SDL_Delay(UInt32((PlaygroundApp.frameInterval - spent) * 1000)) }
    }
}
