import Foundation
import LayoutCore
import LayoutCoreTestSupport
import Testing
@testable import Playground

/// Every catalog layout against its own contract over random configurations (seeded, so a run is repeatable):
/// counts from none to hundreds, viewports from 1×1 to 4K, and delegate answers that are absent, ordinary, zero,
/// negative, huge, NaN or infinite. Each case is checked with `LayoutConformance` and with the collection view's
/// invariants at the top, the middle and the end of the content; a failure is shrunk to a minimal case, which
/// the message prints.
@Suite("Layouts fuzzed against their contract")
struct LayoutPropertyTests {
    /// Cases per layout and seed block; `PLAYGROUND_PROPERTY_CASES` raises it for a longer local run.
    static let casesPerSeed = Int(ProcessInfo.processInfo.environment["PLAYGROUND_PROPERTY_CASES"] ?? "") ?? 25

    /// The problems of one case: the contract's, then the invariants' (empty when it holds).
    static func problems(_ c: LayoutPropertyCase) throws -> [String] {
        let layout = try c.makeLayout()
        let context = LayoutContext(bounds: Rect(origin: .zero, size: c.viewport), itemCounts: c.counts, delegate: c.answers)
        var found = LayoutConformance.problems(in: layout, context: context)
        guard found.isEmpty else { return found }
        let data = TestItems(counts: c.counts)
        let cv = data.makeCollectionView(layout, width: c.viewport.width, height: c.viewport.height, settled: false)
        cv.delegate = c.answers
        cv.advance(to: .zero)
        found += cv.checkInvariants().map { "at the top: \($0)" }
        let content = cv.contentSize
        for (name, fraction) in [("the middle", 0.5), ("the end", 1.0)] where found.isEmpty {
            let offset = Point(x: fraction * max(0, content.width - c.viewport.width), y: fraction * max(0, content.height - c.viewport.height))
            guard offset.x.isFinite, offset.y.isFinite else { continue }
            cv.setContentOffset(offset, animated: false)
            cv.layoutIfNeeded()
            found += cv.checkInvariants().map { "at \(name): \($0)" }
        }
        withExtendedLifetime(data) {}
        return found
    }

    /// The smallest case found from `start` that still fails (greedy: the first simpler case that fails, again).
    static func shrink(_ start: LayoutPropertyCase) throws -> (LayoutPropertyCase, [String]) {
        var current = start, problems = try Self.problems(start), steps = 0
        search: while steps < 400 {
            for candidate in current.smaller {
                steps += 1
                let p = try Self.problems(candidate)
                if !p.isEmpty { current = candidate; problems = p; continue search }
            }
            break
        }
        return (current, problems)
    }

    @Test("random configurations and hostile delegate answers keep every catalog layout conforming", arguments: 0..<4)
    func catalogLayoutsKeepTheirContract(seedBlock: UInt64) throws {
        for entry in LayoutCatalog.builtIn.map(\.name) {
            var rng = SeededGenerator(seed: 19_000 + seedBlock * 1_000 + UInt64(entry.utf8.count))
            for n in 0..<Self.casesPerSeed {
                let c = LayoutPropertyCase.random(entry: entry, using: &rng)
                guard !(try Self.problems(c)).isEmpty else { continue }
                let (minimal, problems) = try Self.shrink(c)
                let lines = problems.prefix(4).joined(separator: "\n  ")
                Issue.record("\(entry), seed block \(seedBlock), case \(n): minimal failing case: \(minimal)\n  \(lines)")
                break
            }
        }
    }
}
