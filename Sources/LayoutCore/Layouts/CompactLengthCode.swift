/// A form `FlowLayout.CompactLengths` holds lengths in, written directly by the one-pass prepare
/// (`VariedLines.fromAnswers`): quarter points in an `Int16`, a `Float` or a `Double`.
protocol CompactLengthCode {
    /// The code for `value`: exact when `value` reads back bit for bit, any code otherwise (never a trap).
    static func code(_ value: Double) -> Self
    /// The length a code stands for.
    var value: Double { get }
    /// Lengths in this form, as the layout stores them.
    static func compact(_ codes: [Self]) -> FlowLayout.CompactLengths
    /// True when every exact code stands for a finite length far inside the usable range except for its sign
    /// (quarter points: ±8,192, never −0), so the one-pass loop checks usability on `signWord` instead of four compares.
    static var exactCodesAreBounded: Bool { get }
    /// Negative exactly when the code stands for a negative length; read only when `exactCodesAreBounded`.
    var signWord: Int16 { get }
    /// Whether `code` reads back as `value` bit for bit.
    static func holds(_ value: Double, in code: Self) -> Bool
}

extension CompactLengthCode {
    @inline(__always) static func holds(_ value: Double, in code: Self) -> Bool {
        code.value.bitPattern == value.bitPattern
    }
}

extension Int16: CompactLengthCode {
    /// Quarter points: `value` times four, rounded to an integer by adding 1.5 × 2⁵² (the sum's low bits are the
    /// integer while |value × 4| < 2⁵¹) and kept to 16 bits: no conversion that can trap and no branch, so the
    /// one-pass loop stays as fast as with `Float`. Out of range, NaN or not a quarter point, the code is some
    /// other value, which the exact test (`value` back bit for bit) catches.
    @inline(__always) static func code(_ value: Double) -> Int16 {
        Int16(truncatingIfNeeded: Int64(bitPattern: (value * 4 + 0x1.8p52).bitPattern))
    }
    @inline(__always) var value: Double { Double(self) * 0.25 }
    static func compact(_ codes: [Int16]) -> FlowLayout.CompactLengths { FlowLayout.CompactLengths(quarters: codes) }
    static var exactCodesAreBounded: Bool { true }
    @inline(__always) var signWord: Int16 { self }
    /// The code against four times the length, which `code(_:)` already made: scaling by four is exact
    /// (short of overflow, which no code matches), so this is `value` read back, less a multiplication.
    @inline(__always) static func holds(_ value: Double, in code: Int16) -> Bool {
        Double(code).bitPattern == (value * 4).bitPattern
    }
}

extension Float: CompactLengthCode {
    @inline(__always) static func code(_ value: Double) -> Float { Float(value) }
    @inline(__always) var value: Double { Double(self) }
    static func compact(_ codes: [Float]) -> FlowLayout.CompactLengths { FlowLayout.CompactLengths(narrow: codes) }
    static var exactCodesAreBounded: Bool { false }
    var signWord: Int16 { 0 }
}

extension Double: CompactLengthCode {
    @inline(__always) static func code(_ value: Double) -> Double { value }
    @inline(__always) var value: Double { self }
    static func compact(_ codes: [Double]) -> FlowLayout.CompactLengths { FlowLayout.CompactLengths(wide: codes) }
    static var exactCodesAreBounded: Bool { false }
    var signWord: Int16 { 0 }
}
