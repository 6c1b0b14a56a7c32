import Testing
import LayoutCore
import Renderer

private func item(_ i: Int, frame: Rect, z: Int = 0, alpha: Double = 1, transform: Transform3D = .identity,
                  text: String? = nil, selected: Bool = false) -> DisplayItem {
    var a = ViewAppearance()
    a.backgroundColor = Color(hex: 0x3B8EEA)
    a.cornerRadius = 8
    a.text = text
    a.textColor = .white
    if selected { a.borderColor = .white; a.borderWidth = 3 }
    return DisplayItem(key: .cell(IndexPath(item: i, section: 0)), frame: frame, transform: transform, alpha: alpha, zIndex: z, appearance: a)
}

@Suite("DisplayListRenderer (recording backend)")
struct DisplayListRendererTests {
    @Test("axis-aligned cells become a rounded fill and a label centred in the cell")
    func axisAligned() {
        var backend = RecordingBackend()
        let list = DisplayList(viewportSize: Size(width: 100, height: 100), backgroundColor: .black,
                               items: [item(0, frame: Rect(x: 10, y: 10, width: 80, height: 40), text: "Hi")])
        DisplayListRenderer().render(list, into: &backend)
        #expect(backend.calls.count == 3)
        #expect(backend.calls[0] == .clear(.black))
        #expect(backend.calls[1] == .fillRoundedRect(Rect(x: 10, y: 10, width: 80, height: 40), radius: 8, color: Color(hex: 0x3B8EEA)))
        // "Hi" at 14 pt measures 2 × 14 × 0.6 = 16.8 wide and 17 tall in the recording backend.
        guard case .drawText(let text, _, _, let rect) = backend.calls[2] else { Issue.record("expected text"); return }
        #expect(text == "Hi")
        #expect(abs(rect.midX - 50) < 1e-9 && abs(rect.midY - 30) < 1e-9)
        #expect(abs(rect.width - 16.8) < 1e-9)
    }

    @Test("a lifted cell's shadow is 16 layers from 14 pt out to 7 pt in, at the offset, stacking to the shadow's 50 %")
    func softShadowLayers() throws {
        var backend = RecordingBackend()
        var lifted = item(0, frame: Rect(x: 20, y: 20, width: 100, height: 60))
        lifted.appearance.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        lifted.appearance.shadowOffset = Point(x: 0, y: 8)
        lifted.appearance.shadowRadius = 14
        DisplayListRenderer().render(DisplayList(viewportSize: Size(width: 200, height: 200), backgroundColor: .white,
                                                 items: [lifted]), into: &backend)
        let layers = backend.calls.dropFirst().prefix(DisplayListRenderer.shadowLayers).compactMap { call -> (Rect, Double, Color)? in
            if case .fillRoundedRect(let r, let radius, let color) = call { return (r, radius, color) } else { return nil }
        }
        #expect(DisplayListRenderer.shadowLayers == 16 && layers.count == 16)
        #expect(layers.first.map { $0.0 == Rect(x: 6, y: 14, width: 128, height: 88) && $0.1 == 22 } == true)
        // Every 1.4 pt inwards (1.5 × 14 / 15), the last one 7 pt inside the offset frame, its corners 1 pt round.
        for (k, layer) in layers.enumerated() {
            let grow = 14 - 1.4 * Double(k)
            #expect(abs(layer.0.minX - (20 - grow)) < 1e-9 && abs(layer.0.minY - (28 - grow)) < 1e-9 && abs(layer.0.width - (100 + 2 * grow)) < 1e-9)
            #expect(abs(layer.1 - max(0, 8 + grow)) < 1e-9)
        }
        // Each layer 1 − 0.5^(1/16) ≈ 4.2 % black: where all sixteen overlap, 50 %.
        let per = try #require(layers.first?.2.alpha)
        #expect(abs(per - 0.04239) < 1e-5 && layers.allSatisfy { $0.2.alpha == per && $0.2.red == 0 })
        var covered = 0.0
        for _ in 0..<16 { covered += (1 - covered) * per }
        #expect(abs(covered - 0.5) < 1e-12)
        // Then the cell itself, over its shadow.
        #expect(backend.calls[17] == .fillRoundedRect(Rect(x: 20, y: 20, width: 100, height: 60), radius: 8, color: Color(hex: 0x3B8EEA)))
    }

    @Test("a label over an image is drawn light on the dark band, whatever text color the cell's bright fill chose")
    func labelOverImage() {
        var backend = RecordingBackend()
        var photo = item(0, frame: Rect(x: 10, y: 10, width: 80, height: 80), text: "Lemon")
        photo.appearance.backgroundColor = Color(hex: 0xF2C94C)
        photo.appearance.textColor = Color(hex: 0x1A1A1A)      // dark, for the yellow fill
        photo.appearance.image = ImageReference(path: "lemon.png")
        var plain = item(1, frame: Rect(x: 10, y: 100, width: 80, height: 40), text: "Lime")
        plain.appearance.textColor = Color(hex: 0x1A1A1A)
        let list = DisplayList(viewportSize: Size(width: 100, height: 150), backgroundColor: .black, items: [photo, plain])
        DisplayListRenderer().render(list, into: &backend)
        let texts = backend.calls.compactMap { call -> (String, Color)? in
            if case .drawText(let text, _, let color, _) = call { return (text, color) } else { return nil }
        }
        #expect(texts.map(\.0) == ["Lemon", "Lime"])
        #expect(texts.first?.1 == DisplayListRenderer.imageLabelTextColor)
        #expect(texts.last?.1 == Color(hex: 0x1A1A1A))
        #expect(backend.calls.contains { if case .fillRoundedRect(_, _, let c) = $0 { return c == DisplayListRenderer.imageLabelBandColor } else { return false } })
    }

    @Test("alpha multiplies every color of the item; alpha 0 draws nothing")
    func alpha() {
        var backend = RecordingBackend()
        let list = DisplayList(viewportSize: Size(width: 100, height: 100), backgroundColor: .black,
                               items: [item(0, frame: Rect(x: 0, y: 0, width: 10, height: 10), alpha: 0.5),
                                       item(1, frame: Rect(x: 0, y: 0, width: 10, height: 10), alpha: 0)])
        DisplayListRenderer().render(list, into: &backend)
        #expect(backend.calls.count == 2)
        guard case .fillRoundedRect(_, _, let color) = backend.calls[1] else { Issue.record("expected fill"); return }
        #expect(color.alpha == 0.5)
    }

    @Test("a selected cell adds a ring; a label wider than the cell gets a smaller font, then wraps at the minimum size")
    func ringAndShrink() {
        var backend = RecordingBackend()
        let list = DisplayList(viewportSize: Size(width: 200, height: 100), backgroundColor: .black,
                               items: [item(0, frame: Rect(x: 0, y: 0, width: 40, height: 40), text: "A long label", selected: true),
                                       item(1, frame: Rect(x: 50, y: 0, width: 80, height: 40), text: "Kumquat 5")])
        DisplayListRenderer().render(list, into: &backend)
        #expect(backend.calls.contains(.strokeRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 8, width: 3, color: .white)))
        let texts = backend.calls.compactMap { call -> (Double, Rect, String)? in
            if case .drawText(let text, let size, _, let rect) = call { return (size, rect, text) } else { return nil }
        }
        // "A long label" needs 12 × 0.6 × 9 = 64.8 at the 9 pt minimum: still too wide for the 32 pt room, and at 14 pt
        // two 17-pt lines cannot hold it, so it wraps at 9 pt into three 11-pt lines ("label" is 27 wide), unscaled.
        #expect(texts[0].0 == DisplayListRenderer.minimumFontSize)
        #expect(texts[0].2 == "A\nlong\nlabel")
        #expect(abs(texts[0].1.width - 27) < 1e-9 && abs(texts[0].1.height - 33) < 1e-9)
        // "Kumquat 5" at 14 pt is 75.6 wide; the room is 72, so it is rendered at 13 pt (70.2 wide) unscaled.
        #expect(texts[1].0 == 13 && texts[1].2 == "Kumquat 5")
        #expect(abs(texts[1].1.width - 70.2) < 1e-9)
    }

    @Test("a label longer than its cell holds is cut with an ellipsis at the minimum size, never shrunk below it; newlines break lines")
    func truncation() {
        var backend = RecordingBackend()
        let long = String(repeating: "lorem ipsum ", count: 25)   // 300 characters
        let list = DisplayList(viewportSize: Size(width: 400, height: 100), backgroundColor: .black,
                               items: [item(0, frame: Rect(x: 0, y: 0, width: 160, height: 80), text: long),
                                       item(1, frame: Rect(x: 200, y: 0, width: 160, height: 80), text: "line one\nline two")])
        DisplayListRenderer().render(list, into: &backend)
        let texts = backend.calls.compactMap { call -> (String, Double, Rect)? in
            if case .drawText(let text, let size, _, let rect) = call { return (text, size, rect) } else { return nil }
        }
        // 9 pt: 5.4 per character, 11-pt lines; the 152-pt room holds 28 characters ("lorem ipsum lorem ipsum " is
        // 24 of them plus "lorem" would be 29), 80 pt holds 7 lines, capped at 3.
        #expect(texts[0].1 == DisplayListRenderer.minimumFontSize)
        #expect(texts[0].0 == "lorem ipsum lorem ipsum\nlorem ipsum lorem ipsum\nlorem ipsum lorem ipsum…")
        #expect(abs(texts[0].2.height - 33) < 1e-9 && texts[0].2.width <= 152)
        // Two lines at the requested 14 pt (17 pt each), as wide as "line one" (8 × 8.4).
        #expect(texts[1].0 == "line one\nline two" && texts[1].1 == 14)
        #expect(abs(texts[1].2.height - 34) < 1e-9 && abs(texts[1].2.width - 67.2) < 1e-9)
    }

    @Test("a transformed cell becomes a projected polygon and a texture-mapped label")
    func transformed() {
        var backend = RecordingBackend()
        let rotated = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
        let list = DisplayList(viewportSize: Size(width: 100, height: 100), backgroundColor: .black,
                               items: [item(0, frame: Rect(x: 0, y: 0, width: 40, height: 20), transform: rotated, text: "x")])
        DisplayListRenderer().render(list, into: &backend)
        guard case .fillPolygon(let points, _) = backend.calls[1] else { Issue.record("expected polygon"); return }
        // Rotated 90° about its centre (20, 10): the 40-wide card is now 20 wide and 40 tall.
        let xs = points.map(\.x), ys = points.map(\.y)
        #expect(abs(xs.max()! - xs.min()! - 20) < 1e-6)
        #expect(abs(ys.max()! - ys.min()! - 40) < 1e-6)
        guard case .drawTextQuad(_, _, _, let quad) = backend.calls[2] else { Issue.record("expected quad text"); return }
        #expect(quad.count == 4)
    }

    @Test("items are drawn in display-list order; invalid frames are skipped")
    func order() {
        var backend = RecordingBackend()
        let list = DisplayList(viewportSize: Size(width: 100, height: 100), backgroundColor: .black,
                               items: [item(0, frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                                       item(1, frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
                                       item(2, frame: Rect(x: 20, y: 0, width: 10, height: 10))])
        DisplayListRenderer().render(list, into: &backend)
        let fills = backend.calls.compactMap { call -> Double? in
            if case .fillRoundedRect(let r, _, _) = call { return r.minX } else { return nil }
        }
        #expect(fills == [0, 20])
    }
}
