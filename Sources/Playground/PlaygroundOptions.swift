import ArgumentParser
import Foundation
import Renderer
import LayoutCore

/// A window or image size written WxH.
struct PixelSize: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int
    /// Largest side accepted: SDL's texture limit on common drivers.
    static let maximumSide = 16384

    init(width: Int, height: Int) { self.width = width; self.height = height }

    init?(parsing argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...Self.maximumSide).contains(w), (1...Self.maximumSide).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    var description: String { "\(width)x\(height)" }
}

/// Options shared by the window and headless runs.
struct PlaygroundOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Layout to show: \(LayoutName.allowed) (default flow).", valueName: "name"))
    var layout: String?

    @Option(name: .customLong("layout-file"), help: ArgumentHelp("A compositional layout file (JSON, see docs/Playground.md), repeatable: E shows them in turn (as layout 'file'; without --layout it is shown at start); each animates to its new form when saved.", valueName: "FILE"))
    var layoutFiles: [String] = []

    @Option(name: .long, help: ArgumentHelp("Data: demo (colored items), classes (Assets/class-hierarchy.json) or a JSON file of sections of items (see docs/Playground.md); default: classes for --layout tree, demo otherwise.", valueName: "set|FILE"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("Show every image in this folder (PNG, JPEG, GIF, BMP, WebP; recursively, sorted by name, a section per subfolder), e.g. Assets/photos.", valueName: "DIR"))
    var photos: String?

    @Option(name: [.customLong("image-cache")], parsing: .unconditional, help: ArgumentHelp("Memory for decoded thumbnails in MB (16…4096; default 256).", valueName: "MB"))
    var imageCacheMB: Int = 256

    /// Decoding threads (default: 2 in the window, none headless, which decodes in line); the photo benchmark runs
    /// headless with workers, as the window does.
    @Option(name: [.customLong("image-workers")], parsing: .unconditional, help: .hidden)
    var imageWorkers: Int?

    @Option(name: .long, help: ArgumentHelp("JSON file setting the layout, each layout's parameters and the data (see docs/Playground.md); options given on the command line win.", valueName: "FILE"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Write every input event with its time, and the start-up options, to this file (JSON lines; see docs/Playground.md).", valueName: "FILE"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("Play back a recording made with --record (in the window, or with --headless); its options are used.", valueName: "FILE"))
    var replay: String?

    @Option(name: [.customLong("pixel-ratio")], parsing: .unconditional, help: ArgumentHelp("Headless only: pixels per point (1…4), to render as a HiDPI display would.", valueName: "r"))
    var pixelRatio: Double?

    @Option(name: .long, help: ArgumentHelp("Overlays open at start, comma-separated: \(OverlayName.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "list"))
    var show: String?

    // Numbers are parsed unconditionally so "-5" reaches validation (a clear range error) instead of reading as a flag.
    @Option(name: .customLong("items"), parsing: .unconditional, help: ArgumentHelp("Number of demo items in all (0…10000000; default 240).", valueName: "n"))
    var itemCount: Int?

    @Option(name: .customLong("sections"), parsing: .unconditional, help: ArgumentHelp("Number of demo sections (0…100000; default 6).", valueName: "s"))
    var sectionCount: Int?

    /// Demo items in all.
    var items: Int { itemCount ?? 240 }
    /// Demo sections.
    var sections: Int { sectionCount ?? 6 }

    @Option(name: .long, help: ArgumentHelp("Window or image size in pixels, WxH (each 1…\(PixelSize.maximumSide)).", valueName: "WxH"))
    var size: String = "1280x800"

    @Flag(name: .long, help: "No window: render offscreen with SDL's software renderer at fixed 1/60 s steps (identical output every run).")
    var headless = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Exit after this many frames (1 or more).", valueName: "n"))
    var frames: Int?

    @Option(name: .long, help: ArgumentHelp("Write a PNG of the last frame here at exit.", valueName: "path"))
    var screenshot: String?

    @Option(name: [.customLong("state-out")], help: ArgumentHelp("Write the final state as JSON here at exit.", valueName: "path"))
    var stateOut: String?

    @Option(name: .long, help: ArgumentHelp("TrueType font to draw text with (default: Assets/fonts, then DejaVu Sans).", valueName: "path"))
    var font: String?

    @Option(name: [.customLong("content-offset")], parsing: .unconditional, help: ArgumentHelp("Start scrolled to this content offset, X,Y (clamped to the content).", valueName: "X,Y"))
    var contentOffset: String?

    @Option(name: [.customLong("switch-to")], help: ArgumentHelp("After the first frame, switch to this layout, animated (for screenshots mid-transition with --frames).", valueName: "name"))
    var switchTo: String?

    @Flag(name: .customLong("demo-images"), help: "Demo items show pictures from Assets/photos, in turn by item number.")
    var demoImages = false

    @Flag(name: .long, help: "Flow as a horizontal carousel: one row of large cards; momentum stops with a card centred.")
    var carousel = false

    @Option(name: .long, help: ArgumentHelp("Window renderer: auto (hardware when present), software or opengl; headless is always software.", valueName: "name"))
    var renderer: String = "auto"

    @Flag(name: .long, help: "Same as --renderer software.")
    var software = false

    /// The renderer the window asks for.
    var rendererDriver: RenderTarget.Driver { software ? .software : (RenderTarget.Driver(rawValue: renderer) ?? .auto) }

    /// The parsed layout name (valid after `validate()`).
    var layoutName: LayoutName {
        // --layout-file alone shows the file's layout (loaded by `validate()`); --carousel asks for flow.
        layout.flatMap { LayoutName.named($0, layoutFiles: !layoutFiles.isEmpty) } ?? (layoutFiles.isEmpty || carousel ? nil : .file) ?? .flow
    }
    /// The data set to show.
    var dataSet: DataSet { photos.map(DataSet.photos) ?? data.map(DataSet.init(argument:)) ?? layoutName.entry.data }
    /// Overlays to open at start (valid after `validate()`).
    var overlays: [OverlayName] { (show ?? "").split(separator: ",").compactMap { OverlayName(rawValue: $0.trimmingCharacters(in: .whitespaces)) } }

    /// The parsed starting content offset (valid after `validate()`).
    var startOffset: Point? { contentOffset.flatMap(Self.parsePoint) }

    static func parsePoint(_ s: String) -> Point? {
        let parts = s.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }

    /// The parsed size (valid after `validate()`).
    var pixelSize: PixelSize { PixelSize(parsing: size) ?? PixelSize(width: 1280, height: 800) }

    mutating func validate() throws {
        if let config {
            let file = try ConfigFile.load(config)
            // Conflicts that come from the file are reported against the file's fields, not options never typed.
            let effectiveData = (data ?? file.data).map(DataSet.init(argument:))
                ?? ((layout ?? file.layout).flatMap { LayoutName.named($0, layoutFiles: !layoutFiles.isEmpty) } ?? .flow).entry.data
            if effectiveData != .demo, let field = file.items != nil ? "items" : (file.sections != nil ? "sections" : nil) {
                throw ValidationError("--config: '\(config)': \(field): only the demo data has a size to set; the data here is \(effectiveData.name)")
            }
            if file.carousel, let l = layout ?? file.layout, LayoutName(rawValue: l)?.entry.carouselName == nil {
                throw ValidationError("--config: '\(config)': carousel: the carousel is a flow layout, but the layout is \(l)")
            }
            layout = layout ?? file.layout
            data = data ?? file.data
            itemCount = itemCount ?? file.items
            sectionCount = sectionCount ?? file.sections
            carousel = carousel || file.carousel
        }
        if let photos {
            if data != nil { throw ValidationError("--photos and --data cannot be combined; the photos are the data") }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: photos, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--photos: '\(photos)' is not a folder; give a folder of images, e.g. --photos Assets/photos")
            }
        }
        // Demo pictures go to the demo data only: with photos or a data file they would never show.
        if demoImages, photos != nil || ![nil, "demo", "classes"].contains(data) {
            throw ValidationError("--demo-images: the pictures are for the demo data; drop it, or use the file's own (an item's \"image\" field, or --photos)")
        }
        guard (16...4096).contains(imageCacheMB) else {
            throw ValidationError("--image-cache: \(imageCacheMB) MB is out of range; allowed: 16…4096")
        }
        // Layout files are read (to check them: the session's layout shelf reads them again and watches them)
        // before --layout is checked: they add the layout called "file".
        if !layoutFiles.isEmpty {
            do { _ = try LayoutFileWatcher.load(layoutFiles) } catch let e as PlaygroundError {
                throw ValidationError(e.message)
            }
        }
        let allowed = LayoutName.allowed(layoutFiles: !layoutFiles.isEmpty)
        if let layout, LayoutName.named(layout, layoutFiles: !layoutFiles.isEmpty) == nil {
            if LayoutName.planned.contains(layout) {
                throw ValidationError("--layout: '\(layout)' is not available yet; allowed: \(allowed)")
            }
            throw ValidationError("--layout: unknown layout '\(layout)'; allowed: \(allowed)")
        }
        if RenderTarget.Driver(rawValue: renderer) == nil {
            throw ValidationError("--renderer: unknown renderer '\(renderer)'; allowed: \(RenderTarget.Driver.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let switchTo, LayoutName.named(switchTo, layoutFiles: !layoutFiles.isEmpty) == nil {
            throw ValidationError("--switch-to: unknown layout '\(switchTo)'; allowed: \(allowed)")
        }
        if switchTo != nil, headless, let frames, frames < 2 {
            throw ValidationError("--switch-to: the switch starts after the first frame; give --frames 2 or more")
        }
        if carousel && layoutName.entry.carouselName == nil {
            throw ValidationError("--carousel: the carousel is a flow layout; drop --layout \(layoutName.rawValue) or --carousel")
        }
        if case .file(let path) = dataSet, !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--data: '\(path)' is neither a data set (\(DataSet.names.joined(separator: ", "))) nor an existing file; check the path")
        }
        if let bad = (show ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { OverlayName(rawValue: $0) == nil }) {
            throw ValidationError("--show: unknown overlay '\(bad)'; allowed: \(OverlayName.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let pixelRatio {
            guard pixelRatio.isFinite, (1...4).contains(pixelRatio) else {
                throw ValidationError("--pixel-ratio: \(pixelRatio.compact) is out of range; allowed: 1…4")
            }
            guard headless else { throw ValidationError("--pixel-ratio: only for --headless; a window takes the display's own ratio") }
        }
        if record != nil && replay != nil {
            throw ValidationError("--record and --replay cannot be combined; replay first, then record a new session")
        }
        guard PixelSize(parsing: size) != nil else {
            throw ValidationError("--size: '\(size)' is not a size; use WxH with each side 1…\(PixelSize.maximumSide), e.g. 1280x800")
        }
        if let contentOffset, Self.parsePoint(contentOffset) == nil {
            throw ValidationError("--content-offset: '\(contentOffset)' is not a point; use X,Y, e.g. 0,1200")
        }
        if dataSet != .demo && (itemCount != nil || sectionCount != nil) {
            throw ValidationError("--items/--sections: only the demo data has a size to set; add --data demo, or drop them")
        }
        guard (0...10_000_000).contains(items) else {
            throw ValidationError("--items: \(items) is out of range; allowed: 0…10000000")
        }
        guard (0...100_000).contains(sections) else {
            throw ValidationError("--sections: \(sections) is out of range; allowed: 0…100000")
        }
        if sections == 0 && items > 0 && (itemCount != nil || sectionCount != nil) {
            throw ValidationError("--sections: 0 sections cannot hold \(items) items; give --sections 1 or more, or --items 0")
        }
        if let frames, frames < 1 { throw ValidationError("--frames: \(frames) is not allowed; give 1 or more") }
        if headless && frames == nil { frames = 1 }
    }
}
