import LayoutCore
import Testing

@testable import Playground

/// Issue 18: a demo item keeps its size in 32 bits (half points, or a shared entry for any other size) so that a
/// million items fit the memory budget. Every size reads back as the `Float`s it was given, as when the item held
/// two `Float`s, and items compare by the size, not by how it is held.
@Suite struct DemoSizeBitsTests {
    static let color = Color(hex: 0x3B8EEA)

    @Test func everySizeReadsBackAsTheFloatsGiven() {
        let sizes = [Size(width: 110, height: 70), Size(width: 60.5, height: 0), Size(width: 16_383.5, height: 32_767.5),
                     Size(width: 33.3, height: 12.25), Size(width: 16_384, height: 1), Size(width: 1, height: 40_000),
                     Size(width: -0.0, height: 5), Size(width: 0.1, height: 1e30)]
        for (k, size) in sizes.enumerated() {
            let item = DemoItem(number: k, label: "x", color: Self.color, size: size)
            #expect(item.width.bitPattern == Float(size.width).bitPattern && item.height.bitPattern == Float(size.height).bitPattern,
                    "\(size)")
            #expect(item.size == Size(width: Double(Float(size.width)), height: Double(Float(size.height))))
        }
        // Half points in range are held in the item itself; anything else in the shared table.
        #expect(DemoSizeBits(Size(width: 16_383.5, height: 32_767.5)).raw == 0x7FFF_FFFF)
        #expect(DemoSizeBits(Size(width: 16_384, height: 1)).raw >> 31 == 1)
        #expect(DemoSizeBits(Size(width: -0.0, height: 5)).raw >> 31 == 1)
    }

    @Test func itemsCompareBySizeHoweverItIsHeld() {
        let odd = Size(width: 33.3, height: 12.25)
        let a = DemoItem(number: 1, label: "x", color: Self.color, size: odd)
        let b = DemoItem(number: 1, label: "x", color: Self.color, size: odd)
        #expect(a.sizeBits.raw != b.sizeBits.raw, "two entries of the shared table")
        #expect(a == b && !(a < b) && !(b < a))
        let c = DemoItem(number: 1, label: "x", color: Self.color, size: Size(width: 33.3, height: 12.5))
        #expect(a != c && a < c)
        #expect(DemoItem(number: 2, label: "x", color: Self.color, size: Size(width: 110, height: 70))
            != DemoItem(number: 2, label: "x", color: Self.color, size: Size(width: 110, height: 70.5)))
    }
}
