import LayoutCore

/// A demo item's preferred size in 32 bits, the most an item of ten million can spend on it: width and height in
/// half points (15 and 16 bits: up to 16,383.5 × 32,767.5, which holds every generated and class size), or,
/// with the top bit set, an entry of `DemoSizes` holding the two `Float`s (a data file's or a photo's size that
/// is not whole or half points). Either way `width` and `height` are exactly the `Float`s of the size given, as
/// when the item held them itself.
struct DemoSizeBits: Equatable {
    let raw: UInt32

    private static let stored: UInt32 = 1 << 31

    init(_ size: Size) {
        let w = Float(size.width), h = Float(size.height)
        if let pw = Self.halfPoints(w, limit: 0x7FFF), let ph = Self.halfPoints(h, limit: 0xFFFF) {
            raw = pw << 16 | ph
        } else {
            raw = Self.stored | DemoSizes.store(w, h)
        }
    }

    /// `value` in half points when that is exact (bit for bit, so not −0) and at most `limit`, else nil.
    private static func halfPoints(_ value: Float, limit: UInt32) -> UInt32? {
        let twice = value * 2
        guard twice >= 0, twice <= Float(limit), twice == twice.rounded(.towardZero) else { return nil }
        let code = UInt32(twice)
        return (Float(code) * 0.5).bitPattern == value.bitPattern ? code : nil
    }

    var width: Float {
        raw & Self.stored == 0 ? Float(raw >> 16) * 0.5 : DemoSizes.size(raw & ~Self.stored).width
    }

    var height: Float {
        raw & Self.stored == 0 ? Float(raw & 0xFFFF) * 0.5 : DemoSizes.size(raw & ~Self.stored).height
    }

    /// Equal sizes: the same bits, or two stored entries of the same size.
    static func == (a: DemoSizeBits, b: DemoSizeBits) -> Bool {
        a.raw == b.raw || ((a.raw | b.raw) & stored != 0 && a.width == b.width && a.height == b.height)
    }
}
