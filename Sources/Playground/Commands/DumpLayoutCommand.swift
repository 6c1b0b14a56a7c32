import ArgumentParser
import LayoutCore

/// `playground dump-layout`: prints a layout's elements and exact frames as JSON.
struct DumpLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground dump-layout",
        abstract: "Print a layout as JSON: a flow case from --input, or the demo data in any layout.",
        discussion: """
            Case file (--input): {"width": 320, "height": 480, "scrollDirection": "vertical" | "horizontal",
              "sections": [{"items": [[w, h], ...], "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0},
                            "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,
                            "headerSize": [w, h], "footerSize": [w, h]}, ...]}
            Output: {"contentSize": [w, h], "elements": [{"category": "cell" | "header" | "footer" | "decoration",
              "kind": "...", "section": s, "item": i, "frame": [x, y, w, h]}, ...]}
            """)

    @Option(name: .long, help: ArgumentHelp("A flow-layout case file (JSON, format below).", valueName: "path"))
    var input: String?

    @Option(name: .long, help: ArgumentHelp("Layout for the demo data: \(LayoutName.allowed).", valueName: "name"))
    var layout: String = "flow"

    @Option(name: .long, help: ArgumentHelp("Number of demo items.", valueName: "n"))
    var items: Int = 240

    @Option(name: .long, help: ArgumentHelp("Number of demo sections.", valueName: "s"))
    var sections: Int = 6

    @Option(name: .long, help: ArgumentHelp("Collection view size, WxH.", valueName: "WxH"))
    var size: String = "1280x800"

    @Option(name: .long, help: ArgumentHelp("Demo data set: demo or classes (default: classes for tree).", valueName: "set"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("Print the transition from --layout to this layout instead.", valueName: "name"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp("Transition progress for --to, 0…1.", valueName: "p"))
    var progress: Double = 0.5

    /// The demo options, checked by the same rules as the window's; errors keep their one-line wording.
    private func demoOptions() throws -> PlaygroundOptions {
        do {
            var args = ["--layout", layout, "--items", "\(items)", "--sections", "\(sections)", "--size", size]
            if let data { args += ["--data", data] }
            return try PlaygroundOptions.parse(args)
        } catch {
            throw ValidationError(PlaygroundOptions.message(for: error))
        }
    }

    func validate() throws {
        if input == nil { _ = try demoOptions() }
        if let to, LayoutName(rawValue: to) == nil {
            throw ValidationError("--to: unknown layout '\(to)'; allowed: \(LayoutName.allowed)")
        }
        guard progress.isFinite, (0...1).contains(progress) else {
            throw ValidationError("--progress: \(progress) is out of range; allowed: 0…1")
        }
        if input != nil && to != nil { throw ValidationError("--to: transitions are dumped for the demo data, not with --input") }
    }

    func run() throws {
        let geometry: any LayoutGeometry
        if let input {
            let flowCase = try FlowCase.load(path: input)
            let (layout, delegate) = flowCase.makeLayout()
            let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: flowCase.width, height: flowCase.height),
                                        itemCounts: delegate.itemCounts, delegate: delegate)
            geometry = layout.prepare(in: context)
            withExtendedLifetime(delegate) {}
        } else {
            let options = try demoOptions()
            let demo = DemoDataSource(sections: try PlaygroundApp.loadData(options.dataSet, options: options, assets: try AssetLocator()),
                                      usesItemSizes: true)
            let s = options.pixelSize
            let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: Double(s.width), height: Double(s.height)),
                                        itemCounts: demo.sections.map(\.items.count), delegate: demo)
            let current = PlaygroundApp.makeLayout(options.layoutName)
            if let next = to.flatMap(LayoutName.init(rawValue:)) {
                var transition = TransitionLayout(currentLayout: current, nextLayout: PlaygroundApp.makeLayout(next))
                transition.transitionProgress = progress
                geometry = transition.prepare(in: context)
            } else {
                geometry = current.prepare(in: context)
            }
            withExtendedLifetime(demo) {}
        }
        print(LayoutDump.json(geometry))
    }
}
