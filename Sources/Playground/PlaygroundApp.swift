internal import CSDL2
import Foundation
import LayoutCore
import Renderer

/// The playground: a collection view over the demo data, drawn into a window (real time, vsync) or
/// offscreen (fixed 1/60 s steps, identical output every run).
final class PlaygroundApp {
    static let windowTitle = "Collection Playground"
    /// Frame period used for headless runs and for pacing when the driver ignores vsync.
    static let frameInterval = 1.0 / 60
    /// The collection view's `maximumLiveViewCount`: more views than this are not legible on one screen anyway.
    static let liveViewCap = 5_000

    let options: PlaygroundOptions
    let collectionView: CollectionView
    let dataSource: DemoDataSource
    /// Pointer, key and wheel input → highlight, selection, focus, menus, drags, pinches.
    let interaction: CollectionViewInteraction
    let target: RenderTarget
    private let backend: SDLBackend
    /// Starts decoding the photos of items about to scroll in (held here: the collection view holds it weakly).
    let prefetcher: PhotoPrefetcher
    private let renderer = DisplayListRenderer()
    var translator = EventTranslator()
    private(set) var frameCount = 0
    var quitRequested = false
    private let assets: AssetLocator
    private(set) var dataSet: DataSet
    var compactTree = false
    var showsLegend = true
    /// The performance HUD (P).
    var hud = PerformanceHUD()
    /// The help overlay (H, F1).
    var showsHelp = false
    /// The help overlay's items for the last area and page: the table never changes while the app runs.
    var helpItems: (area: Rect, start: Int, items: [DisplayItem], shown: Int)?
    /// The open overlays' panels as last drawn (window coordinates), for the state file and help's placement.
    var overlayFrames: [OverlayName: [Rect]] = [:]
    /// True from a press that an overlay took until its release, so the release and the moves between never reach
    /// the collection view.
    var overlayHoldsPointer = false
    /// First rows of the help pages seen so far (PageDown pushes, PageUp pops); [0] on the first page.
    var helpPageStarts = [0]
    /// The layout inspector (I).
    var inspector = InspectorOverlay()
    /// The parameter panel (O).
    var parameterPanel = ParameterPanel()
    /// A short message shown at the bottom of the window (saved screenshots), until a time.
    var toast: (text: String, until: Timestamp)?
    /// The toast a refused drag showed, reported in the state file while it is the one shown (other toasts, such
    /// as a saved screenshot's, exist only in a live session, and a replay must write the same state).
    var refusedDragToast: (text: String, until: Timestamp)?
    /// The time of the frame being built, for toasts.
    var lastFrameTime = Timestamp.zero
    /// Where S saves screenshots; nil turns the key off (fuzzing, replays).
    var screenshotDirectory: String? = FileManager.default.currentDirectoryPath
    /// Set by S; the frame being drawn is saved before it is presented.
    var screenshotRequested = false
    /// Writes the session as it runs (`--record`).
    var recorder: SessionRecorder?
    /// The window size a replay dictates, in place of the render target's.
    var viewportOverride: PixelSize?

    static func loadData(_ set: DataSet, options: PlaygroundOptions, assets: AssetLocator) throws -> [DemoSection] {
        switch set {
        case .demo: return try DemoData.make(items: options.items, sections: options.sections, assets: assets)
        case .classes: return try DemoData.classes(assets: assets)
        case .file(let path): return try DataFile.load(path)
        case .photos(let directory): return try PhotoLibrary.load(directory).sections
        }
    }

    /// The data file Ctrl+S writes (`--data FILE`), and which fields its items gave.
    var savedFile: (path: String, writer: DataFileWriter)?
    /// The data source's revision when the file was last read or written.
    var savedRevision = 0
    /// The items given at start, with their undo history, while D shows the class hierarchy.
    var setAsideData: DemoDataSource.Contents?
    /// The title last given to the window (it changes only when "•" comes or goes).
    var shownTitle = PlaygroundApp.windowTitle
    /// Wall time of the last look at the layout files (`pollLayoutFiles`).
    var lastLayoutFilePoll = -Double.infinity

    /// The files of a photo data set's items, by item number (empty for other data).
    static func photoPaths(_ set: DataSet) throws -> [Int32: String] {
        if case .photos(let directory) = set { return try PhotoLibrary.load(directory).paths }
        return [:]
    }

    /// Decodes and caches the photos cells show.
    var images: ImagePipeline { backend.images }
    /// The image pipeline's counts for the state file.
    var imageStatistics: ImageStatistics { backend.images.statistics }

    /// `arguments` are the command line's, for the recording's start-up options.
    init(options: PlaygroundOptions, arguments: [String] = []) throws {
        self.options = options
        try OutputPaths.checkWritable(options.screenshot, option: "--screenshot")
        if let shot = options.screenshot, (shot as NSString).pathExtension.lowercased() != "png" {
            throw PlaygroundError("--screenshot: '\(shot)': screenshots are PNG files; give a name ending in .png")
        }
        try OutputPaths.checkWritable(options.stateOut, option: "--state-out")
        let assets = try AssetLocator()
        let fontPath = try assets.fontPath(explicit: options.font)
        self.assets = assets
        dataSet = options.dataSet
        let initialSections: [DemoSection]
        var fileImages: [Int32: String]?
        if case .file(let path) = options.dataSet {
            let document = try DataFile.read(path)
            initialSections = document.sections
            fileImages = document.images
            savedFile = (path, DataFileWriter(givenItemFields: document.itemFields))
        } else {
            initialSections = try Self.loadData(options.dataSet, options: options, assets: assets)
        }
        dataSource = DemoDataSource(sections: initialSections, usesItemSizes: !options.carousel)
        savedRevision = dataSource.revision

        // Config parameters are applied before any window opens, so a bad one costs nothing.
        let size = options.pixelSize
        let viewport = Size(width: Double(size.width), height: Double(size.height))
        var configured: [LayoutName: any CollectionLayout] = [:]
        if let path = options.config {
            let config = try ConfigFile.load(path)
            for (name, settings) in config.parameters {
                configured[name] = try JSONFields.parse(path, option: "--config") {
                    try ConfigFile.apply(settings, to: Self.makeLayout(name, carousel: options.carousel, viewport: viewport))
                }
            }
            compactTree = (configured[.tree] as? TreeLayout)?.compact ?? false
            if let sizes = config.flowItemSizes, !options.carousel { dataSource.usesItemSizes = sizes }
            if config.flowSelfSizing, !options.carousel {
                let layout = configured[.flow] ?? Self.makeLayout(.flow, viewport: viewport)
                if var flow = Self.flow(in: layout) {
                    flow.estimatedItemSize = FlowLayout.automaticSize
                    configured[.flow] = Self.replacingFlow(in: layout, with: flow)
                }
            }
        }
        var start = configured[options.layoutName] ?? Self.makeLayout(options.layoutName, compactTree: compactTree, carousel: options.carousel,
                                                                     viewport: viewport)
        // The tree asks its custom data source, set on the layout (the worked example's listing 6-1).
        if var tree = start as? TreeLayout { tree.customDataSource = dataSource; start = tree }

        if options.headless {
            target = try RenderTarget.headless(width: size.width, height: size.height, pixelRatio: options.pixelRatio ?? 1)
        } else {
            try Self.checkDisplay()
            target = try RenderTarget.window(title: Self.windowTitle, width: size.width, height: size.height, driver: options.rendererDriver)
            // The same picture the desktop file names; without it the window manager shows a generic one.
            do { try target.setWindowIcon(path: assets.path("icons/collection-playground.png")) } catch {
                FileHandle.standardError.write(Data("playground: \(error); the window keeps the default icon\n".utf8))
            }
        }
        // Headless runs decode in line, so every frame shows what it asked for, identically every run.
        let images = ImagePipeline(target: target, workers: options.imageWorkers ?? (options.headless ? 0 : 2),
                                   budget: options.imageCacheMB * 1024 * 1024)
        images.onFailure = { line in FileHandle.standardError.write(Data("playground: \(line)\n".utf8)) }
        backend = try SDLBackend(target: target, fontPath: fontPath, images: images)
        prefetcher = PhotoPrefetcher(images: images, dataSource: dataSource)
        dataSource.photoPaths = try fileImages ?? Self.photoPaths(dataSet)
        if case .file(let path) = options.dataSet { dataSource.imageFolder = DemoImages.folder(of: path) }
        dataSource.demoImages = try DemoImages.paths(for: dataSet, options: options, assets: assets)

        collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
                                        collectionViewLayout: start)
        configurations = configured
        collectionView.onProblem = { message in
            FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
        }
        // However many cells a layout shows at once (a circle of 100,000), at most this many get views; the
        // rest are drawn as plain quads of their color, so a frame's cost stays bounded.
        collectionView.maximumLiveViewCount = Self.liveViewCap
        // Self-sizing cells measure their labels with the fonts they are drawn with.
        collectionView.textMeasurer = backend.typesetter
        // The data source is a diffable one the demo data source makes and holds (it stays the delegate).
        dataSource.register(in: collectionView)
        collectionView.delegate = dataSource
        // Prefetching only has work with photos: other data keeps its frames free of the region query.
        prefetcher.install(in: collectionView, active: dataSource.showsImages)
        if let offset = options.startOffset { collectionView.contentOffset = offset }
        interaction = CollectionViewInteraction(collectionView: collectionView)
        updateContentInset()
        // Prepares and view passes are timed for the inspector and the HUD in the window only: headless output
        // must be the same every run (the frame benchmark turns it on with `timesUpdateCycle()`).
        if !options.headless { timesUpdateCycle() }
        // A photo opens large; any other item grows (or shrinks back).
        interaction.doubleClickAction = { [weak self] ip in
            guard let self else { return }
            if self.dataSource.image(at: ip) != nil { self.openZoom(ip) } else { self.toggleEnlarged(ip) }
        }
        // A drag the layout refuses says why, rather than nothing happening.
        interaction.refusedReorderAction = { [weak self] _ in
            guard let self else { return }
            self.showToast(self.currentLayout == .tree ? "items stay beside their parent" : "\(self.layoutLabel) keeps its items in order")
            self.refusedDragToast = self.toast
        }
        // The inspected element follows its item through edits, as the selection and the focus do.
        collectionView.onElementKeysChanged = { [weak self] mapping in self?.inspector.follow(mapping) }
        dataSource.allowsMoving = options.layoutName.entry.allowsReordering
        for overlay in options.overlays {
            switch overlay {
            case .help: showsHelp = true
            case .inspector: inspector.isVisible = true
            case .parameters: parameterPanel.isVisible = true
            case .hud: hud.isVisible = true
            }
        }
        if let path = options.record {
            let startup = try Recording.startup(arguments: arguments, options: options)
            recorder = try SessionRecorder(path: path, options: startup.options, files: startup.files)
        }
    }

    /// Gives the collection view a clock, so prepares and visible-views passes are timed.
    func timesUpdateCycle() {
        let clock = ContinuousClock()
        let origin = clock.now
        collectionView.prepareTimer = { Self.ms(clock.now - origin) / 1000 }
        collectionView.visibleViewsTimer = collectionView.prepareTimer
    }

    /// Room below the content for the legend bar, so the last footer can scroll clear of it.
    func updateContentInset() {
        collectionView.contentInset = EdgeInsets(top: 0, left: 0, bottom: showsLegend ? Legend.height : 0, right: 0)
    }

    /// The collection view's change count when headers and footers were last configured.
    private var configuredGeneration = -1

    /// Headers and footers show counts: after any change of the data or layout (edits, drops, menu actions,
    /// switches) they are asked again, once, whichever path made the change.
    private func refreshSupplementaryViewsIfDataChanged() {
        guard collectionView.changeGeneration != configuredGeneration else { return }
        configuredGeneration = collectionView.changeGeneration
        collectionView.reloadVisibleSupplementaryViews()
    }

    /// The photo opened large by a double click, while it is open or closing.
    var zoom: PhotoZoom?

    /// Opens an item's photo large, growing from its cell.
    func openZoom(_ ip: LayoutCore.IndexPath) {
        guard let image = dataSource.image(at: ip), let a = collectionView.layoutAttributesForItem(at: ip) else { return }
        let o = collectionView.contentOffset
        zoom = PhotoZoom(indexPath: ip, image: image, imageSize: SDLImageDecoder().pixelSize(ofImageAt: image.path),
                         cellFrame: a.frame.offsetBy(dx: -o.x, dy: -o.y), start: lastFrameTime)
    }

    /// Closes the open photo: it shrinks back into its cell (where the cell is now).
    func closeZoom() {
        guard var z = zoom, !z.isClosing else { return }
        if let a = collectionView.layoutAttributesForItem(at: z.indexPath) {
            z.cellFrame = a.frame.offsetBy(dx: -collectionView.contentOffset.x, dy: -collectionView.contentOffset.y)
        }
        // Closing mid-opening starts from where the zoom is, not from fully open (the easing is symmetric, so the
        // time already spent opening is the time closing skips).
        let opened = max(0, min(PhotoZoom.duration, lastFrameTime - z.start))
        z.isClosing = true
        z.start = lastFrameTime + (opened - PhotoZoom.duration)
        zoom = z
    }

    /// Double click: the item grows (or shrinks back) through the size delegate, animated.
    func toggleEnlarged(_ ip: LayoutCore.IndexPath) {
        dataSource.toggleEnlarged(ip)
        collectionView.invalidateLayout(animated: true)
    }

    /// The demo's configuration of a layout, from its catalog entry.
    static func makeLayout(_ name: LayoutName, compactTree: Bool = false, carousel: Bool = false,
                           viewport: Size = Size(width: 1280, height: 800)) -> any CollectionLayout {
        name.entry.make(LayoutCatalog.Setup(viewport: viewport, carousel: carousel, compactTree: compactTree))
    }

    /// The name shown in the legend and the state file ("carousel" for the carousel flow).
    var layoutLabel: String { currentLayout == .flow && options.carousel ? "carousel" : currentLayout.rawValue }

    /// The legend's status name: the layout, with its mode.
    var legendLabel: String { currentLayout == .tree && compactTree ? "tree (compact)" : layoutLabel }
    /// Where an interactive transition is heading, for the legend's "flow → circle 35 %".
    var scrubTarget: String? { LayoutName(layoutName: collectionView.destinationLayout.name)?.rawValue }

    /// The layout currently shown (or being animated to), by name.
    private(set) lazy var currentLayout: LayoutName = options.layoutName

    /// Switches to another layout with the animated transition (UIKit: setCollectionViewLayout(_:animated:));
    /// mid-flight switches retarget smoothly.
    func show(_ name: LayoutName, animated: Bool = true) {
        rememberCurrentLayout()
        layoutRequests += 1
        currentLayout = name
        // A layout may refuse drags (the tree: parents beside their children), through canMoveItemAt.
        dataSource.allowsMoving = name.entry.allowsReordering
        collectionView.setCollectionViewLayout(layout(named: name), animated: animated)
    }

    /// Each layout's configuration as the user left it (pinched sizes survive a trip to another layout).
    var configurations: [LayoutName: any CollectionLayout] = [:]

    func rememberCurrentLayout() {
        // Only the layout in charge, of the kind shown, is kept: never a transition, a drag's preview or another kind.
        let layout = collectionView.destinationLayout
        if LayoutName(layoutName: layout.name) == currentLayout {
            configurations[currentLayout] = layout
        }
    }

    /// Counts layout requests, so an interactive switch that a later request overtook cannot claim the layout.
    private var layoutRequests = 0

    func layout(named name: LayoutName) -> any CollectionLayout {
        let layout = configurations[name] ?? Self.makeLayout(name, compactTree: compactTree, carousel: options.carousel, viewport: collectionView.viewportSize)
        if name == .tree, var tree = layout as? TreeLayout {
            tree.compact = compactTree
            // The worked example's listing 6-1: the layout asks its custom data source, set on the layout.
            tree.customDataSource = dataSource
            return tree
        }
        return layout
    }

    /// Starts an interactive transition: the wheel scrubs it, Shift release or Enter finishes, Esc cancels.
    func startInteractive(_ name: LayoutName) {
        rememberCurrentLayout()
        layoutRequests += 1
        let request = layoutRequests
        collectionView.startInteractiveTransition(to: layout(named: name)) { [weak self] _ in
            // Finished or cancelled, it lands on a layout (a cancelled retarget lands where the one before was
            // going): the playground follows whatever is shown, unless a later request took over.
            guard let self, request == self.layoutRequests,
                  let kind = LayoutName(layoutName: self.collectionView.destinationLayout.name) else { return }
            self.currentLayout = kind
            self.dataSource.allowsMoving = kind.entry.allowsReordering
        }
    }

    /// Progress per wheel notch while scrubbing an interactive transition.
    static let scrubPerNotch = 0.05

    /// Deletes the selected items: a snapshot edit, applied as an animated batch update.
    func deleteSelection() {
        let selected = collectionView.indexPathsForSelectedItems
        guard !selected.isEmpty else { note("nothing selected: click an item first"); return }
        let before = dataSource.revision
        let removed = dataSource.removeItems(at: selected)
        dataSource.record(.removal(removed), since: before)
    }

    /// Inserts a new item after the selection (or at the end) with an animated batch update and selects it.
    func insertItem() {
        let after = collectionView.indexPathsForSelectedItems.last
        let before = dataSource.revision
        if let inserted = dataSource.insertItem(after: after) {
            if let item = dataSource.item(at: inserted) {
                dataSource.record(.insertion([PlacedItem(indexPath: inserted, item: item)]), since: before)
            }
            for ip in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: ip) }
            collectionView.selectItem(at: inserted)
        }
    }

    /// Swaps between the items given at start (demo or a data file) and the class hierarchy. The items given at
    /// start are set aside in memory, edits and undo history included, and come back on the next D (reading the
    /// file again would lose unsaved edits).
    func toggleDataSet() {
        let own = options.dataSet == .classes ? DataSet.demo : options.dataSet
        let next = dataSet == .classes ? own : .classes
        let contents: DemoDataSource.Contents
        if next == .classes || setAsideData == nil {
            do {
                contents = DemoDataSource.Contents(sections: try Self.loadData(next, options: options, assets: assets),
                                                   history: EditHistory(), revision: -1)
            } catch { note("\(error)"); return }
        } else {
            contents = setAsideData!
        }
        // A drag's moves so far belong to the history set aside (the switch ends the drag).
        dataSource.endEditGroup()
        if dataSet != .classes { setAsideData = dataSource.contents } else if next != .classes { setAsideData = nil }
        dataSet = next
        for ip in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: ip) }
        prefetcher.cancelAll()
        dataSource.photoPaths = contents.photoPaths ?? (try? Self.photoPaths(dataSet)) ?? [:]
        dataSource.demoImages = (try? DemoImages.paths(for: dataSet, options: options, assets: assets)) ?? []
        prefetcher.install(in: collectionView, active: dataSource.showsImages)
        // Animated as a cross-fade: the new data's sections have identifiers of their own, so the applied
        // difference is every old section going (its items fading out where they are) and every new one coming
        // (fading in at its place), one batch update, instead of reloadData's hard cut.
        dataSource.replace(with: contents)
        // A header shown before and after under the same index path keeps its view: it gets the new title.
        collectionView.reloadVisibleSupplementaryViews()
        note("data: \(dataSet.name)")
    }

    func note(_ message: String) {
        FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
    }

    /// Fails with one line naming the fix when a window cannot possibly open.
    static func checkDisplay() throws {
        let env = ProcessInfo.processInfo.environment
        let hasDisplay = !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
        if !hasDisplay && (env["SDL_VIDEODRIVER"] ?? "").isEmpty {
            throw PlaygroundError("no display: DISPLAY is not set; run under Xvfb (xvfb-run -a make run) "
                + "or render offscreen (playground --headless --screenshot shot.png)", exitCode: 1)
        }
    }

    /// Runs until quit (or `--frames`), then writes the screenshot and state file.
    func run(replaying recording: Recording? = nil) throws {
        if let recording {
            try replay(recording, inWindow: !options.headless)
        } else if options.headless {
            runHeadless()
        } else {
            runWindow()
        }
        try finish()
    }

    /// The SDL render driver in use.
    var rendererName: String { target.rendererName }

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

    private let stopwatch = ContinuousClock()
    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// One frame: the model catches up with `now`, then the display list is drawn (and presented unless
    /// `present` is false, e.g. when a screenshot of this frame is still to be read).
    @discardableResult
    func frame(now: Timestamp, present: Bool = true, draws: Bool = true, input: () -> Void = {}) -> FrameTiming {
        images.frameWillBegin()
        let t0 = stopwatch.now
        input()
        let t1 = stopwatch.now
        let passes = collectionView.visibleViewsUpdateCount
        step(now: now)
        lastFrameTime = now
        let t2 = stopwatch.now
        let list = draws ? displayList() : nil
        let t3 = stopwatch.now
        if let list { draw(list) }
        let t4 = stopwatch.now
        if screenshotRequested { saveScreenshot() }
        if present { target.present() }
        images.frameDidEnd()   // image workers stepped aside while the frame was made
        let t5 = stopwatch.now
        var timing = FrameTiming(input: Self.ms(t1 - t0), layout: Self.ms(t2 - t1), displayList: Self.ms(t3 - t2),
                                 draw: Self.ms(t4 - t3), present: Self.ms(t5 - t4))
        // The views pass runs inside the update cycle: its own clock reading is taken out of the layout part.
        if collectionView.visibleViewsUpdateCount != passes, let views = collectionView.lastVisibleViewsUpdateDuration {
            timing.viewUpdates = min(timing.layout, views * 1000)
            timing.layout -= timing.viewUpdates
        }
        hud.record(timing, at: now)
        frameCount += 1
        return timing
    }

    /// True while something moves or waits on time, so the window loop must not sleep until the next event.
    var isAnimating: Bool {
        collectionView.scrollPhysics.isMoving || collectionView.isScrollingOrthogonally || collectionView.isTransitioning || interaction.needsTimeUpdates || hud.isVisible
            || backend.images.hasPendingWork || zoom?.isAnimating(at: lastFrameTime) == true
            || collectionView.scrollIndicatorAlpha > 0  // the scroll indicators fade out after the offset stops
    }

    private func runHeadless() {
        let frames = options.frames ?? 1
        for f in 0..<frames {
            if f == 1, let name = options.switchTo.flatMap(LayoutName.init(rawValue:)) { show(name) }
            let now = Timestamp(seconds: Double(f) * Self.frameInterval)
            frame(now: now, present: f < frames - 1)
            recorder?.recordFrame(time: now, viewport: currentViewportSize)
        }
    }

    /// The window's size in points as the model sees it.
    var currentViewportSize: PixelSize {
        let v = collectionView.viewportSize
        return PixelSize(width: Int(v.width.rounded()), height: Int(v.height.rounded()))
    }

    private func runWindow() {
        let clock = FrameClock()
        var event = SDL_Event()
        while !quitRequested {
            let frameStart = clock.now
            // Idle: nothing moving or waiting on time, so sleep until input (or a slow tick) instead of redrawing at 60 Hz.
            if frameCount > 1 && !isAnimating {
                if SDL_WaitEventTimeout(&event, 100) != 0 { handle(&event) }
            }
            while SDL_PollEvent(&event) != 0 { handle(&event) }
            if quitRequested { break }
            if frameCount == 1, let name = options.switchTo.flatMap(LayoutName.init(rawValue:)) { show(name) }
            let last = options.frames.map { frameCount + 1 >= $0 } ?? false
            let now = clock.now
            frame(now: now, present: !last)
            updateWindowTitle()
            pollLayoutFiles(now: clock.now.seconds)
            recorder?.recordFrame(time: now, viewport: currentViewportSize)
            if last { break }
            if frameCount == 1 { print("READY frame=1 renderer=\(target.rendererName) video=\(target.videoDriver)") }
            // Drivers without vsync (Xvfb) would spin; keep to the frame period.
            let spent = clock.now - frameStart
            if spent < Self.frameInterval { SDL_Delay(UInt32((Self.frameInterval - spent) * 1000)) }
        }
    }

    private func handle(_ event: inout SDL_Event) {
        guard let input = translator.translate(&event) else { return }
        recorder?.record(input)
        apply(input)
    }

    /// Brings the model up to `now`: viewport from the drawable, then time (scrolling, update cycle).
    private func step(now: Timestamp) {
        let (w, h) = target.windowSize
        let (pw, _) = target.outputSize
        // A replay dictates the window size the model sees; drawing keeps the target's own pixel ratio.
        if let v = viewportOverride {
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
        // A swapping drag swaps as it auto-scrolls: those moves belong to the drag's step too.
        groupDragEdits()
        collectionView.advance(to: now)
        refreshSupplementaryViewsIfDataChanged()
    }

    func drawFrame() { draw(displayList()) }

    private func draw(_ list: DisplayList) {
        var b = backend
        renderer.render(list, into: &b)
    }

    /// The collection view's display list plus the overlays (legend, menu, HUD).
    private func displayList() -> DisplayList {
        // Overlays are drawn in the order appended (back to front): the tools over the content, the menu over
        // them, help over everything but the legend bar, which stays readable on top.
        updateScrollIndicatorInsets(viewport: collectionView.bounds.size)
        var list = collectionView.displayList()
        let viewport = list.viewportSize
        list.items += emptyStateItems(viewport: viewport)
        list.items += toolOverlayItems(viewport: viewport)
        if hud.isVisible {
            list.items += hud.items(viewport: viewport, liveViews: collectionView.liveViewCount,
                                    pooledViews: collectionView.pooledViewCount,
                                    summarized: collectionView.summarizedCellCount, renderer: target.rendererName)
        }
        if let menu = interaction.menu { list.items += MenuOverlay.items(menu) }
        if let z = zoom {
            if z.isFinished(at: lastFrameTime) { zoom = nil } else { list.items += z.items(viewport: viewport, now: lastFrameTime) }
        }
        list.items += modalOverlayItems(viewport: viewport)
        if showsLegend {
            let status = Legend.status(layout: legendLabel, target: scrubTarget, transitionProgress: collectionView.transitionProgress,
                                       interactive: collectionView.isInteractiveTransitionActive, slow: collectionView.animationSpeed != 1,
                                       multiple: interaction.selectionMode == .multiple)
            list.items += Legend.items(viewport: viewport, status: status)
        }
        return list
    }

    /// How each visible cell's label was set in the last frame drawn (the state file's `text`), by index path.
    private func cellLabelReports() -> [LayoutCore.IndexPath: [String: any Sendable]] {
        let drawn = backend.drawnTextSettings
        var reports: [LayoutCore.IndexPath: [String: any Sendable]] = [:]
        for item in collectionView.displayList().items where item.key.category == .cell && !item.key.isGhost {
            if let text = item.appearance.text, let setting = drawn[text] { reports[item.key.indexPath] = setting.report }
        }
        return reports
    }

    func finish() throws {
        // A window resize still animating lands, so the files show the new size (as its replay, resized at once).
        collectionView.completeAnimatedBoundsChange()
        recorder?.close()
        writeRecoveryIfNeeded()
        if let path = options.screenshot {
            drawFrame()
            do { try target.savePNG(to: path) } catch { throw PlaygroundError("--screenshot: \(error)", exitCode: 1) }
            print("screenshot: \(path)")
        }
        target.present()
        if let path = options.stateOut {
            // The cells' `text` is how the last frame set their labels: draw the final state once (a headless replay
            // may not have drawn it), so a session and its replay report the same.
            if options.screenshot == nil { drawFrame() }
            var state = StateSnapshot.make(interaction: interaction, layoutName: layoutLabel, itemIDs: dataSource.itemIDs,
                                           enlargedIDs: dataSource.enlargedIDs, frames: frameCount,
                                           declared: shownLayoutDeclarations, labels: cellLabelReports())
            state["overlays"] = openOverlays.map(\.rawValue)
            // Each open overlay's panels as drawn, [x, y, width, height] each: none covers another or the legend.
            state["overlayFrames"] = Dictionary(uniqueKeysWithValues: overlayFrames.map { ($0.key.rawValue, $0.value.map(StateSnapshot.rect)) })
            state["parameterPanel"] = ["selectedRow": parameterPanel.selectedRow, "scrollRow": parameterPanel.scrollRow as Any? ?? NSNull()]
            state["data"] = dataSet.name
            state["config"] = configSnapshot
            state["legend"] = showsLegend
            state["inspected"] = inspector.selectedKey.map { ["element": "\($0.category)", "indexPath": Array($0.indexPath)] } as Any? ?? NSNull()
            state["slowAnimations"] = collectionView.animationSpeed != 1
            state["unsavedEdits"] = hasUnsavedEdits
            if !LayoutFileWatcher.shared.isEmpty {
                let file = LayoutFileWatcher.shared.currentFile
                state["layoutFile"] = ["path": file.path, "error": file.error as Any? ?? NSNull()]
            }
            let images = imageStatistics
            state["zoomed"] = zoom.flatMap { z in z.isClosing ? nil : dataSource.item(at: z.indexPath)?.id } as Any? ?? NSNull()
            state["images"] = ["decoded": images.decoded, "cached": images.cached, "cacheBytes": images.cacheBytes,
                               "pending": images.pending, "failed": images.failed] as [String: Any]
            state["problems"] = collectionView.problems + images.failed
            state["emptyState"] = emptyStateMessage as Any? ?? NSNull()
            state["reorderStyle"] = interaction.reorderStyle.rawValue
            let refused = refusedDragToast.flatMap { r in toast.map { $0 == r } == true && lastFrameTime < r.until ? r.text : nil }
            state["refusedDrag"] = refused as Any? ?? NSNull()
            state["undo"] = ["undoable": dataSource.history.undoableCount, "redoable": dataSource.history.redoableCount]
            try StateSnapshot.write(state, to: path)
            print("state: \(path)")
        }
    }
}
