import Foundation
import Testing
import LayoutCore
import Renderer

/// Typesetters made, used and dropped on several threads at once (a headless app per test, a client's worker):
/// SDL_ttf opens every font on one FreeType library, whose faces may only be created and destroyed one at a time.
/// Before `FreeTypeLock`, eight threads doing this crashed inside FreeType in about half the runs (and a parallel
/// `swift test` once aborted with a corrupted heap).
@Suite("Typesetters on several threads at once")
struct TypesetterThreadingTests {
    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Labels whose graphemes need five fallback fonts besides the primary one, so each typesetter opens several.
    static let labels = ["Hello world", "你好，世界", "שלום עולם", "مرحبا بالعالم", "नमस्ते दुनिया", "สวัสดีชาวโลก",
                         "😀 🇯🇵", "こんにちは世界", "안녕하세요 세계"]

    static let sizes = (10...21).map(Double.init)
    /// The size thread `t` measures label `i` at in round `r`.
    static func size(thread t: Int, round r: Int, label i: Int) -> Double { sizes[(t + r + i) % sizes.count] }

    /// One measurement as comparable numbers.
    static func measured(_ typesetter: Typesetter, _ label: String, size: Double) -> [Double] {
        let m = typesetter.measure(label, fontSize: size, maxWidth: 120, maxLines: 2)
        return [m.size.width, m.size.height, Double(m.lines), m.truncated ? 1 : 0]
    }

    @Test("eight threads each making typesetters, measuring labels in nine scripts at twelve sizes and dropping them get what one thread gets")
    func concurrentTypesetters() throws {
        // Every label at a size of its own in each round: each size of each face is a font SDL_ttf opens (a face
        // FreeType creates) and closes when the typesetter goes.
        let sizes = Self.sizes
        let reference = try Typesetter(fontPath: Self.fontPath)
        let expected = sizes.map { size in Self.labels.map { Self.measured(reference, $0, size: size) } }
        let threads = 8, rounds = 30
        let results = ResultBox(count: threads)
        let group = DispatchGroup()
        for t in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                var got: [[[Double]]] = []
                for r in 0..<rounds {
                    guard let typesetter = try? Typesetter(fontPath: Self.fontPath) else { return }
                    got.append(Self.labels.indices.map { Self.measured(typesetter, Self.labels[$0], size: Self.size(thread: t, round: r, label: $0)) })
                }
                results.store(got, at: t)
            }
        }
        group.wait()
        for t in 0..<threads {
            let got = try #require(results.value(at: t), "thread \(t) could not open the font")
            #expect(got.count == rounds)
            for (r, measurements) in got.enumerated() {
                let want = Self.labels.indices.map { expected[sizes.firstIndex(of: Self.size(thread: t, round: r, label: $0))!][$0] }
                #expect(measurements == want, "thread \(t), round \(r)")
            }
        }
    }

    /// What each thread measured, written once per thread.
    final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[[[Double]]]?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func store(_ value: [[[Double]]], at index: Int) { lock.withLock { values[index] = value } }
        func value(at index: Int) -> [[[Double]]]? { lock.withLock { values[index] } }
    }
}
