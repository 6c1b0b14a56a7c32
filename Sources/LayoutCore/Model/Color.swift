/// An sRGB color with alpha, components 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 1.
    public var red: Double
    /// Green, 0 to 1.
    public var green: Double
    /// Blue, 0 to 1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1.
    public var alpha: Double

    /// A color from components between 0 and 1 (UIColor(red:green:blue:alpha:)).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A color from 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A color from hue (0…1, wrapping), saturation and brightness (0…1).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// 8-bit components (r, g, b, a), rounded and clamped.
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        func c(_ v: Double) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }
        return (c(red), c(green), c(blue), c(alpha))
    }

    /// "#RRGGBB" or "#RRGGBBAA" when not opaque.
    public var description: String {
        let (r, g, b, a) = rgba8
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }

    /// The color mixed toward black by `amount` (0…1), alpha kept.
    public func darkened(by amount: Double) -> Color {
        Color(red: red * (1 - amount), green: green * (1 - amount), blue: blue * (1 - amount), alpha: alpha)
    }

    /// Relative luminance, for picking a readable label color.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// The color at progress t between self and other.
    public func interpolated(to o: Color, progress t: Double) -> Color {
        Color(red: Math.lerp(red, o.red, t), green: Math.lerp(green, o.green, t),
              blue: Math.lerp(blue, o.blue, t), alpha: Math.lerp(alpha, o.alpha, t))
    }
}
