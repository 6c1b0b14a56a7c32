import Testing
@testable import LayoutCore

/// Every layout in the project, as the conformance test configures it from a seed.
enum ConformanceCase: String, CaseIterable, Sendable {
    case flowVertical, flowHorizontal, flowPinned, flowNegativeMetrics, circle, tree, treeCompact, waterfall
    case decoratedFlow, decoratedNegativeFlow, decoratedWaterfall, decoratedCircle, carousel

    /// The layout and context for a seed; `keep` holds the delegate the context only references weakly.
    struct Fixture {
        let layout: any CollectionLayout
        let context: LayoutContext
        let keep: AnyObject?
    }

    func fixture(seed: UInt64) -> Fixture {
        var g = SplitMix64(seed: seed ^ UInt64(Self.allCases.firstIndex(of: self)!) << 32)
        switch self {
        case .flowVertical, .flowHorizontal, .flowPinned, .carousel:
            let config = RandomFlowConfig(seed: seed)
            var flow = config.layout
            flow.scrollDirection = self == .flowVertical ? .vertical : .horizontal
            if self == .flowPinned {
                flow.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
                flow.sectionHeadersPinToVisibleBounds = true
                flow.sectionFootersPinToVisibleBounds = Bool.random(using: &g)
            }
            let layout: any CollectionLayout = self == .carousel ? CarouselLayout(flow: flow) : flow
            return Fixture(layout: layout, context: context(config.viewport, config.counts, config.delegate, &g), keep: config.delegate)
        case .flowNegativeMetrics, .decoratedNegativeFlow:
            let config = Self.negativeFlow(seed: seed, &g)
            let delegate = ColoredSections(metrics: config.delegate)
            let layout: any CollectionLayout = self == .flowNegativeMetrics ? config.layout
                : SectionBackgroundDecorator(base: config.layout, defaultColor: Color(hex: 0x808080))
            return Fixture(layout: layout, context: context(config.viewport, config.counts, delegate, &g), keep: delegate)
        case .decoratedFlow:
            let config = RandomFlowConfig(seed: seed)
            var colors: [Int: Color] = [:]
            for s in config.counts.indices where Bool.random(using: &g) { colors[s] = Color(hex: 0xE05050) }
            var flow = config.layout
            flow.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
            flow.sectionHeadersPinToVisibleBounds = Bool.random(using: &g)
            let delegate = ColoredSections(colors: colors, metrics: config.delegate)
            let layout = SectionBackgroundDecorator(base: flow, defaultColor: Bool.random(using: &g) ? Color(hex: 0x808080) : nil)
            return Fixture(layout: layout, context: context(config.viewport, config.counts, delegate, &g), keep: delegate)
        case .waterfall, .decoratedWaterfall:
            let config = RandomWaterfallConfig(seed: seed)
            let layout: any CollectionLayout = self == .waterfall ? config.layout
                : SectionBackgroundDecorator(base: config.layout, defaultColor: Color(hex: 0x5070E0))
            return Fixture(layout: layout, context: context(config.viewport, config.counts, config.delegate, &g), keep: config.delegate)
        case .circle, .decoratedCircle:
            var circle = CircleLayout()
            if Bool.random(using: &g) { circle.radius = Double.random(in: 20...400, using: &g) }
            circle.itemSize = Size(width: Double.random(in: 1...120, using: &g), height: Double.random(in: 1...120, using: &g))
            let viewport = Size(width: Double.random(in: 150...1300, using: &g), height: Double.random(in: 150...900, using: &g))
            let counts = (0..<Int.random(in: 0...4, using: &g)).map { _ in Int.random(in: 0...60, using: &g) }
            let layout: any CollectionLayout = self == .circle ? circle
                : SectionBackgroundDecorator(base: circle, defaultColor: Color(hex: 0x808080))
            return Fixture(layout: layout, context: context(viewport, counts, nil, &g), keep: nil)
        case .tree, .treeCompact:
            let tree = randomTree(seed: seed, maxDepth: 6)
            var layout = TreeLayout(compact: self == .treeCompact)
            layout.verticalSpacing = [0, 12, 30][Int.random(in: 0...2, using: &g)]
            layout.horizontalSpacing = Double.random(in: 10...90, using: &g)
            layout.itemSize.height = [10, 36][Int.random(in: 0...1, using: &g)]
            let source = TreeSource(tree)
            return Fixture(layout: layout, context: context(Size(width: 800, height: 600), tree.itemCounts, source, &g), keep: source)
        }
    }

    /// A context whose bounds are scrolled somewhere near the start (pinned headers move with them).
    private func context(_ viewport: Size, _ counts: [Int], _ delegate: (any CollectionViewDelegate)?,
                         _ g: inout SplitMix64) -> LayoutContext {
        let offset = Point(x: Double.random(in: 0...300, using: &g), y: Double.random(in: 0...300, using: &g))
        return LayoutContext(bounds: Rect(origin: offset, size: viewport), itemCounts: counts, delegate: delegate)
    }

    /// A flow configuration whose spacings and scroll-axis insets are negative: lines overlap or run backwards,
    /// sections come out of order, and elements leave the content (which the flow declares).
    static func negativeFlow(seed: UInt64, _ g: inout SplitMix64) -> RandomFlowConfig {
        var config = RandomFlowConfig(seed: seed)
        config.layout.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
        config.layout.minimumLineSpacing = -Double.random(in: 0...120, using: &g)
        config.layout.minimumInteritemSpacing = -Double.random(in: 0...30, using: &g)
        config.layout.sectionInset.top = -Double.random(in: 0...60, using: &g)
        config.layout.sectionInset.bottom = -Double.random(in: 0...60, using: &g)
        config.delegate?.lineSpacing.removeAll()
        config.delegate?.interitemSpacing.removeAll()
        config.delegate?.insets.removeAll()
        return config
    }
}

@Suite("LayoutConformance")
struct LayoutConformanceTests {
    @Test("every layout in the project conforms, over seeded configurations", arguments: ConformanceCase.allCases, 1...60)
    func everyLayoutConforms(layout: ConformanceCase, seed: UInt64) {
        let fixture = layout.fixture(seed: seed)
        let problems = withExtendedLifetime(fixture.keep) {
            LayoutConformance.problems(in: fixture.layout, context: fixture.context)
        }
        #expect(problems == [], "\(layout) seed \(seed):\n\(problems.joined(separator: "\n"))")
    }

    @Test("when a layout is broken, each defect gets its own line naming the element", arguments: BrokenLayout.Defect.allCases)
    func brokenLayout(defect: BrokenLayout.Defect) {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100), itemCounts: [3])
        #expect(LayoutConformance.problems(in: BrokenLayout(defect: defect), context: context) == defect.expectedProblems)
    }

    @Test("when a layout is wrong for every element of many, the first lines are listed and the rest counted")
    func manyProblems() {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 100, height: 100), itemCounts: [100])
        let problems = LayoutConformance.problems(in: BrokenLayout(defect: .nanFrame), context: context)
        #expect(problems.count == LayoutConformance.listedLimit + 1)
        #expect(problems.first == "cell[0, 0]: frame (nan, 0, 10, 10) is not finite")
        #expect(problems.last == "40 more problems like these (not listed)")
    }
}

/// A 3-item row of 10×10 cells at x = 0, 10, 20 in 30×10 content, with one defect switched on.
struct BrokenLayout: CollectionLayout {
    enum Defect: String, CaseIterable, Sendable {
        case none, unsorted, disagreeingItemQuery, missingFromRectQuery, nanFrame, outsideContent, negativeContentSize
        case nondeterministicPrepare

        /// The lines `LayoutConformance` gives for the defect, exactly.
        var expectedProblems: [String] {
            switch self {
            case .none:
                return []
            case .unsorted:
                return ["cell[0, 0]: the rect query over everything returns it after cell[0, 1]; rect queries are sorted by element key"]
            case .disagreeingItemQuery:
                return ["cell[0, 1]: layoutAttributesForItem(at:) gives frame (10, 5, 10, 10), the rect query (10, 0, 10, 10)"]
            case .missingFromRectQuery:
                return ["cell[0, 2]: layoutAttributesForItem(at:) places it at (20, 0, 10, 10), but the rect query leaves it out"]
            case .negativeContentSize:
                return ["content size 30×-1 must be finite and not negative"]
            case .nanFrame:
                return ["cell[0, 0]: frame (nan, 0, 10, 10) is not finite", "cell[0, 1]: frame (nan, 0, 10, 10) is not finite",
                        "cell[0, 2]: frame (nan, 0, 10, 10) is not finite"]
            case .outsideContent:
                return ["cell[0, 2]: frame (20, 0, 10, 10) lies outside the content size 25×10 (declare elementMayOverflowContent if it may)"]
            case .nondeterministicPrepare:
                return ["cell[0, 0]: prepare is not deterministic: frame (0, 0, 10, 10) after one prepare, (1, 0, 10, 10) after another"]
            }
        }
    }

    /// Counts prepares, so the nondeterministic defect can differ between two.
    final class Counter { var prepares = 0 }

    var defect: Defect
    let counter = Counter()
    var decorationViews = DecorationRegistry()
    var name: String { "broken" }
    func isEqual(to other: any CollectionLayout) -> Bool { false }

    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        counter.prepares += 1
        let count = context.itemCounts.first ?? 0
        let shift = defect == .nondeterministicPrepare ? Double(counter.prepares - 1) : 0
        let cells = (0..<count).map { i in
            LayoutAttributes.cell(IndexPath(item: i, section: 0),
                                  frame: Rect(x: defect == .nanFrame ? .nan : Double(i) * 10 + shift, y: 0, width: 10, height: 10))
        }
        return Geometry(defect: defect, cells: cells)
    }

    struct Geometry: LayoutGeometry {
        let defect: Defect
        let cells: [LayoutAttributes]

        var collectionViewContentSize: Size {
            Size(width: Double(cells.count) * 10 - (defect == .outsideContent ? 5 : 0), height: defect == .negativeContentSize ? -1 : 10)
        }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            let hits = cells.filter { defect == .nanFrame || $0.frame.intersects(rect) && !(defect == .missingFromRectQuery && $0.indexPath.item == 2) }
            return defect == .unsorted && hits.count > 1 ? [hits[1], hits[0]] + hits.dropFirst(2) : hits
        }
        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, cells.indices.contains(indexPath.item) else { return nil }
            var a = cells[indexPath.item]
            if defect == .disagreeingItemQuery && indexPath.item == 1 { a.frame.origin.y = 5 }
            return a
        }
    }
}
