import LayoutCore
import LayoutCoreTestSupport
@testable import Playground

/// One random configuration of a catalog layout: the entry and its variant, the viewport, the item counts and
/// the delegate's answers. `random` builds one from a seed; `smaller` lists simpler cases for shrinking a failure
/// to a minimal one; `description` is what a failure prints.
struct LayoutPropertyCase: CustomStringConvertible {
    var entry: String
    var carousel = false
    var compactTree = false
    var viewport: Size
    var counts: [Int]
    var answers: HostileAnswers

    /// Doubles a delegate may answer: ordinary ones and every kind of hostile one.
    static let hostileDoubles: [Double] = [0, -1, -250, 1e-300, 0.5, 1e9, 1e12, 1e300, .greatestFiniteMagnitude,
                                           .nan, .infinity, -.infinity]
    static let ordinaryDoubles: [Double] = [1, 10, 44, 110, 333.3]

    static func random(entry: String, using rng: inout SeededGenerator) -> LayoutPropertyCase {
        func double() -> Double {
            Bool.random(using: &rng) ? ordinaryDoubles.randomElement(using: &rng)! : hostileDoubles.randomElement(using: &rng)!
        }
        func maybe<T>(_ make: () -> T) -> T? { Int.random(in: 0..<3, using: &rng) == 0 ? nil : make() }
        func size() -> Size { Size(width: double(), height: double()) }
        let answers = HostileAnswers()
        answers.itemSizes = (0..<Int.random(in: 0...3, using: &rng)).map { _ in maybe(size) }
        answers.heights = (0..<Int.random(in: 0...3, using: &rng)).map { _ in maybe(double) }
        answers.inset = maybe { EdgeInsets(top: double(), left: double(), bottom: double(), right: double()) }
        answers.lineSpacing = maybe(double)
        answers.interitemSpacing = maybe(double)
        answers.headerSize = maybe(size)
        answers.footerSize = maybe(size)
        answers.fanOut = Int.random(in: 0...3, using: &rng)
        if Bool.random(using: &rng) {
            answers.extraChildren = [IndexPath(item: Int.random(in: -2...5, using: &rng), section: Int.random(in: -1...4, using: &rng))]
        }
        answers.rowAnswer = Int.random(in: 0..<4, using: &rng) == 0 ? [-3, 0, 1, 1_000_000_000].randomElement(using: &rng)! : nil
        let sections = Int.random(in: 0...4, using: &rng)
        let counts = (0..<sections).map { _ in Int.random(in: 0..<8, using: &rng) == 0 ? 600 : Int.random(in: 0...24, using: &rng) }
        let viewport = Size(width: [1, 40, 320, 1280, 3840].randomElement(using: &rng)!,
                            height: [1, 60, 480, 800, 2160].randomElement(using: &rng)!)
        return LayoutPropertyCase(entry: entry, carousel: Int.random(in: 0..<4, using: &rng) == 0,
                                  compactTree: Bool.random(using: &rng), viewport: viewport, counts: counts, answers: answers)
    }

    /// The catalog's layout for this case.
    func makeLayout() throws -> any CollectionLayout {
        guard let e = LayoutCatalog.entry(named: entry) else { throw PlaygroundError("no layout \(entry)") }
        return e.make(LayoutCatalog.Setup(viewport: viewport, carousel: carousel, compactTree: compactTree))
    }

    /// Simpler cases, simplest first: fewer sections and items, answers left to the layout or made ordinary,
    /// a common viewport.
    var smaller: [LayoutPropertyCase] {
        var out: [LayoutPropertyCase] = []
        func with(_ change: (inout LayoutPropertyCase) -> Void) {
            var c = self
            c.answers = answers.copy()
            change(&c)
            out.append(c)
        }
        for i in counts.indices { with { $0.counts.remove(at: i) } }
        for i in counts.indices where counts[i] > 0 {
            with { $0.counts[i] = 0 }
            if counts[i] > 1 { with { $0.counts[i] = 1 }; with { $0.counts[i] /= 2 }; with { $0.counts[i] -= 1 } }
        }
        if carousel { with { $0.carousel = false } }
        if compactTree { with { $0.compactTree = false } }
        if viewport != Size(width: 320, height: 480) { with { $0.viewport = Size(width: 320, height: 480) } }
        let a = answers
        for i in a.itemSizes.indices { with { $0.answers.itemSizes.remove(at: i) } }
        for i in a.itemSizes.indices where a.itemSizes[i] != nil {
            with { $0.answers.itemSizes[i] = nil }
            if a.itemSizes[i]!.width != 50 { with { $0.answers.itemSizes[i]!.width = 50 } }
            if a.itemSizes[i]!.height != 50 { with { $0.answers.itemSizes[i]!.height = 50 } }
        }
        for i in a.heights.indices { with { $0.answers.heights.remove(at: i) } }
        for i in a.heights.indices where a.heights[i] != nil && a.heights[i] != 50 { with { $0.answers.heights[i] = 50 } }
        if let inset = a.inset {
            with { $0.answers.inset = nil }
            for side in [\EdgeInsets.top, \.left, \.bottom, \.right] where inset[keyPath: side] != 0 {
                with { $0.answers.inset![keyPath: side] = 0 }
            }
        }
        if a.lineSpacing != nil { with { $0.answers.lineSpacing = nil } }
        if a.interitemSpacing != nil { with { $0.answers.interitemSpacing = nil } }
        for path in [\HostileAnswers.headerSize, \.footerSize] {
            guard let s = a[keyPath: path] else { continue }
            with { $0.answers[keyPath: path] = nil }
            if s.width != 0 { with { $0.answers[keyPath: path]!.width = 0 } }
            if s.height != 30 { with { $0.answers[keyPath: path]!.height = 30 } }
        }
        if a.fanOut > 0 { with { $0.answers.fanOut = 0 }; with { $0.answers.fanOut -= 1 } }
        if !a.extraChildren.isEmpty { with { $0.answers.extraChildren = [] } }
        if a.rowAnswer != nil { with { $0.answers.rowAnswer = nil } }
        return out
    }

    var description: String {
        "\(entry)\(carousel ? " (carousel)" : "")\(compactTree ? " (compact tree)" : "") at \(viewport.width)×\(viewport.height), "
            + "counts \(counts), \(answers)"
    }
}
