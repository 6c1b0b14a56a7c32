import LayoutCore
import Renderer

/// One frame: the model catches up with its time (input timers, scrolling, transitions, the update cycle), the
/// display list is built (the collection view's, then the overlays) and drawn, and presented.
extension FrameDriver {
    /// One frame of `app`: the model catches up with `now`, then the display list is drawn (and presented unless
    /// `present` is false, e.g. when a screenshot of this frame is still to be read). Before the second frame,
    /// `--switch-to` switches layouts (whichever loop makes the frames).
    @discardableResult
    func frame(_ app: PlaygroundApp, now: Timestamp, present: Bool = true, draws: Bool = true, input: () -> Void = {}) -> FrameTiming {
        let screen = app.screen, collectionView = app.collectionView
        screen.images.frameWillBegin()
        let t0 = stopwatch.now
        input()
        if frameCount == 1, let name = app.options.switchTo.flatMap(LayoutName.init(rawValue:)) { app.shelf.show(name) }
        let t1 = stopwatch.now
        let passes = collectionView.visibleViewsUpdateCount
        step(app, now: now)
        lastFrameTime = now
        let t2 = stopwatch.now
        let list = draws ? displayList(app) : nil
        let t3 = stopwatch.now
        if let list { screen.draw(list) }
        let t4 = stopwatch.now
        if screen.screenshotRequested, let toast = screen.saveRequestedScreenshot() { app.showToast(toast) }
        if present { screen.target.present() }
        screen.images.frameDidEnd()   // image workers stepped aside while the frame was made
        let t5 = stopwatch.now
        var timing = FrameTiming(input: FrameTiming.ms(t1 - t0), layout: FrameTiming.ms(t2 - t1), displayList: FrameTiming.ms(t3 - t2),
                                 draw: FrameTiming.ms(t4 - t3), present: FrameTiming.ms(t5 - t4))
        // The views pass runs inside the update cycle: its own clock reading is taken out of the layout part.
        if collectionView.visibleViewsUpdateCount != passes, let views = collectionView.lastVisibleViewsUpdateDuration {
            timing.viewUpdates = min(timing.layout, views * 1000)
            timing.layout -= timing.viewUpdates
        }
        app.overlays.hud.record(timing, at: now)
        frameCount += 1
        return timing
    }

    /// Brings the model up to `now`: viewport from the drawable, then time (scrolling, update cycle).
    private func step(_ app: PlaygroundApp, now: Timestamp) {
        let target = app.screen.target
        let (w, h) = target.windowSize
        let (pw, _) = target.outputSize
        // A replay dictates the window size the model sees; drawing keeps the target's own pixel ratio.
        if let v = viewportOverride {
            app.collectionView.viewportSize = Size(width: Double(v.width), height: Double(v.height))
        } else if w > 0 && h > 0 {
            // A window resize animates elements to their new frames (prepareForAnimatedBoundsChange).
            app.collectionView.setViewportSize(Size(width: Double(w), height: Double(h)), animated: true)
        }
        target.setScale(w > 0 ? Double(pw) / Double(w) : 1)
        modelStep(app, now: now)
    }

    /// The model part of a frame, without drawing or touching the viewport: input timers (double click, long
    /// press, auto-scroll), scrolling, transitions and the update cycle, then headers and footers that show
    /// counts. The fuzzer steps with this alone, so a viewport it resized stays as set and drawing costs nothing.
    func modelStep(_ app: PlaygroundApp, now: Timestamp) {
        app.interaction.advance(to: now)
        app.collectionView.advance(to: now)
        // Headers and footers show counts: after any change of the data or layout (edits, drops, menu actions,
        // switches) they are asked again, once, whichever path made the change.
        guard app.collectionView.changeGeneration != configuredGeneration else { return }
        configuredGeneration = app.collectionView.changeGeneration
        app.collectionView.reloadVisibleSupplementaryViews()
    }

    /// Draws the current state without stepping it (the last frame of a run, for its files).
    func drawFrame(_ app: PlaygroundApp) { app.screen.draw(displayList(app)) }

    /// The collection view's display list plus the overlays (legend, menu, HUD).
    private func displayList(_ app: PlaygroundApp) -> DisplayList {
        let collectionView = app.collectionView, shelf = app.shelf
        app.overlays.updateScrollIndicatorInsets(of: collectionView)
        var list = collectionView.displayList()
        let context = OverlayStack.Context(collectionView: collectionView, interaction: app.interaction, layoutName: shelf.legendLabel,
                                           scrubTarget: shelf.scrubTarget, parameters: { shelf.panelParameters },
                                           emptyState: EmptyState.message(for: app.document), itemCount: app.document.itemCount,
                                           renderer: app.screen.target.rendererName, now: lastFrameTime,
                                           savingScreenshot: app.screen.screenshotRequested)
        list.items += app.overlays.items(viewport: list.viewportSize, context)
        return list
    }
}
