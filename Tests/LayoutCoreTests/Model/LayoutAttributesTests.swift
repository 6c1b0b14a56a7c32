import Testing
import LayoutCore

@Suite("LayoutAttributes")
struct LayoutAttributesTests {
    @Test("custom values take part in equality")
    func customEquality() {
        var a = LayoutAttributes.decoration("background", IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var b = a
        #expect(a == b)
        a[custom: "backgroundColor"] = .color(Color(hex: 0xFF0000))
        #expect(a != b)
        b[custom: "backgroundColor"] = .color(Color(hex: 0xFF0000))
        #expect(a == b)
        b[custom: "children"] = .indexPaths([IndexPath(item: 0, section: 1)])
        #expect(a != b)
    }

    @Test("setting center moves the frame; setting size keeps the centre")
    func centerAndSize() {
        var a = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 20))
        a.center = Point(x: 100, y: 100)
        #expect(a.frame == Rect(x: 95, y: 90, width: 10, height: 20))
        a.size = Size(width: 30, height: 40)
        #expect(a.frame == Rect(x: 85, y: 80, width: 30, height: 40))
    }

    @Test("interpolation blends frame, alpha, zIndex and custom numbers and colors")
    func interpolation() {
        var a = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var b = a
        b.frame = Rect(x: 100, y: 0, width: 30, height: 10)
        a.alpha = 0; b.alpha = 1
        a.zIndex = 0; b.zIndex = 10
        a[custom: "weight"] = .number(0); b[custom: "weight"] = .number(8)
        a[custom: "tint"] = .color(.black); b[custom: "tint"] = .color(.white)
        let mid = a.interpolated(to: b, progress: 0.5)
        // Centre (5 → 115) and size (10 → 30) interpolate separately: centre 60, width 20, so x = 50.
        #expect(mid.frame == Rect(x: 50, y: 0, width: 20, height: 10))
        #expect(mid.alpha == 0.5)
        #expect(mid.zIndex == 5)
        #expect(mid[custom: "weight"] == .number(4))
        #expect(mid[custom: "tint"] == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
        #expect(a.interpolated(to: b, progress: 1) == b)
        #expect(a.interpolated(to: b, progress: 0) == a)
    }
}
