import ArgumentParser
import LayoutCore

/// `playground dump-layout`: prints a layout's elements and exact frames as JSON.
struct DumpLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground dump-layout",
        abstract: "Print a layout as JSON: a flow or compositional case from --input, or the demo data in any layout.",
        discussion: """
            Case file (--input): {"width": 320, "height": 480, "scrollDirection": "vertical" | "horizontal",
              "sections": [{"items": [[w, h], ...], "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0},
                            "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,
                            "headerSize": [w, h], "footerSize": [w, h]}, ...]}
            Compositional case: {"width": 320, "height": 480, "itemCounts": [n, ...], "compositional": LAYOUT}, LAYOUT
              as a layout file (docs/Playground.md, "Compositional layout"); boundary items of kind header/footer print as those
              categories, other kinds as "supplementary" with their "kind".
            Output: {"parameters": {...} (demo data, no --to), "contentSize": [w, h], "elements": [{"category": "cell" | "header" | "footer" | "decoration",
              "kind": "...", "section": s, "item": i, "frame": [x, y, w, h]}, ...]}
            """)

    @Option(name: .long, help: ArgumentHelp("A flow or compositional case file (JSON, format below).", valueName: "path"))
    var input: String?

    @Option(name: .long, help: ArgumentHelp("Layout for the demo data: \(LayoutName.allowed) (default flow).", valueName: "name"))
    var layout: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Number of demo items (default 240).", valueName: "n"))
    var items: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Number of demo sections (default 6).", valueName: "s"))
    var sections: Int?

    @Option(name: .long, help: ArgumentHelp("Collection view size, WxH (default 1280x800).", valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Demo data set: demo or classes (default: classes for tree).", valueName: "set"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("Print the transition from --layout to this layout instead.", valueName: "name"))
    var to: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Transition progress for --to, 0…1 (default 0.5).", valueName: "p"))
    var progress: Double = 0.5

    /// The demo options, checked by the same rules as the window's; errors keep their one-line wording.
    private func demoOptions() throws -> PlaygroundOptions {
        do {
            var args = ["--layout", layout ?? "flow", "--size", size ?? "1280x800"]
            if let items { args += ["--items", "\(items)"] }
            if let sections { args += ["--sections", "\(sections)"] }
            if let data { args += ["--data", data] }
            return try PlaygroundOptions.parse(args)
        } catch {
            throw ValidationError(PlaygroundOptions.message(for: error))
        }
    }

    func validate() throws {
        if input == nil { _ = try demoOptions() }
        if let to, LayoutName.named(to, layoutFiles: false) == nil {
            throw ValidationError("--to: unknown layout '\(to)'; allowed: \(LayoutName.allowed)")
        }
        guard progress.isFinite, (0...1).contains(progress) else {
            throw ValidationError("--progress: \(progress) is out of range; allowed: 0…1")
        }
        if input != nil {
            let demoOnly: [(String, Bool)] = [("--layout", layout != nil), ("--items", items != nil), ("--sections", sections != nil),
                                              ("--size", size != nil), ("--data", data != nil), ("--to", to != nil)]
            if let (option, _) = demoOnly.first(where: { $0.1 }) {
                throw ValidationError("\(option): applies to the demo data, not to --input (the case file sets its own size and metrics)")
            }
        }
    }

    func run() throws {
        let geometry: any LayoutGeometry
        let counts: [Int]
        var parameters: [LayoutParameter]?
        // A case file is read once: a "compositional" field makes it a compositional case, else a flow case.
        let caseObject = try input.map { try JSONFields.load($0, option: "--input", what: "layout case") }
        if let input, let object = caseObject, CompositionalCase.matches(object) {
            let compositional = try JSONFields.parse(input, option: "--input") { try CompositionalCase.parse(object) }
            geometry = compositional.geometry()
            counts = compositional.itemCounts
        } else if let input, let object = caseObject {
            let flowCase = try JSONFields.parse(input, option: "--input") { try FlowCase.parse(object) }
            let (layout, delegate) = flowCase.makeLayout()
            let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: flowCase.width, height: flowCase.height),
                                        itemCounts: delegate.itemCounts, delegate: delegate)
            geometry = layout.prepare(in: context)
            counts = delegate.itemCounts
            withExtendedLifetime(delegate) {}
        } else {
            let options = try demoOptions()
            let demo = DemoDataSource(sections: try DataLibrary.load(options.dataSet, options: options, assets: try AssetLocator()),
                                      usesItemSizes: true)
            let s = options.pixelSize
            let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: Double(s.width), height: Double(s.height)),
                                        itemCounts: demo.document.sections.map(\.items.count), delegate: demo)
            counts = demo.document.sections.map(\.items.count)
            let current = LayoutShelf.makeLayout(options.layoutName)
            if let next = to.flatMap(LayoutName.init(rawValue:)) {
                let transition = TransitionLayout(currentLayout: current, nextLayout: LayoutShelf.makeLayout(next))
                transition.transitionProgress = progress
                geometry = transition.prepare(in: context)
            } else {
                geometry = current.prepare(in: context)
                parameters = (current as? any AdjustableLayout)?.adjustableParameters
            }
            withExtendedLifetime(demo) {}
        }
        print(LayoutDump.json(geometry, itemCounts: counts, parameters: parameters))
    }
}
