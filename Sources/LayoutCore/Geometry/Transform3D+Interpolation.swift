/// Interpolation the way Core Animation does it: decompose into translation, scale, rotation and perspective,
/// interpolate each (rotation by quaternion slerp), recompose. Exact at both ends for transforms built from
/// CATransform3D-style translate / scale / rotate on top of a perspective identity; skew is not preserved.
extension Transform3D {
    /// The transform at progress t between self and other.
    public func interpolated(to other: Transform3D, progress t: Double) -> Transform3D {
        if self == other { return self }
        guard let a = Decomposed(self), let b = Decomposed(other) else {
            // Singular (e.g. scale 0): fall back to element-wise interpolation, which is still continuous.
            let ra = rows, rb = other.rows
            return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in Math.lerp(ra[i][j], rb[i][j], t) } })
        }
        return Decomposed.lerp(a, b, t).recomposed()
    }

    /// Translation, scale, rotation (unit quaternion) and perspective of an affine-times-perspective matrix.
    struct Decomposed {
        var translation: (Double, Double, Double)
        var scale: (Double, Double, Double)
        var rotation: (x: Double, y: Double, z: Double, w: Double)
        var perspective: (Double, Double, Double)

        init?(_ m: Transform3D) {
            // M = A · P, with A affine (upper 3×3 = M's) and P the identity carrying the perspective column p,
            // so M's fourth column = A3 · p.
            let a3 = [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]]
            guard let inv = Decomposed.inverse3(a3) else { return nil }
            let col = [m.m14, m.m24, m.m34]
            perspective = (inv[0][0] * col[0] + inv[0][1] * col[1] + inv[0][2] * col[2],
                           inv[1][0] * col[0] + inv[1][1] * col[1] + inv[1][2] * col[2],
                           inv[2][0] * col[0] + inv[2][1] * col[1] + inv[2][2] * col[2])
            translation = (m.m41, m.m42, m.m43)
            // Rows of A3 are the images of the unit axes: their lengths are the scales.
            var r = a3
            var s = r.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
            guard s.allSatisfy({ $0 > 1e-12 }) else { return nil }
            for i in 0..<3 { r[i] = r[i].map { $0 / s[i] } }
            if Decomposed.det3(r) < 0 { s[0] = -s[0]; r[0] = r[0].map { -$0 } }
            scale = (s[0], s[1], s[2])
            rotation = Decomposed.quaternion(rowMatrix: r)
        }

        init(translation: (Double, Double, Double), scale: (Double, Double, Double),
             rotation: (x: Double, y: Double, z: Double, w: Double), perspective: (Double, Double, Double)) {
            self.translation = translation; self.scale = scale; self.rotation = rotation; self.perspective = perspective
        }

        static func lerp(_ a: Decomposed, _ b: Decomposed, _ t: Double) -> Decomposed {
            func l3(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> (Double, Double, Double) {
                (Math.lerp(p.0, q.0, t), Math.lerp(p.1, q.1, t), Math.lerp(p.2, q.2, t))
            }
            return Decomposed(translation: l3(a.translation, b.translation), scale: l3(a.scale, b.scale),
                              rotation: slerp(a.rotation, b.rotation, t), perspective: l3(a.perspective, b.perspective))
        }

        func recomposed() -> Transform3D {
            let r = Decomposed.rowMatrix(quaternion: rotation)
            let s = [scale.0, scale.1, scale.2]
            let a3 = (0..<3).map { i in r[i].map { $0 * s[i] } }
            let p = [perspective.0, perspective.1, perspective.2]
            let col = (0..<3).map { i in a3[i][0] * p[0] + a3[i][1] * p[1] + a3[i][2] * p[2] }
            let m44 = translation.0 * p[0] + translation.1 * p[1] + translation.2 * p[2] + 1
            return Transform3D(m11: a3[0][0], m12: a3[0][1], m13: a3[0][2], m14: col[0],
                               m21: a3[1][0], m22: a3[1][1], m23: a3[1][2], m24: col[1],
                               m31: a3[2][0], m32: a3[2][1], m33: a3[2][2], m34: col[2],
                               m41: translation.0, m42: translation.1, m43: translation.2, m44: m44)
        }

        static func det3(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }

        static func inverse3(_ m: [[Double]]) -> [[Double]]? {
            let d = det3(m)
            guard abs(d) > 1e-12 else { return nil }
            let c: [[Double]] = [
                [m[1][1] * m[2][2] - m[1][2] * m[2][1], m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
                [m[1][2] * m[2][0] - m[1][0] * m[2][2], m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
                [m[1][0] * m[2][1] - m[1][1] * m[2][0], m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
            ]
            return c.map { $0.map { $0 / d } }
        }

        /// Quaternion of a rotation given in row-vector form (its transpose is the usual column form).
        static func quaternion(rowMatrix r: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
            let c = [[r[0][0], r[1][0], r[2][0]], [r[0][1], r[1][1], r[2][1]], [r[0][2], r[1][2], r[2][2]]]
            let trace = c[0][0] + c[1][1] + c[2][2]
            var q: (x: Double, y: Double, z: Double, w: Double)
            if trace > 0 {
                let s = (trace + 1).squareRoot() * 2
                q = ((c[2][1] - c[1][2]) / s, (c[0][2] - c[2][0]) / s, (c[1][0] - c[0][1]) / s, s / 4)
            } else if c[0][0] > c[1][1] && c[0][0] > c[2][2] {
                let s = (1 + c[0][0] - c[1][1] - c[2][2]).squareRoot() * 2
                q = (s / 4, (c[0][1] + c[1][0]) / s, (c[0][2] + c[2][0]) / s, (c[2][1] - c[1][2]) / s)
            } else if c[1][1] > c[2][2] {
                let s = (1 + c[1][1] - c[0][0] - c[2][2]).squareRoot() * 2
                q = ((c[0][1] + c[1][0]) / s, s / 4, (c[1][2] + c[2][1]) / s, (c[0][2] - c[2][0]) / s)
            } else {
                let s = (1 + c[2][2] - c[0][0] - c[1][1]).squareRoot() * 2
                q = ((c[0][2] + c[2][0]) / s, (c[1][2] + c[2][1]) / s, s / 4, (c[1][0] - c[0][1]) / s)
            }
            return q
        }

        static func rowMatrix(quaternion q: (x: Double, y: Double, z: Double, w: Double)) -> [[Double]] {
            let (x, y, z, w) = q
            let c = [
                [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
                [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
                [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
            ]
            return [[c[0][0], c[1][0], c[2][0]], [c[0][1], c[1][1], c[2][1]], [c[0][2], c[1][2], c[2][2]]]
        }

        static func slerp(_ a: (x: Double, y: Double, z: Double, w: Double), _ b0: (x: Double, y: Double, z: Double, w: Double),
                          _ t: Double) -> (x: Double, y: Double, z: Double, w: Double) {
            var b = b0
            var dot = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
            if dot < 0 { b = (-b.x, -b.y, -b.z, -b.w); dot = -dot }  // take the short way round
            let wa: Double, wb: Double
            if dot > 0.9995 {
                wa = 1 - t; wb = t
            } else {
                let theta = (dot > 1 ? 0 : Math.atan2((1 - dot * dot).squareRoot(), dot))
                let sinTheta = Math.sin(theta)
                wa = Math.sin((1 - t) * theta) / sinTheta; wb = Math.sin(t * theta) / sinTheta
            }
            var q = (x: wa * a.x + wb * b.x, y: wa * a.y + wb * b.y, z: wa * a.z + wb * b.z, w: wa * a.w + wb * b.w)
            let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
            q = (q.x / n, q.y / n, q.z / n, q.w / n)
            return q
        }
    }
}
