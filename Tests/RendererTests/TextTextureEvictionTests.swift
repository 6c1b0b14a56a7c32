import Testing

@testable import Renderer

// Nested in the serialized SDL suite (its `.serialized` applies to sub-suites too): SDL is not thread-safe.
extension SoftwarePixelTests {
    /// Scrolling makes new labels every frame while the ones on screen are drawn again and again. Past its
    /// capacity the label cache frees one texture per new one, never the labels still being drawn: freeing half
    /// the cache at once stalled a frame by 6 ms every few seconds of `frame.scroll`.
    @Suite("Label textures freed one at a time")
    struct TextTextureEvictionTests {
        static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

        @Test("past capacity each new label frees one old one; labels drawn every frame are never rendered again")
        func oneAtATimeKeepingTheDrawnOnes() throws {
            let target = try RenderTarget.headless(width: 64, height: 64)
            let cache = try TextTextureCache(target: target, fontPath: Self.fontPath, capacity: 16)
            cache.bakesSteadyColors = false
            let onScreen = (0..<6).map { "shown \($0)" }
            var counts: [Int] = []
            for frame in 0..<200 {
                for label in onScreen { #expect(cache.entry(label, pixelSize: 12) != nil) }
                // Two labels scroll in each frame and are never seen again.
                for k in 0..<2 { #expect(cache.entry("new \(frame).\(k)", pixelSize: 12) != nil) }
                counts.append(cache.count)
            }
            // Every label rendered once: the six on screen stayed, the 400 new ones each once.
            #expect(cache.renderedCount == 6 + 400)
            // Full after a few frames and full from then on: never half emptied.
            #expect(counts.max() == 16)
            #expect(counts.drop { $0 < 16 }.allSatisfy { $0 == 16 })
        }

        @Test("when every label was used since it was queued, one goes round and the oldest queued goes: never the new one")
        func allInUse() throws {
            let target = try RenderTarget.headless(width: 64, height: 64)
            let cache = try TextTextureCache(target: target, fontPath: Self.fontPath, capacity: 4)
            cache.bakesSteadyColors = false
            for label in ["a", "b", "c", "d"] { _ = cache.entry(label, pixelSize: 12) }
            for label in ["b", "c", "d", "a"] { _ = cache.entry(label, pixelSize: 12) }
            _ = cache.entry("e", pixelSize: 12)
            #expect(cache.count == 4)
            let before = cache.renderedCount
            // Each had its second chance; a, queued first, went: b, c, d and the new e are still there.
            for label in ["b", "c", "d", "e"] { _ = cache.entry(label, pixelSize: 12) }
            #expect(cache.renderedCount == before)
            _ = cache.entry("a", pixelSize: 12)
            #expect(cache.renderedCount == before + 1)
            #expect(cache.count == 4)
        }
    }
}
