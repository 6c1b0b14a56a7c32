import Testing
import LayoutCore

private func close(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9) -> Bool {
    zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
}
private func close(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("Transform3D")
struct Transform3DTests {
    @Test("translate, scale and rotate map points as CATransform3D does (row vectors)")
    func basicMaps() {
        #expect(close(Transform3D.translation(x: 5, y: -3).project(Point(x: 1, y: 1)), Point(x: 6, y: -2)))
        #expect(close(Transform3D.scale(x: 2, y: 3).project(Point(x: 1, y: 1)), Point(x: 2, y: 3)))
        // +90° about z turns +x into +y in a y-down screen space, as on iOS.
        #expect(close(Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).project(Point(x: 1, y: 0)), Point(x: 0, y: 1)))
    }

    @Test("CATransform3DTranslate applies the translation before the existing transform")
    func concatenationOrder() {
        let scaled = Transform3D.scale(x: 2, y: 2)
        // Translate first (1,0)+(10,0) = (11,0), then scale: (22, 0).
        #expect(close(scaled.translated(x: 10, y: 0).project(Point(x: 1, y: 0)), Point(x: 22, y: 0)))
        // Concat(a, b) is a then b: scale then translate gives (12, 0).
        #expect(close(scaled.concatenating(.translation(x: 10, y: 0)).project(Point(x: 1, y: 0)), Point(x: 12, y: 0)))
    }

    @Test("m34 perspective makes the near edge of a rotated card larger than the far edge")
    func perspective() {
        let t = Transform3D.perspective(eyeDistance: 500).rotated(angle: .pi / 4, x: 0, y: 1, z: 0)
        let corners = t.projectedCorners(of: Rect(x: 0, y: 0, width: 200, height: 100))
        let leftHeight = corners[3].y - corners[0].y, rightHeight = corners[2].y - corners[1].y
        #expect(abs(leftHeight - rightHeight) > 5)
        #expect(t.m34 != 0)
    }

    @Test("interpolation is exact at both ends and halves a rotation at the midpoint")
    func interpolation() {
        let a = Transform3D.identity
        let b = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).translated(x: 20, y: 10)
        #expect(close(a.interpolated(to: b, progress: 0), a))
        #expect(close(a.interpolated(to: b, progress: 1), b))
        let mid = Transform3D.identity.interpolated(to: .rotation(angle: .pi / 2, x: 0, y: 0, z: 1), progress: 0.5)
        #expect(close(mid, .rotation(angle: .pi / 4, x: 0, y: 0, z: 1)))
        let s = Transform3D.scale(x: 1, y: 1).interpolated(to: .scale(x: 3, y: 5), progress: 0.5)
        #expect(close(s, .scale(x: 2, y: 3)))
    }

    @Test("interpolation keeps perspective transforms exact at the ends")
    func perspectiveInterpolation() {
        let p = Transform3D.perspective(eyeDistance: 800)
        let a = p.rotated(angle: 0.3, x: 0, y: 1, z: 0), b = p.rotated(angle: -0.9, x: 1, y: 0, z: 0).translated(x: 5, y: 6, z: 7)
        #expect(close(a.interpolated(to: b, progress: 0), a, tolerance: 1e-9))
        #expect(close(a.interpolated(to: b, progress: 1), b, tolerance: 1e-9))
    }

    @Test("a singular transform (scale 0) still interpolates continuously")
    func singular() {
        let zero = Transform3D.scale(x: 0, y: 0)
        let mid = zero.interpolated(to: .identity, progress: 0.5)
        #expect(abs(mid.m11 - 0.5) < 1e-9 && abs(mid.m22 - 0.5) < 1e-9)
    }
}
