import Foundation
import LayoutCore
import Testing
@testable import Playground

/// "Copy as Swift" (Ctrl+Shift+C): the code sets every parameter to the layout's exact value, and the code for
/// the default layouts is checked in beside a client of the library, where `make examples` compiles it.
@Suite("Copy as Swift")
struct SwiftCodeExportTests {
    private func lines(_ layout: any CollectionLayout) throws -> [String] {
        let code = try #require(SwiftCodeExport.code(for: layout))
        return code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func catalogLayout(_ name: String, _ setup: LayoutCatalog.Setup = .init()) throws -> any CollectionLayout {
        try #require(LayoutCatalog.builtIn.first { $0.name == name }).make(setup)
    }

    @Test("flow: the demo's decorated flow, every parameter, and a pinched one's exact numbers")
    func flow() throws {
        let code = try lines(catalogLayout("flow"))
        #expect(code.first == "import LayoutCore")
        #expect(code.contains("func makeFlowLayout() -> any CollectionLayout {"))
        for line in [
            "var flow = FlowLayout()", "flow.scrollDirection = .vertical", "flow.itemSize = Size(width: 110, height: 70)",
            "flow.estimatedItemSize = Size(width: 0, height: 0)", "flow.itemScale = 1", "flow.minimumLineSpacing = 10",
            "flow.minimumInteritemSpacing = 10", "flow.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)",
            "flow.headerReferenceSize = Size(width: 0, height: 40)", "flow.footerReferenceSize = Size(width: 0, height: 24)",
            "flow.sectionHeadersPinToVisibleBounds = true", "flow.sectionFootersPinToVisibleBounds = false",
            "return SectionBackgroundDecorator(base: flow)",
        ] { #expect(code.contains(line), "\(line)") }

        var flow = FlowLayout()
        flow.itemSize = Size(width: 137.25, height: 70.125)
        flow.estimatedItemSize = FlowLayout.automaticSize
        flow.scrollDirection = .horizontal
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 800, height: 600), itemCounts: [3])
        let pinched = try #require(flow.pinched(by: 1.37, in: context) as? FlowLayout)
        let tuned = try lines(SectionBackgroundDecorator(base: pinched, defaultColor: Color(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)))
        #expect(tuned.contains("flow.itemSize = Size(width: 137.25, height: 70.125)"))
        #expect(tuned.contains("flow.itemScale = 1.37"))
        #expect(tuned.contains("flow.estimatedItemSize = FlowLayout.automaticSize"))
        #expect(tuned.contains("flow.scrollDirection = .horizontal"))
        #expect(tuned.last == "}")
        #expect(tuned.contains("return SectionBackgroundDecorator(base: flow, defaultColor: Color(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))"))
    }

    @Test("carousel: the flow it wraps, horizontal, with the card size and insets it was given for the window")
    func carousel() throws {
        var setup = LayoutCatalog.Setup(); setup.carousel = true
        let code = try lines(catalogLayout("flow", setup))
        #expect(code.contains("func makeCarouselLayout() -> any CollectionLayout {"))
        // 1280 × 800 window: a 280 × 420 card, side insets (1280 − 280) / 2, vertical (800 − 420) / 2.
        for line in [
            "flow.scrollDirection = .horizontal", "flow.itemSize = Size(width: 280, height: 420)", "flow.minimumLineSpacing = 36",
            "flow.minimumInteritemSpacing = 2000", "flow.sectionInset = EdgeInsets(top: 190, left: 500, bottom: 190, right: 500)",
            "return CarouselLayout(flow: flow)",
        ] { #expect(code.contains(line), "\(line)") }
    }

    @Test("circle: automatic radius is nil, a set one exact")
    func circle() throws {
        let automatic = try lines(catalogLayout("circle"))
        #expect(automatic.contains("circle.radius = nil"))
        #expect(automatic.contains("circle.itemSize = Size(width: 70, height: 70)"))
        let set = try lines(CircleLayout(radius: 241.5, itemSize: Size(width: 64, height: 48)))
        #expect(set.contains("circle.radius = 241.5"))
        #expect(set.contains("circle.itemSize = Size(width: 64, height: 48)"))
        #expect(set.contains("return circle"))
    }

    @Test("tree: compact, item size, spacings and insets")
    func tree() throws {
        var setup = LayoutCatalog.Setup(); setup.compactTree = true
        var tree = try #require(catalogLayout("tree", setup) as? TreeLayout)
        tree.verticalSpacing = 17.5
        let code = try lines(tree)
        for line in [
            "var tree = TreeLayout(compact: true)", "tree.itemSize = Size(width: 176, height: 36)", "tree.horizontalSpacing = 60",
            "tree.verticalSpacing = 17.5", "tree.insets = EdgeInsets(top: 8.75, left: 30, bottom: 8.75, right: 30)", "return tree",
        ] { #expect(code.contains(line), "\(line)") }
    }

    @Test("waterfall: the demo's decorated one, and a preferred column width")
    func waterfall() throws {
        let code = try lines(catalogLayout("waterfall"))
        for line in [
            "var waterfall = WaterfallLayout(columnCount: 6)", "waterfall.preferredColumnWidth = nil", "waterfall.minimumColumnSpacing = 10",
            "waterfall.minimumInteritemSpacing = 10", "waterfall.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)",
            "waterfall.headerHeight = 40", "waterfall.footerHeight = 24", "waterfall.itemHeight = 50",
            "return SectionBackgroundDecorator(base: waterfall)",
        ] { #expect(code.contains(line), "\(line)") }
        var pinched = WaterfallLayout(columnCount: 4)
        pinched.preferredColumnWidth = 183.75
        #expect(try lines(pinched).contains("waterfall.preferredColumnWidth = 183.75"))
    }

    /// A layout of a client's, with no `SwiftCodeExportable` conformance: the flow's frames under another name.
    private struct ClientLayout: CollectionLayout {
        var decorationViews = DecorationRegistry()
        var name: String { "client" }
        func prepare(in context: LayoutContext) -> any LayoutGeometry { FlowLayout().prepareGeometry(in: context) }
        func isEqual(to other: any CollectionLayout) -> Bool { other is ClientLayout }
    }

    @Test("a layout that declares no export writes no code and says so by name; a decorator exports as what it wraps does")
    func undeclaredLayout() throws {
        let client = ClientLayout()
        #expect(SwiftCodeExport.code(for: client) == nil)
        #expect(SwiftCodeExport.refusal(for: client)
                == "the client layout does not declare how to write itself as Swift (no SwiftCodeExportable conformance)")
        // Every catalog layout declares one: none is refused.
        for name in LayoutName.allCases {
            #expect(SwiftCodeExport.refusal(for: LayoutShelf.makeLayout(name)) == nil, "\(name.rawValue)")
        }
        // The decorator around a layout without an export has none either (and says why: its base's reason).
        let decorated = SectionBackgroundDecorator(base: CompositionalLayout { _, _ in nil })
        #expect(SwiftCodeExport.code(for: decorated) == nil)
        #expect(SwiftCodeExport.refusal(for: decorated) == "the compositional layout's sections come from a provider closure")
    }

    @Test("compositional: the G layout, written with the library's names; a section provider cannot be written")
    func compositional() throws {
        let code = try lines(catalogLayout("compositional"))
        #expect(code.contains("func makeCompositionalLayout() -> CompositionalLayout {"))
        for line in [
            "var item2 = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))",
            "var group1 = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.3333333333333333), "
                + "heightDimension: .fractionalHeight(1)), subitem: item2, count: 2)",
            "var group2 = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), "
                + "heightDimension: .absolute(260)), subitems: [item1, group1])",
            "section2.orthogonalScrollingBehavior = .groupPaging",
            "group5.interItemSpacing = .fixed(6)",
            "var header1 = CollectionLayoutBoundarySupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), "
                + "heightDimension: .absolute(40)), elementKind: ElementKind.sectionHeader, alignment: .top)",
            "header1.pinToVisibleBounds = true", "header1.zIndex = 10",
            "configuration.interSectionSpacing = 12",
            "return CompositionalLayout(sections: [section1, section2, section3, section4], configuration: configuration)",
        ] { #expect(code.contains(line), "\(line)") }
        let provided = CompositionalLayout { _, _ in nil }
        #expect(SwiftCodeExport.code(for: provided) == nil)
        #expect(SwiftCodeExport.refusal(for: provided) == "the compositional layout's sections come from a provider closure")
        #expect(SwiftCodeExport.functionStem("Assets/layouts/section-backgrounds.json") == "sectionBackgrounds")
        #expect(SwiftCodeExport.functionStem("2up.json") == "file2up")
    }

    /// The code of every layout file in Assets/layouts, as checked in beside these tests (so compiled with them),
    /// with a table from file name to function.
    static func layoutFilesCode() throws -> String {
        var out = "// Generated by the playground's Copy as Swift (Ctrl+Shift+C) for every file in Assets/layouts.\n"
            + "// Tests/PlaygroundTests/SwiftCodeExportTests.swift checks this file equals what it generates now and that\n"
            + "// each function builds exactly the frames of its file (regenerate: UPDATE_GENERATED=1 swift test --filter SwiftCodeExportTests).\n\n"
        var table: [String] = []
        for file in LayoutFileAssetsTests.files {
            let layout = try LayoutFileWatcher.parse(LayoutFileAssetsTests.folder + "/" + file)
            let code = try #require(SwiftCodeExport.code(for: layout, file: file))
            // One `import LayoutCore` for the whole file.
            out += (out.contains("import LayoutCore\n") ? String(code.dropFirst("import LayoutCore\n\n".count)) : code) + "\n"
            let stem = SwiftCodeExport.functionStem(file)
            table.append("    \(file.debugDescription): make\(stem.prefix(1).uppercased() + stem.dropFirst())Layout,")
        }
        return out + "/// Each function above by the file it was generated from.\n"
            + "let layoutFilesAsSwift: [String: @Sendable () -> CompositionalLayout] = [\n" + table.joined(separator: "\n") + "\n]\n"
    }

    static let layoutFilesPath = ProcessRunner.packageRoot + "/Tests/PlaygroundTests/Generated/LayoutFilesAsSwift.swift"

    @Test("the generated code for Assets/layouts is the file compiled with these tests")
    func layoutFilesCheckedIn() throws {
        let expected = try Self.layoutFilesCode()
        if ProcessInfo.processInfo.environment["UPDATE_GENERATED"] == "1" {
            try expected.write(toFile: Self.layoutFilesPath, atomically: true, encoding: .utf8)
        }
        let file = try String(contentsOfFile: Self.layoutFilesPath, encoding: .utf8)
        #expect(file == expected, "regenerate with UPDATE_GENERATED=1 swift test --filter SwiftCodeExportTests")
    }

    @Test("each layout file's Swift, compiled, builds exactly the frames of the file's layout", arguments: LayoutFileAssetsTests.files)
    func layoutFileFrames(file: String) throws {
        let parsed = try LayoutFileWatcher.parse(LayoutFileAssetsTests.folder + "/" + file)
        let make = try #require(layoutFilesAsSwift[file], "regenerate with UPDATE_GENERATED=1 swift test --filter SwiftCodeExportTests")
        var built = make()
        built.name = parsed.name
        #expect(built == parsed)
        for (bounds, counts) in [(Rect(x: 0, y: 0, width: 390, height: 844), [20, 7, 0, 3]), (Rect(x: 0, y: 0, width: 1280, height: 800), [1, 40, 5, 12, 2])] {
            let context = LayoutContext(bounds: bounds, itemCounts: counts)
            let expected = LayoutDump.json(parsed.prepare(in: context), itemCounts: counts)
            #expect(LayoutDump.json(built.prepare(in: context), itemCounts: counts) == expected)
            #expect(expected.contains("\"cell\""))
        }
    }

    @Test("Ctrl+Shift+C is Copy as Swift (Ctrl+C stays copy)")
    func hotkey() {
        #expect(HotkeyMap.binding(for: KeyEvent(.character("c"), modifiers: [.control, .shift], timestamp: .zero))?.action == .copyAsSwift)
        #expect(HotkeyMap.binding(for: KeyEvent(.character("c"), modifiers: .control, timestamp: .zero))?.action == .interaction)
    }

    @Test("headless, Ctrl+Shift+C prints the layout as the panel left it, compositional too")
    func pressed() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        func run(_ layout: String) throws -> String {
            let recording = try RecordedReplay.write(options: ["--layout", layout, "--show", "parameters"], lines: [
                #"{"frame": 0, "viewport": [1280, 800]}"#, #"{"key": "-", "mods": [], "t": 0.1}"#, #"{"frame": 0.1}"#,
                #"{"key": "c", "mods": ["shift", "ctrl"], "t": 0.2}"#, #"{"frame": 0.2}"#, #"{"quit": true}"#], in: dir, name: layout)
            let r = try RecordedReplay.play(recording)
            #expect(r.status == 0, "stderr: \(r.stderr)")
            return r.stdout
        }
        // "-" on the first row: six columns become five.
        var waterfall = try #require(catalogLayout("waterfall") as? SectionBackgroundDecorator<WaterfallLayout>)
        waterfall.base.columnCount = 5
        #expect(try run("waterfall").contains(try #require(SwiftCodeExport.code(for: waterfall))))
        // "-" on the first row: interSectionSpacing 12 becomes 8.
        var compositional = try #require(catalogLayout("compositional") as? CompositionalLayout)
        compositional.configuration.interSectionSpacing = 8
        #expect(try run("compositional").contains(try #require(SwiftCodeExport.code(for: compositional))))
    }

    /// The default layouts' code, as checked in where `make examples` compiles it (and its tests use it).
    static func defaultLayoutsFile() -> String {
        var carousel = LayoutCatalog.Setup(); carousel.carousel = true
        let layouts = LayoutCatalog.builtIn.map { $0.make(.init()) } + [LayoutCatalog.builtIn[0].make(carousel)]
        return "// Generated by the playground's Copy as Swift (Ctrl+Shift+C) for its default layouts (1280 × 800 window).\n"
            + "// Tests/PlaygroundTests/SwiftCodeExportTests.swift checks this file equals what it generates now.\n\n"
            + layouts.compactMap { SwiftCodeExport.code(for: $0) }.joined(separator: "\n")
    }

    @Test("the generated code for the default layouts is the file the UIKitClient example compiles")
    func checkedInFile() throws {
        let path = ProcessRunner.packageRoot + "/Examples/UIKitClient/Tests/UIKitClientTests/PlaygroundLayouts.swift"
        let expected = Self.defaultLayoutsFile()
        if ProcessInfo.processInfo.environment["UPDATE_GENERATED"] == "1" { try expected.write(toFile: path, atomically: true, encoding: .utf8) }
        let file = try String(contentsOfFile: path, encoding: .utf8)
        #expect(file == expected, "regenerate with UPDATE_GENERATED=1 swift test --filter SwiftCodeExportTests")
    }
}
