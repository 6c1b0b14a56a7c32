internal import CFribidi

/// The Unicode bidirectional algorithm (through GNU FriBidi): the embedding level of each scalar of a paragraph,
/// odd for right-to-left. Runs are later put in visual order from these levels (rule L2).
enum BidiLevels {
    /// Levels for `scalars`, the paragraph's direction taken from its first strong character; all zero when the
    /// text has no right-to-left character (the common case, answered without calling fribidi).
    static func levels(_ scalars: [Unicode.Scalar]) -> [Int8] {
        guard scalars.contains(where: isRightToLeftCandidate) else { return Array(repeating: 0, count: scalars.count) }
        let n = scalars.count
        let text = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        guard cfribidi_levels(text, Int32(n), &types, &brackets, &levels) >= 0 else { return Array(repeating: 0, count: n) }
        return levels.map { Int8($0) }
    }

    /// `levels` of a line's scalars, for a line known to hold a right-to-left character: resolved here when the
    /// line has only the classes `simpleLevels` handles, else by fribidi (its scratch arrays on the stack, its
    /// levels written straight into the result).
    static func levels(of scalars: String.UnicodeScalarView) -> [Int8] {
        let n = scalars.count
        guard n > 0 else { return [] }
        return withUnsafeTemporaryAllocation(of: FriBidiChar.self, capacity: n) { text in
            withUnsafeTemporaryAllocation(of: Int8.self, capacity: n) { classes in
                var i = 0
                for s in scalars {
                    text[i] = FriBidiChar(s.value)
                    classes[i] = Int8(cfribidi_simple_class(FriBidiChar(s.value)))
                    i += 1
                }
                return [Int8](unsafeUninitializedCapacity: n) { levels, count in
                    count = n
                    if simpleLevels(UnsafeBufferPointer(classes), into: levels) { return }
                    fribidiLevels(UnsafeBufferPointer(text), into: levels)
                }
            }
        }
    }

    /// `simpleLevels` for `scalars`, nil when fribidi would be asked (the fast path alone, as tests compare it).
    static func simpleLevels(_ scalars: [Unicode.Scalar]) -> [Int8]? {
        let classes = scalars.map { Int8(cfribidi_simple_class(FriBidiChar($0.value))) }
        var levels = [Int8](repeating: 0, count: scalars.count)
        let resolved = classes.withUnsafeBufferPointer { c in levels.withUnsafeMutableBufferPointer { simpleLevels(c, into: $0) } }
        return resolved ? levels : nil
    }

    /// fribidi's levels for a paragraph, written into `levels` (all 0 when it fails).
    static func fribidiLevels(_ text: UnsafeBufferPointer<FriBidiChar>, into levels: UnsafeMutableBufferPointer<Int8>) {
        let n = text.count
        withUnsafeTemporaryAllocation(of: FriBidiCharType.self, capacity: n) { types in
            withUnsafeTemporaryAllocation(of: FriBidiBracketType.self, capacity: n) { brackets in
                if cfribidi_levels(text.baseAddress, Int32(n), types.baseAddress, brackets.baseAddress, levels.baseAddress) < 0 {
                    levels.initialize(repeating: 0)
                }
            }
        }
    }

    /// Levels of a paragraph made only of strong left-to-right (L), right-to-left (R, AL), European and Arabic
    /// digits (EN, AN), spaces (WS) and other neutrals but brackets (ON: emoji, most punctuation), given their
    /// classes (`cfribidi_simple_class`: 1 L, 2 R, 3 AL, 4 EN, 5 AN, 6 WS, 7 ON), resolved here by the bidi algorithm's rules for those classes alone (P2–P3, W2, W3, W7, N1–N2,
    /// I1–I2, L1 for trailing spaces): labels are mostly such text, and fribidi's general machinery was most of
    /// the cost of setting a right-to-left label. False when some class is another (fribidi then resolves it).
    static func simpleLevels(_ classes: UnsafeBufferPointer<Int8>, into levels: UnsafeMutableBufferPointer<Int8>) -> Bool {
        let l: Int8 = 1, r: Int8 = 2, al: Int8 = 3, en: Int8 = 4, an: Int8 = 5, ws: Int8 = 6, on: Int8 = 7
        let n = classes.count
        guard n > 0, !classes.contains(0) else { return n == 0 }
        // P2, P3: the paragraph's direction is its first strong character's.
        let base: Int8 = classes.first { $0 == l || $0 == r || $0 == al }.map { $0 == l ? 0 : 1 } ?? 0
        // W2, W3, W7: digits after Arabic letters are Arabic digits, Arabic letters are R, European digits after L
        // are L. `levels` holds the resolved classes for now (L, R, EN, AN, WS or ON), their levels below.
        let sos = base == 1 ? r : l
        var lastStrong = sos
        for i in 0..<n {
            var c = classes[i]
            switch c {
            case l, r, al: lastStrong = c; if c == al { c = r }
            case en: if lastStrong == al { c = an } else if lastStrong == l { c = l }
            default: break
            }
            levels[i] = c
        }
        // N1, N2: a run of neutrals takes the direction on both sides when they agree (digits count as R, the
        // paragraph's edges as its direction), else the paragraph's.
        var i = 0
        while i < n {
            guard levels[i] == ws || levels[i] == on else { i += 1; continue }
            var j = i
            while j < n && (levels[j] == ws || levels[j] == on) { j += 1 }
            let before = i == 0 ? sos : (levels[i - 1] == l ? l : r)
            let after = j == n ? sos : (levels[j] == l ? l : r)
            let direction = before == after ? before : sos
            for k in i..<j { levels[k] = direction }
            i = j
        }
        // I1, I2: the implicit levels.
        for k in 0..<n {
            let c = levels[k]
            if base == 0 { levels[k] = c == l ? 0 : (c == r ? 1 : 2) }
            else { levels[k] = c == r ? 1 : 2 }
        }
        // L1: spaces ending the paragraph go back to its level.
        var k = n - 1
        while k >= 0 && classes[k] == ws { levels[k] = base; k -= 1 }
        return true
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms, and the explicit RTL marks.
    static func isRightToLeftCandidate(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200F, 0x202B, 0x202E, 0x2067, 0x10800...0x10FFF,
             0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// Indices of `levels` in visual order (rule L2: from the highest level down to the lowest odd one, reverse
    /// every maximal sequence at that level or above).
    static func visualOrder(_ levels: [Int8]) -> [Int] {
        var order = Array(levels.indices)
        guard let high = levels.max(), high > 0 else { return order }
        let lowOdd = levels.filter { $0 % 2 == 1 }.min() ?? high
        var level = high
        while level >= lowOdd && level > 0 {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else { i += 1 }
            }
            level -= 1
        }
        return order
    }
}
