/// A value `FlowLayout.PrefixSums` adds up, with the narrower form its tree nodes are held in while each node
/// is exactly one (`Float` for `Double`, `UInt16` for `Int32` counts).
protocol PrefixSumValue: AdditiveArithmetic, Comparable, Sendable {
    /// The narrow form of a node.
    associatedtype Narrow: Sendable
    /// The value a narrow node stands for.
    init(widening narrow: Narrow)
    /// `narrow` widened plus `delta`, narrowed again: nil when the sum is not exactly a narrow value.
    static func narrowSum(_ narrow: Narrow, plus delta: Self) -> Narrow?
    /// Every value narrowed, or nil when one of them is not exactly a narrow value.
    static func narrowed(_ values: [Self]) -> [Narrow]?
}

extension Double: PrefixSumValue {
    init(widening narrow: Float) { self.init(narrow) }

    @inline(__always) static func narrowSum(_ narrow: Float, plus delta: Double) -> Float? {
        let sum = Double(narrow) + delta, f = Float(sum)
        // Compared as bits: -0 must come back as it went in.
        return Double(f).bitPattern == sum.bitPattern ? f : nil
    }

    static func narrowed(_ values: [Double]) -> [Float]? {
        let count = values.count
        var exact = true
        let out = [Float](unsafeUninitializedCapacity: count) { out, n in
            values.withUnsafeBufferPointer { v in
                var inexact: UInt64 = 0
                for k in 0..<count {
                    let f = Float(v[k])
                    out[k] = f
                    inexact |= Double(f).bitPattern ^ v[k].bitPattern
                }
                exact = inexact == 0
            }
            n = count
        }
        return exact ? out : nil
    }
}

extension Int32: PrefixSumValue {
    init(widening narrow: UInt16) { self.init(narrow) }

    @inline(__always) static func narrowSum(_ narrow: UInt16, plus delta: Int32) -> UInt16? {
        UInt16(exactly: Int32(narrow) + delta)
    }

    static func narrowed(_ values: [Int32]) -> [UInt16]? {
        let count = values.count
        var exact = true
        let out = [UInt16](unsafeUninitializedCapacity: count) { out, n in
            values.withUnsafeBufferPointer { v in
                var outside: UInt32 = 0
                for k in 0..<count {
                    out[k] = UInt16(truncatingIfNeeded: v[k])
                    // Any bit above the low 16 (a negative count sets them all) means it does not fit.
                    outside |= UInt32(bitPattern: v[k]) >> 16
                }
                exact = outside == 0
            }
            n = count
        }
        return exact ? out : nil
    }
}
