import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

/// A random flow configuration built from one seed; items always fit their line (length ≤ A) in both scroll
/// directions, so every frame must lie inside the content.
struct RandomFlowConfig {
    var layout = FlowLayout()
    var viewport: Size
    var counts: [Int]
    var delegate: MetricsDelegate?

    init(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double {
            // Mostly half points (so exact fits and equal leftovers happen), sometimes arbitrary fractions.
            let x = Double.random(in: range, using: &g)
            return Bool.random(using: &g) ? (x * 2).rounded() / 2 : x
        }
        func extent() -> Double {
            switch Int.random(in: 0..<4, using: &g) {
            case 0: return 0
            case 1: return -number(1...20)  // ≤ 0: no view
            default: return number(1...60)
            }
        }
        func insets() -> EdgeInsets {
            EdgeInsets(top: number(0...30), left: number(0...30), bottom: number(0...30), right: number(0...30))
        }

        viewport = Size(width: number(150...500), height: number(150...500))
        layout.minimumLineSpacing = number(0...20)
        layout.minimumInteritemSpacing = number(0...20)
        layout.sectionInset = insets()
        layout.headerReferenceSize = Size(width: extent(), height: extent())
        layout.footerReferenceSize = Size(width: extent(), height: extent())

        let sectionCount = Int.random(in: 0...5, using: &g)
        counts = (0..<sectionCount).map { _ in Int.random(in: 0...40, using: &g) }
        let useDelegate = Int.random(in: 0..<3, using: &g) != 0
        let d = MetricsDelegate()

        // The smallest line length any section can have in either direction bounds every item's lengths.
        func shortestLine(_ e: EdgeInsets) -> Double {
            Swift.min(viewport.width - e.left - e.right, viewport.height - e.top - e.bottom)
        }
        var maxLength = shortestLine(layout.sectionInset)
        if useDelegate {
            for s in 0..<sectionCount {
                if Bool.random(using: &g) { d.insets[s] = insets() }
                if Bool.random(using: &g) { d.lineSpacing[s] = number(0...25) }
                if Bool.random(using: &g) { d.interitemSpacing[s] = number(0...25) }
                if Bool.random(using: &g) { d.headerSizes[s] = Size(width: extent(), height: extent()) }
                if Bool.random(using: &g) { d.footerSizes[s] = Size(width: extent(), height: extent()) }
                maxLength = Swift.min(maxLength, shortestLine(d.insets[s] ?? layout.sectionInset))
            }
        }
        func size() -> Size {
            Size(width: number(1...Swift.max(1, maxLength)), height: number(1...Swift.max(1, maxLength)))
        }
        layout.itemSize = size()
        if useDelegate {
            for s in 0..<sectionCount {
                switch Int.random(in: 0..<4, using: &g) {
                case 0: break  // no answer: the layout's item size (uniform)
                case 1:  // one size for every item (uniform through the delegate)
                    let one = size()
                    for i in 0..<counts[s] { d.sizes[IndexPath(item: i, section: s)] = one }
                case 2:  // a few distinct sizes, so equal leftovers and repeated lines occur
                    let palette = (0..<3).map { _ in size() }
                    for i in 0..<counts[s] { d.sizes[IndexPath(item: i, section: s)] = palette.randomElement(using: &g)! }
                default:
                    for i in 0..<counts[s] { d.sizes[IndexPath(item: i, section: s)] = size() }
                }
            }
            delegate = d
        }
    }

    /// The configuration scrolling in a given direction.
    func geometry(_ direction: ScrollDirection) -> FlowLayout.Geometry {
        var layout = self.layout
        layout.scrollDirection = direction
        return prepared(layout, viewport: viewport, counts: counts, delegate: delegate)
    }
}

/// True when two frames share area beyond float noise (touching edges are fine).
func overlap(_ a: Rect, _ b: Rect) -> Bool {
    guard let i = a.intersection(b) else { return false }
    return i.width > 1e-7 && i.height > 1e-7
}

/// One labelled case per seed.
let flowSeeds: [UInt64] = Array(1...200)

@Suite("FlowLayout properties")
struct FlowLayoutPropertyTests {
    // Rect queries, on-demand queries, finite frames and frames inside the content: LayoutConformanceTests.
    @Test("when items fit their lines, no two cells overlap and the content spans the viewport across", arguments: flowSeeds)
    func noOverlap(seed: UInt64) {
        let config = RandomFlowConfig(seed: seed)
        for direction in ScrollDirection.allCases {
            let geometry = config.geometry(direction)
            let all = geometry.layoutAttributesForElements(in: everywhere)
            #expect(geometry.collectionViewContentSize[direction.axis.cross] == config.viewport[direction.axis.cross])
            let cells = all.filter { $0.category == .cell }
            #expect(cells.count == config.counts.reduce(0, +), "seed \(seed) \(direction): every cell appears")
            for i in cells.indices {
                for j in cells.indices where j > i && overlap(cells[i].frame, cells[j].frame) {
                    Issue.record("seed \(seed) \(direction): \(cells[i]) overlaps \(cells[j])")
                }
            }
            // Headers and footers never overlap cells either.
            for s in all where s.category != .cell {
                for c in cells where overlap(s.frame, c.frame) {
                    Issue.record("seed \(seed) \(direction): \(s) overlaps \(c)")
                }
            }
        }
    }

    @Test("when items are asked for on demand, every item has attributes and none beyond the count", arguments: flowSeeds)
    func onDemandCoversTheItems(seed: UInt64) {
        let config = RandomFlowConfig(seed: seed)
        for direction in ScrollDirection.allCases {
            let geometry = config.geometry(direction)
            for (s, count) in config.counts.enumerated() {
                #expect(geometry.layoutAttributesForItem(at: IndexPath(item: count, section: s)) == nil)
                if count > 0 {
                    #expect(geometry.layoutAttributesForItem(at: IndexPath(item: count - 1, section: s)) != nil)
                }
            }
        }
    }

    @Test("when a section is laid out, lines never go past the line length and are justified or left-aligned",
          arguments: flowSeeds)
    func linesRespectInsets(seed: UInt64) {
        let config = RandomFlowConfig(seed: seed)
        for direction in ScrollDirection.allCases {
            let geometry = config.geometry(direction)
            let along = direction.axis.cross
            for (s, count) in config.counts.enumerated() where count > 0 {
                let inset = config.delegate?.insets[s] ?? config.layout.sectionInset
                let lead = inset.leading(along)
                let trail = config.viewport[along] - inset.trailing(along)
                for i in 0..<count {
                    let f = geometry.layoutAttributesForItem(at: IndexPath(item: i, section: s))!.frame
                    #expect(f.min(along) >= lead - 1e-7 && f.max(along) <= trail + 1e-7,
                            "seed \(seed) \(direction): item \(s).\(i) at \(f) outside \(lead)…\(trail)")
                }
            }
        }
    }
}
