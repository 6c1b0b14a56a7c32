internal import CSDL2
import LayoutCore
import Renderer

/// Running: the one frame loop every run goes through, fed by the window, a headless run or a recording.
extension PlaygroundApp {
    /// Runs until quit (or `--frames`, or the recording's end), then writes the screenshot and state file.
    func run(replaying recording: Recording? = nil) throws {
        if let recording {
            screen.screenshotDirectory = nil
            var source = ReplayFrames(recording, inWindow: !options.headless)
            run(&source)
            if !source.stopped { print("replay: \(driver.frameCount) of \(recording.frames.count) recorded frames played") }
        } else if options.headless {
            var source = HeadlessFrames(frames: options.frames ?? 1)
            run(&source)
        } else {
            var source = WindowFrames()
            run(&source)
        }
        try finish()
    }

    /// The frame loop: the source handles the input due and plans each frame, which is made, recorded and
    /// reported back.
    func run(_ source: inout some FrameSource) {
        while let plan = source.nextFrame(self) {
            frame(now: plan.now, present: plan.present, draws: plan.draws)
            if plan.records { driver.recorder?.recordFrame(time: plan.now, viewport: currentViewportSize) }
            source.frameDidEnd(self, plan)
            if plan.isLast { break }
        }
    }

    /// One SDL event from the window: translated, recorded, applied.
    func handle(_ event: inout SDL_Event) {
        guard let input = driver.translator.translate(&event) else { return }
        driver.recorder?.record(input)
        apply(input)
    }

    /// The window's size in points as the model sees it.
    var currentViewportSize: PixelSize {
        let v = collectionView.viewportSize
        return PixelSize(width: Int(v.width.rounded()), height: Int(v.height.rounded()))
    }

    /// True while something moves or waits on time, so the window loop must not sleep until the next event.
    var isAnimating: Bool {
        collectionView.scrollPhysics.isMoving || collectionView.isScrollingOrthogonally || collectionView.isTransitioning
            || interaction.needsTimeUpdates || overlays.hud.isVisible
            || screen.images.hasPendingWork || overlays.zoom?.isAnimating(at: driver.lastFrameTime) == true
            || collectionView.scrollIndicatorAlpha > 0  // the scroll indicators fade out after the offset stops
    }
}
