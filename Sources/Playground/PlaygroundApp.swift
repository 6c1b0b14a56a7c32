import Foundation
import LayoutCore
import Renderer

/// The playground: a collection view over the demo data, drawn into a window (real time, vsync) or offscreen
/// (fixed 1/60 s steps, identical output every run). The composition root: it makes the parts, wires them and
/// routes input to them; each part has one job — the document (the items and their history), the data source
/// (cells, delegates, the edit menu), the layout shelf (which layout is shown and how each is configured), the
/// overlay stack, the data library (which data is shown, the file it saves to), the editor (the keys that edit
/// the document), the screen (window or offscreen target and drawing) and the frame driver (time, the run loops,
/// the end of a run).
final class PlaygroundApp {
    static let windowTitle = "Collection Playground"
    /// Frame period used for headless runs and for pacing when the driver ignores vsync.
    static let frameInterval = 1.0 / 60
    /// The collection view's `maximumLiveViewCount`: more views than this are not legible on one screen anyway.
    static let liveViewCap = 5_000

    let options: PlaygroundOptions
    let collectionView: CollectionView
    /// Pointer, key and wheel input → highlight, selection, focus, menus, drags, pinches.
    let interaction: CollectionViewInteraction
    /// The items, their revision, undo and redo history and the clipboard.
    let document: DemoDocument
    /// Cells, delegate answers and the edit menu over the document.
    let dataSource: DemoDataSource
    /// Which layout is shown, every layout's configuration and the app's own rows.
    let shelf: LayoutShelf
    /// Help, inspector, parameter panel, HUD, legend, toasts and the opened photo.
    var overlays = OverlayStack()
    /// The window or offscreen target, its drawing, screenshots and title.
    let screen: Screen
    /// Which data set is shown, the one set aside, and the data file Ctrl+S writes.
    let library: DataLibrary
    /// Delete, N, undo, redo and D, with the selection they leave, and the photo prefetcher.
    let editor: DocumentEditor
    /// Frames, time, input translation and recording: the run loops.
    let driver: FrameDriver

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
        let opened = try DataLibrary.open(options: options, assets: assets)
        library = opened.library
        document = DemoDocument(sections: opened.sections, photoPaths: opened.photoPaths)
        document.markSaved()

        // Config parameters are applied before any window opens, so a bad one costs nothing.
        let configured = try ConfiguredLayouts(options: options)
        // The session's layout files, watched for saves (options parsing read them once to check them).
        let layoutFiles = try LayoutFileWatcher.load(options.layoutFiles)
        dataSource = DemoDataSource(document: document, usesItemSizes: configured.usesItemSizes)
        let size = options.pixelSize
        let start = configured.layouts[options.layoutName]
            ?? LayoutShelf.makeLayout(options.layoutName, compactRows: configured.compactRows, carousel: options.carousel,
                                      viewport: Size(width: Double(size.width), height: Double(size.height)), layoutFiles: layoutFiles)

        screen = try Screen(options: options, assets: assets, fontPath: fontPath)
        let prefetcher = PhotoPrefetcher(images: screen.images, dataSource: dataSource)
        if case .file(let path) = options.dataSet { dataSource.imageFolder = DemoImages.folder(of: path) }
        dataSource.demoImages = try DemoImages.paths(for: library.dataSet, options: options, assets: assets)

        collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
                                        collectionViewLayout: LayoutShelf.startLayout(options.layoutName, configured: start, cells: dataSource))
        shelf = LayoutShelf(collectionView: collectionView, cells: dataSource, carousel: options.carousel, current: options.layoutName,
                            configurations: configured.layouts, compactRows: configured.compactRows, layoutFiles: layoutFiles)
        collectionView.onProblem = { message in Console.note(message) }
        // However many cells a layout shows at once (a circle of 100,000), at most this many get views; the
        // rest are drawn as plain quads of their color, so a frame's cost stays bounded.
        collectionView.maximumLiveViewCount = Self.liveViewCap
        // Self-sizing cells measure their labels with the fonts they are drawn with.
        collectionView.textMeasurer = screen.typesetter
        // The data source is a diffable one the document makes and holds (the demo data source stays the delegate).
        dataSource.register(in: collectionView)
        collectionView.delegate = dataSource
        // Prefetching only has work with photos: other data keeps its frames free of the region query.
        prefetcher.install(in: collectionView, active: dataSource.showsImages)
        if let offset = options.startOffset { collectionView.contentOffset = offset }
        interaction = CollectionViewInteraction(collectionView: collectionView)
        editor = DocumentEditor(collectionView: collectionView, interaction: interaction, document: document, dataSource: dataSource,
                                library: library, prefetcher: prefetcher)
        var recorder: SessionRecorder?
        if let path = options.record {
            let startup = try Recording.startup(arguments: arguments, options: options)
            recorder = try SessionRecorder(path: path, options: startup.options, files: startup.files)
        }
        driver = FrameDriver(recorder: recorder)
        for overlay in options.overlays { overlays.open(overlay) }
        wire()
    }

    /// Connects the parts: the interaction's callbacks, the inspector following its element, the timers.
    private func wire() {
        updateContentInset()
        // Prepares and view passes are timed for the inspector and the HUD in the window only: headless output
        // must be the same every run (the frame benchmark turns it on with `timesUpdateCycle()`).
        if !options.headless { timesUpdateCycle() }
        // A photo opens large; any other item grows (or shrinks back) through the size delegate, animated.
        interaction.doubleClickAction = { [weak self] ip in
            guard let self else { return }
            if let image = self.dataSource.image(at: ip) {
                if let zoom = PhotoZoom.opening(ip, image: image, in: self.collectionView, now: self.driver.lastFrameTime) { self.overlays.zoom = zoom }
            } else {
                self.dataSource.toggleEnlarged(ip)
                self.collectionView.invalidateLayout(animated: true)
            }
        }
        // A drag the layout refuses says why, rather than nothing happening.
        interaction.refusedReorderAction = { [weak self] _ in
            guard let self else { return }
            self.showToast(self.shelf.refusedDragMessage)
            self.overlays.toast.refusedDrag = self.overlays.toast.shown
        }
        // A drag is one undo step: from the lift, the moves it makes (each swap of seed 003's drag, each item of a
        // multi-item drop) are gathered, and recorded as one step once it has ended (dropped, cancelled or voided).
        interaction.dragDidBegin = { [weak document] in document?.beginDragGroup() }
        interaction.dragDidEnd = { [weak document] in document?.endDragGroup() }
        // The inspected element follows its item through edits, as the selection and the focus do.
        collectionView.onElementKeysChanged = { [weak self] mapping in self?.overlays.inspector.follow(mapping) }
    }

    /// Gives the collection view a clock, so prepares and visible-views passes are timed.
    func timesUpdateCycle() {
        let clock = ContinuousClock()
        let origin = clock.now
        collectionView.prepareTimer = { FrameTiming.ms(clock.now - origin) / 1000 }
        collectionView.visibleViewsTimer = collectionView.prepareTimer
    }

    /// Room below the content for the legend bar, so the last footer can scroll clear of it.
    func updateContentInset() {
        collectionView.contentInset = EdgeInsets(top: 0, left: 0, bottom: overlays.showsLegend ? Legend.height : 0, right: 0)
    }

    /// The rules for letting go of, scrubbing and cancelling transitions between layouts.
    var transitions: LayoutTransitions { LayoutTransitions(collectionView: collectionView, cells: dataSource) }

    /// Runs until quit (or `--frames`, or the recording's end), then writes the screenshot and state file.
    func run(replaying recording: Recording? = nil) throws { try driver.run(self, replaying: recording) }

    /// One frame (the frame driver's), for the fuzzer, the benchmarks and the tests.
    @discardableResult
    func frame(now: Timestamp, present: Bool = true, draws: Bool = true, input: () -> Void = {}) -> FrameTiming {
        driver.frame(self, now: now, present: present, draws: draws, input: input)
    }

    /// The model part of a frame alone (the fuzzer's step).
    func modelStep(now: Timestamp) { driver.modelStep(self, now: now) }

    /// Shows a line at the bottom of the window for a while.
    func showToast(_ text: String, seconds: Double = 2.5) {
        overlays.toast.show(text, now: driver.lastFrameTime, seconds: seconds)
    }

    /// Decodes and caches the photos cells show.
    var images: ImagePipeline { screen.images }
    /// The image pipeline's counts for the state file.
    var imageStatistics: ImageStatistics { screen.images.statistics }
    /// The SDL render driver in use.
    var rendererName: String { screen.target.rendererName }
}
