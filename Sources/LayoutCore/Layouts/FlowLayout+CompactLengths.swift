extension FlowLayout {
    /// Per-item lengths of a varied section, held in the narrowest of three forms that keeps every one of them
    /// exactly: quarter points in 16 bits (whole points, halves and quarters up to ±8,192, as item sizes usually
    /// are), else `Float`, else `Double`. The values read back are always the `Double`s stored, so the layout's
    /// arithmetic is unchanged, at a quarter of the memory in the usual case (ten million items hold three such
    /// arrays: 2 bytes a value instead of 8 is what keeps a million-item flow under its memory budget, issue 18).
    struct CompactLengths: Sendable {
        /// How the values are held.
        enum Form: Sendable { case quarterPoints, float, double }

        /// The values times four while `form == .quarterPoints`; empty otherwise.
        private var quarters: [Int16]
        /// The values while `form == .float`; empty otherwise.
        private var narrow: [Float]
        /// The values once one of them was not exactly a `Float`; empty otherwise.
        private var wide: [Double]
        private(set) var form: Form

        /// True while the values are held narrower than `Double` (quarter points or `Float`).
        var isNarrow: Bool { form != .double }

        /// The values as given, narrowed as far as every one of them survives it exactly.
        init(_ values: [Double]) {
            quarters = []; narrow = []; wide = []
            if let q = Self.quarterPoints(values) {
                quarters = q
                form = .quarterPoints
                return
            }
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
                form = .float
            } else {
                wide = values
                form = .double
            }
        }

        /// Values already narrowed (each exactly the `Double` it stands for).
        init(narrow values: [Float]) { quarters = []; narrow = values; wide = []; form = .float }

        /// Values already as quarter points (each the value times four).
        init(quarters codes: [Int16]) { quarters = codes; narrow = []; wide = []; form = .quarterPoints }

        /// Values kept wide.
        init(wide values: [Double]) { quarters = []; narrow = []; wide = values; form = .double }

        var count: Int {
            switch form {
            case .quarterPoints: return quarters.count
            case .float: return narrow.count
            case .double: return wide.count
            }
        }

        /// The value at `index`, exactly as stored; storing one the current form cannot hold exactly widens them all.
        subscript(index: Int) -> Double {
            @inline(__always) get {
                switch form {
                case .quarterPoints: return Double(quarters[index]) * 0.25
                case .float: return Double(narrow[index])
                case .double: return wide[index]
                }
            }
            set {
                if form == .quarterPoints {
                    if let q = Self.quarterPoint(newValue) {
                        quarters[index] = q
                        return
                    }
                    narrow = quarters.map { Float($0) * 0.25 }
                    quarters = []
                    form = .float
                }
                if form == .float {
                    let f = Float(newValue)
                    if Double(f).bitPattern == newValue.bitPattern {
                        narrow[index] = f
                        return
                    }
                    wide = narrow.map { Double($0) }
                    narrow = []
                    form = .double
                }
                wide[index] = newValue
            }
        }

        /// `value` times four as 16 bits when that gives it back exactly (bit for bit: not −0), else nil.
        @inline(__always) static func quarterPoint(_ value: Double) -> Int16? {
            let code = Int16.code(value)
            return code.value.bitPattern == value.bitPattern ? code : nil
        }

        /// Every value as quarter points, or nil when one of them is not exactly one. One pass, no branch per value.
        private static func quarterPoints(_ values: [Double]) -> [Int16]? {
            let count = values.count
            var exact = true
            let codes = [Int16](unsafeUninitializedCapacity: count) { out, n in
                values.withUnsafeBufferPointer { v in
                    var allExact = true
                    for k in 0..<count {
                        let code = Int16.code(v[k])
                        out[k] = code
                        allExact = allExact && code.value.bitPattern == v[k].bitPattern
                    }
                    exact = allExact
                }
                n = count
            }
            return exact ? codes : nil
        }
    }
}
