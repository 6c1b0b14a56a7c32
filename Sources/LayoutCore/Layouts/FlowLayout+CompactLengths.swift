extension FlowLayout {
    /// Per-item lengths of a varied section, held as `Float` while every one of them is exactly a `Float` (whole
    /// points and halves, as item sizes usually are) and as `Double` otherwise: the values read back are always
    /// the `Double`s stored, so the layout's arithmetic is unchanged, at half the memory in the usual case
    /// (ten million items hold three such arrays).
    struct CompactLengths: Sendable {
        /// The values while `isNarrow`; empty otherwise.
        private var narrow: [Float]
        /// The values once one of them was not exactly a `Float`; empty while `isNarrow`.
        private var wide: [Double]
        private(set) var isNarrow: Bool

        /// The values as given, narrowed when every one of them survives it exactly.
        init(_ values: [Double]) {
            let count = values.count
            var exact = true
            let narrowed = [Float](unsafeUninitializedCapacity: count) { out, n in
                values.withUnsafeBufferPointer { v in
                    for k in 0..<count {
                        let f = Float(v[k])
                        out[k] = f
                        // Compared as bits: -0 and NaN payloads must come back as they went in.
                        if Double(f).bitPattern != v[k].bitPattern { exact = false }
                    }
                }
                n = count
            }
            if exact {
                narrow = narrowed
                wide = []
                isNarrow = true
            } else {
                narrow = []
                wide = values
                isNarrow = false
            }
        }

        /// Values already narrowed (each exactly the `Double` it stands for).
        init(narrow values: [Float]) { narrow = values; wide = []; isNarrow = true }
        /// Values kept wide.
        init(wide values: [Double]) { narrow = []; wide = values; isNarrow = false }

        var count: Int { isNarrow ? narrow.count : wide.count }

        /// The value at `index`, exactly as stored; storing one that is not exactly a `Float` widens them all.
        subscript(index: Int) -> Double {
            @inline(__always) get { isNarrow ? Double(narrow[index]) : wide[index] }
            set {
                if isNarrow {
                    let f = Float(newValue)
                    if Double(f).bitPattern == newValue.bitPattern {
                        narrow[index] = f
                        return
                    }
                    wide = narrow.map(Double.init)
                    narrow = []
                    isNarrow = false
                }
                wide[index] = newValue
            }
        }
    }
}
