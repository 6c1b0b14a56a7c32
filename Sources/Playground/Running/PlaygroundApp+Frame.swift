import LayoutCore
import Renderer

/// One frame: the model catches up with its time (input timers, scrolling, transitions, the update cycle), the
/// display list is built (the collection view's, then the overlays) and drawn, and presented.
extension PlaygroundApp {
    /// Time spent on one frame, split as the frame benchmark and the HUD report it (milliseconds). The parts
    /// are measured back to back on one clock, so they add up to the frame.
    struct FrameTiming {
        /// Input events handled (real or scripted).
        var input = 0.0
        /// Layout and model: input timers, momentum, animations, prepares.
        var layout = 0.0
        /// The visible-views pass: the rect query, the diff, reuse and applying attributes.
        var viewUpdates = 0.0
        /// Building the display list (views and overlays).
        var displayList = 0.0
        /// Drawing the display list.
        var draw = 0.0
        /// Presenting (and a screenshot when one was asked for).
        var present = 0.0
        var total: Double { input + layout + viewUpdates + displayList + draw + present }
        /// Everything before drawing.
        var model: Double { input + layout + viewUpdates + displayList }
    }

    /// One frame: the model catches up with `now`, then the display list is drawn (and presented unless
    /// `present` is false, e.g. when a screenshot of this frame is still to be read). Before the second frame,
    /// `--switch-to` switches layouts (whichever loop makes the frames).
    @discardableResult
    func frame(now: Timestamp, present: Bool = true, draws: Bool = true, input: () -> Void = {}) -> FrameTiming {
        let stopwatch = driver.stopwatch
        screen.images.frameWillBegin()
        let t0 = stopwatch.now
        input()
        if driver.frameCount == 1, let name = options.switchTo.flatMap(LayoutName.init(rawValue:)) { shelf.show(name) }
        let t1 = stopwatch.now
        let passes = collectionView.visibleViewsUpdateCount
        step(now: now)
        driver.lastFrameTime = now
        let t2 = stopwatch.now
        let list = draws ? displayList() : nil
        let t3 = stopwatch.now
        if let list { screen.draw(list) }
        let t4 = stopwatch.now
        if screen.screenshotRequested, let toast = screen.saveRequestedScreenshot() { showToast(toast) }
        if present { screen.target.present() }
        screen.images.frameDidEnd()   // image workers stepped aside while the frame was made
        let t5 = stopwatch.now
        var timing = FrameTiming(input: Self.ms(t1 - t0), layout: Self.ms(t2 - t1), displayList: Self.ms(t3 - t2),
                                 draw: Self.ms(t4 - t3), present: Self.ms(t5 - t4))
        // The views pass runs inside the update cycle: its own clock reading is taken out of the layout part.
        if collectionView.visibleViewsUpdateCount != passes, let views = collectionView.lastVisibleViewsUpdateDuration {
            timing.viewUpdates = min(timing.layout, views * 1000)
            timing.layout -= timing.viewUpdates
        }
        overlays.hud.record(timing, at: now)
        driver.frameCount += 1
        return timing
    }

    /// Brings the model up to `now`: viewport from the drawable, then time (scrolling, update cycle).
    private func step(now: Timestamp) {
        let target = screen.target
        let (w, h) = target.windowSize
        let (pw, _) = target.outputSize
        // A replay dictates the window size the model sees; drawing keeps the target's own pixel ratio.
        if let v = driver.viewportOverride {
            collectionView.viewportSize = Size(width: Double(v.width), height: Double(v.height))
        } else if w > 0 && h > 0 {
            // A window resize animates elements to their new frames (prepareForAnimatedBoundsChange).
            collectionView.setViewportSize(Size(width: Double(w), height: Double(h)), animated: true)
        }
        target.setScale(w > 0 ? Double(pw) / Double(w) : 1)
        modelStep(now: now)
    }

    /// The model part of a frame, without drawing or touching the viewport: input timers (double click, long
    /// press, auto-scroll), scrolling, transitions and the update cycle, then headers and footers that show
    /// counts. The fuzzer steps with this alone, so a viewport it resized stays as set and drawing costs nothing.
    func modelStep(now: Timestamp) {
        interaction.advance(to: now)
        collectionView.advance(to: now)
        refreshSupplementaryViewsIfDataChanged()
    }

    /// Headers and footers show counts: after any change of the data or layout (edits, drops, menu actions,
    /// switches) they are asked again, once, whichever path made the change.
    private func refreshSupplementaryViewsIfDataChanged() {
        guard collectionView.changeGeneration != driver.configuredGeneration else { return }
        driver.configuredGeneration = collectionView.changeGeneration
        collectionView.reloadVisibleSupplementaryViews()
    }

    func drawFrame() { screen.draw(displayList()) }

    /// The collection view's display list plus the overlays (legend, menu, HUD).
    private func displayList() -> DisplayList {
        // Overlays are drawn in the order appended (back to front): the tools over the content, the menu over
        // them, help over everything but the legend bar, which stays readable on top.
        updateScrollIndicatorInsets(viewport: collectionView.bounds.size)
        var list = collectionView.displayList()
        let viewport = list.viewportSize
        let now = driver.lastFrameTime
        list.items += emptyStateItems(viewport: viewport)
        list.items += overlays.toolItems(viewport: viewport, collectionView: collectionView, layoutName: shelf.legendLabel,
                                         itemCount: document.itemCount, parameters: shelf.panelParameters)
        if overlays.hud.isVisible {
            list.items += overlays.hud.items(viewport: viewport, liveViews: collectionView.liveViewCount,
                                             pooledViews: collectionView.pooledViewCount,
                                             summarized: collectionView.summarizedCellCount, renderer: screen.target.rendererName)
        }
        if let menu = interaction.menu { list.items += MenuOverlay.items(menu) }
        list.items += overlays.zoomItems(viewport: viewport, now: now)
        list.items += overlays.modalItems(viewport: viewport, now: now, savingScreenshot: screen.screenshotRequested)
        if overlays.showsLegend {
            let status = Legend.status(layout: shelf.legendLabel, target: shelf.scrubTarget, transitionProgress: collectionView.transitionProgress,
                                       interactive: collectionView.isInteractiveTransitionActive, slow: collectionView.animationSpeed != 1,
                                       multiple: interaction.selectionMode == .multiple)
            list.items += Legend.items(viewport: viewport, status: status)
        }
        return list
    }
}
