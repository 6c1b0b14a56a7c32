#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few libm functions LayoutCore needs, gathered here so no other file imports the C library.
public enum Math {
    /// Sine of an angle in radians.
    @inlinable public static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    /// Cosine of an angle in radians.
    @inlinable public static func cos(_ x: Double) -> Double { Glibc.cos(x) }
    /// Tangent of an angle in radians.
    @inlinable public static func tan(_ x: Double) -> Double { Glibc.tan(x) }
    /// Four-quadrant arctangent.
    @inlinable public static func atan2(_ y: Double, _ x: Double) -> Double { Glibc.atan2(y, x) }
    /// e raised to x.
    @inlinable public static func exp(_ x: Double) -> Double { Glibc.exp(x) }
    /// Natural logarithm.
    @inlinable public static func log(_ x: Double) -> Double { Glibc.log(x) }
    /// x raised to y.
    @inlinable public static func pow(_ x: Double, _ y: Double) -> Double { Glibc.pow(x, y) }
    /// π.
    public static let pi = Double.pi

    /// Linear interpolation between a and b at progress t (t is not clamped).
    @inlinable public static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
