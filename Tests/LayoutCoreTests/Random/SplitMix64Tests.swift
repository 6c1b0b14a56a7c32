import Testing
import LayoutCore

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("seed 42 gives the benchmark's documented first sizes: 58×70, 129×46, 64×76")
    func benchmarkSizes() {
        var rng = SplitMix64(seed: 42)
        var sizes: [Size] = []
        for _ in 0..<3 {
            let w = 30 + Double(rng.next() % 171)
            let h = 30 + Double(rng.next() % 91)
            sizes.append(Size(width: w, height: h))
        }
        #expect(sizes == [Size(width: 58, height: 70), Size(width: 129, height: 46), Size(width: 64, height: 76)])
    }

    @Test("the same seed repeats the same sequence; another seed differs")
    func repeatable() {
        var a = SplitMix64(seed: 7), b = SplitMix64(seed: 7), c = SplitMix64(seed: 8)
        let xs = (0..<5).map { _ in a.next() }
        #expect(xs == (0..<5).map { _ in b.next() })
        #expect(xs != (0..<5).map { _ in c.next() })
    }
}
