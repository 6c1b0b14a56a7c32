import Testing
import LayoutCore

@Suite("Geometry")
struct GeometryTests {
    @Test("rects intersect only when they share area; touching edges do not count")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 2, y: 2, width: 0, height: 5)))
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)) == nil)
        #expect(a.union(Rect(x: 20, y: -5, width: 1, height: 1)) == Rect(x: 0, y: -5, width: 21, height: 15))
    }

    @Test("axis-role constructor maps main and cross offsets to x and y")
    func axisRoles() {
        #expect(Rect(mainAxis: .horizontal, mainOffset: 1, crossOffset: 2, mainLength: 3, crossLength: 4) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(Rect(mainAxis: .vertical, mainOffset: 1, crossOffset: 2, mainLength: 3, crossLength: 4) == Rect(x: 2, y: 1, width: 4, height: 3))
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.leading(.horizontal) == 2 && insets.trailing(.horizontal) == 4)
        #expect(insets.leading(.vertical) == 1 && insets.trailing(.vertical) == 3)
        #expect(Rect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == Rect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test("NaN, infinite and negative sizes are invalid")
    func validity() {
        #expect(Rect(x: 0, y: 0, width: 1, height: 1).isValid)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isValid)
        #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isValid)
        #expect(!Rect(x: 0, y: 0, width: -1, height: 1).isValid)
    }

    @Test("points, sizes and rects interpolate linearly")
    func interpolation() {
        let a = Rect(x: 0, y: 0, width: 10, height: 20), b = Rect(x: 100, y: 50, width: 30, height: 40)
        #expect(a.interpolated(to: b, progress: 0) == a)
        #expect(a.interpolated(to: b, progress: 1) == b)
        #expect(a.interpolated(to: b, progress: 0.5) == Rect(x: 50, y: 25, width: 20, height: 30))
    }

    @Test("HSB colors convert to the expected RGB and hex")
    func colors() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1).description == "#FF0000")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).description == "#00FF00")
        #expect(Color(hex: 0x3B8EEA).description == "#3B8EEA")
        #expect(Color(hex: 0x000000, alpha: 0.5).description == "#00000080")
    }
}
