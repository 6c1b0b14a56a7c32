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

    /// The demo options, checked by the same rules as the window's; errors keep their one-line wording.
    private func demoOptions() throws -> PlaygroundOptions {
        do {
            return try PlaygroundOptions.parse(["--layout", layout, "--items", "\(items)", "--sections", "\(sections)", "--size", size])
        } catch {
            throw ValidationError(PlaygroundOptions.message(for: error))
        }
    }

    func validate() throws {
        if input == nil { _ = try demoOptions() }
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
            let demo = DemoDataSource(sections: try DemoData.make(items: items, sections: sections, assets: try AssetLocator()),
                                      usesItemSizes: true)
            let s = options.pixelSize
            let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: Double(s.width), height: Double(s.height)),
                                        itemCounts: demo.sections.map(\.items.count), delegate: demo)
            geometry = PlaygroundApp.makeLayout(options.layoutName).prepare(in: context)
            withExtendedLifetime(demo) {}
        }
        print(LayoutDump.json(geometry))
    }
}
