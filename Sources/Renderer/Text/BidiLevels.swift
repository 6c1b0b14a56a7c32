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
