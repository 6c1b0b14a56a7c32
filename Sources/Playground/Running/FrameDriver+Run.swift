internal import CSDL2
import Foundation
import LayoutCore
import Renderer

/// Running: the one frame loop every run goes through, fed by the window, a headless run or a recording, and the
/// end of a run: the screenshot (`--screenshot`) and the state file (`--state-out`).
extension FrameDriver {
    /// Runs `app` until quit (or `--frames`, or the recording's end), then writes the screenshot and state file.
    func run(_ app: PlaygroundApp, replaying recording: Recording? = nil) throws {
        if let recording {
            app.screen.screenshotDirectory = nil
            var source = ReplayFrames(recording, inWindow: !app.options.headless)
            run(app, &source)
            if !source.stopped { print("replay: \(frameCount) of \(recording.frames.count) recorded frames played") }
        } else if app.options.headless {
            var source = HeadlessFrames(frames: app.options.frames ?? 1)
            run(app, &source)
        } else {
            var source = WindowFrames()
            run(app, &source)
        }
        try finish(app)
    }

    /// The frame loop: the source handles the input due and plans each frame, which is made, recorded and
    /// reported back.
    func run(_ app: PlaygroundApp, _ source: inout some FrameSource) {
        while let plan = source.nextFrame(app) {
            frame(app, now: plan.now, present: plan.present, draws: plan.draws)
            if plan.records { recorder?.recordFrame(time: plan.now, viewport: viewportSize(of: app)) }
            source.frameDidEnd(app, plan)
            if plan.isLast { break }
        }
    }

    /// One SDL event from the window: translated, recorded, applied.
    func handle(_ event: inout SDL_Event, in app: PlaygroundApp) {
        guard let input = translator.translate(&event) else { return }
        recorder?.record(input)
        app.apply(input)
    }

    /// The window's size in points as the model sees it.
    func viewportSize(of app: PlaygroundApp) -> PixelSize {
        let v = app.collectionView.viewportSize
        return PixelSize(width: Int(v.width.rounded()), height: Int(v.height.rounded()))
    }

    /// True while something moves or waits on time, so the window loop must not sleep until the next event.
    func isAnimating(_ app: PlaygroundApp) -> Bool {
        let cv = app.collectionView
        return cv.scrollPhysics.isMoving || cv.isScrollingOrthogonally || cv.isTransitioning
            || app.interaction.needsTimeUpdates || app.overlays.hud.isVisible
            || app.screen.images.hasPendingWork || app.overlays.zoom?.isAnimating(at: lastFrameTime) == true
            || cv.scrollIndicatorAlpha > 0  // the scroll indicators fade out after the offset stops
    }

    /// The end of a run: the recording closed, unsaved edits kept, then the screenshot and the state file, the
    /// contract tests and tools read.
    func finish(_ app: PlaygroundApp) throws {
        let options = app.options, screen = app.screen
        // A window resize still animating lands, so the files show the new size (as its replay, resized at once).
        app.collectionView.completeAnimatedBoundsChange()
        recorder?.close()
        app.library.writeRecoveryIfNeeded(document: app.document)
        if let path = options.screenshot {
            drawFrame(app)
            do { try screen.target.savePNG(to: path) } catch { throw PlaygroundError("--screenshot: \(error)", exitCode: 1) }
            print("screenshot: \(path)")
        }
        screen.target.present()
        if let path = options.stateOut {
            // The cells' `text` is how the last frame set their labels: draw the final state once (a headless replay
            // may not have drawn it), so a session and its replay report the same.
            if options.screenshot == nil { drawFrame(app) }
            try StateSnapshot.write(StateSnapshot.session(app), to: path)
            print("state: \(path)")
        }
    }
}
