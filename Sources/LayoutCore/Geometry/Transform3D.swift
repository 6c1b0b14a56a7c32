/// A 4×4 homogeneous transform with CATransform3D semantics: row vectors (p' = p · M), translation in
/// m41…m43, perspective in m34 (usually −1/eyeDistance), applied about the element's centre.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1 (CATransform3D's `m11`…`m14`): the image of the x unit vector; rotations and scales write it.
    public var m11, m12, m13, m14: Double
    /// Row 2 (`m21`…`m24`): the image of the y unit vector.
    public var m21, m22, m23, m24: Double
    /// Row 3 (`m31`…`m34`): the image of the z unit vector; `m34` holds the perspective, −1/eye distance.
    public var m31, m32, m33, m34: Double
    /// Row 4 (`m41`…`m44`): the translation in `m41`, `m42`, `m43` (points); `m44` is 1 for affine transforms.
    public var m41, m42, m43, m44: Double

    /// A transform from its sixteen entries, row by row, as CATransform3D's fields are named.
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform (CATransform3DIdentity).
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// True for the identity; renderers take their fast axis-aligned path then.
    public var isIdentity: Bool { self == .identity }

    public var description: String {
        if isIdentity { return "identity" }
        return "[" + rows.map { $0.map(\.compact).joined(separator: " ") }.joined(separator: "; ") + "]"
    }

    /// The matrix as four rows of four.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Builds a transform from four rows of four.
    public init(rows r: [[Double]]) {
        precondition(r.count == 4 && r.allSatisfy { $0.count == 4 }, "Transform3D needs a 4×4 matrix")
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    // MARK: Construction (CATransform3DMake…)

    /// A translation (CATransform3DMakeTranslation).
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity; t.m41 = x; t.m42 = y; t.m43 = z; return t
    }

    /// A scale (CATransform3DMakeScale).
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity; t.m11 = x; t.m22 = y; t.m33 = z; return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation). A zero axis gives identity.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = Math.cos(angle), s = Math.sin(angle), t = 1 - c
        // Row-vector form of the Rodrigues matrix, as Core Animation builds it.
        return Transform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with perspective for an eye at `eyeDistance` (m34 = −1/eyeDistance).
    public static func perspective(eyeDistance: Double) -> Transform3D {
        var t = identity; t.m34 = -1 / eyeDistance; return t
    }

    /// `self` followed by `other` (CATransform3DConcat(self, other)).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = rows, b = o.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j] } }
        return Transform3D(rows: r)
    }

    /// Translation applied before self (CATransform3DTranslate).
    public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D { Self.translation(x: x, y: y, z: z).concatenating(self) }
    /// Scale applied before self (CATransform3DScale).
    public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D { Self.scale(x: x, y: y, z: z).concatenating(self) }
    /// Rotation applied before self (CATransform3DRotate).
    public func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Self.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// Maps a point (z = 0) given relative to the element's anchor, with the perspective divide.
    public func project(_ p: Point) -> Point {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w != 0, w.isFinite else { return Point(x: .nan, y: .nan) }
        return Point(x: x / w, y: y / w)
    }

    /// The four corners of `rect` after the transform is applied about the rect's centre, in the order
    /// top-left, top-right, bottom-right, bottom-left.
    public func projectedCorners(of rect: Rect) -> [Point] {
        let c = rect.center, hw = rect.width / 2, hh = rect.height / 2
        return [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: hw, y: hh), Point(x: -hw, y: hh)].map {
            let q = project($0)
            return Point(x: q.x + c.x, y: q.y + c.y)
        }
    }
}
