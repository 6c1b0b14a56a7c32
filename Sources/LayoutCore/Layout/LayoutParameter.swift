/// One adjustable parameter of a layout with its current value, as the parameter panel and config files see
/// it: a name, what kind of value it takes and the value (made from the layout's `LayoutParameterDeclaration`).
public struct LayoutParameter: Hashable, Sendable {
    /// What values a parameter takes.
    public enum Kind: Hashable, Sendable {
        /// A number within `range`, changed by `step` at a time from the keyboard.
        case number(range: ClosedRange<Double>, step: Double)
        /// On (1) or off (0).
        case toggle
        /// One of the named options; the value is the option's index.
        case choice([String])
    }

    /// The key, e.g. "itemWidth" (the same key as in `CollectionLayout.parameters`, config files and state files).
    public let name: String
    /// Words for the panel, e.g. "item width".
    public let title: String
    /// What values it takes: a number in a range, a toggle or a choice between named options.
    public let kind: Kind
    /// The current value (toggle: 0 or 1; choice: the option's index).
    public let value: Double
    /// Whether a number takes whole values only (a column count); always false for toggles and choices.
    public let isIntegral: Bool

    /// A parameter named `name` with the panel title `title`, of `kind`, at `value`; `isIntegral` counts for numbers
    /// only (toggles and choices are never integral).
    public init(name: String, title: String, kind: Kind, value: Double, isIntegral: Bool = false) {
        self.name = name; self.title = title; self.kind = kind; self.value = value
        if case .number = kind { self.isIntegral = isIntegral } else { self.isIntegral = false }
    }

    /// The value as the panel shows it: "110", "0.25", "on"/"off", "vertical".
    public var displayValue: String {
        switch kind {
        case .toggle: return value != 0 ? "on" : "off"
        case .choice(let options):
            guard let i = Self.index(value, count: options.count) else { return "?" }
            return options[i]
        case .number:
            // Two decimals are all a panel needs; the stored value keeps its full precision.
            guard value.isFinite else { return "\(value)" }
            return ((value * 100).rounded() / 100).compact
        }
    }

    /// `v` brought within the allowed values (numbers clamped, and rounded when integral; toggles to 0/1;
    /// choices to a valid index). A value that is not finite gives the current value, itself brought within.
    public func clamped(_ v: Double) -> Double {
        let v = v.isFinite ? v : (value.isFinite ? value : 0)
        switch kind {
        case .number(let range, _):
            let whole = isIntegral ? v.rounded() : v
            var c = Swift.min(Swift.max(whole, range.lowerBound), range.upperBound)
            // A range with fractional bounds has no whole number at its ends; the nearest one inside wins.
            if isIntegral && c != c.rounded() {
                c = c.rounded(.up) <= range.upperBound ? c.rounded(.up) : c.rounded(.down)
            }
            return c
        case .toggle: return v != 0 ? 1 : 0
        case .choice(let options):
            // Clamped as a Double first: converting a huge value to Int would trap.
            return Swift.min(Swift.max(v.rounded(), 0), Double(Swift.max(0, options.count - 1)))
        }
    }

    /// The value after `steps` keyboard steps (negative: down): numbers move by their step and stay in range,
    /// toggles flip on any step, choices cycle.
    public func stepped(by steps: Int) -> Double {
        switch kind {
        case .number(_, let step): return clamped(Self.tidied(value + Double(steps) * step, step: step))
        case .toggle: return steps == 0 ? value : (value != 0 ? 0 : 1)
        case .choice(let options):
            guard !options.isEmpty else { return value }
            let n = options.count
            let i = Self.index(value, count: n) ?? 0
            return Double(((i + steps % n) % n + n) % n)
        }
    }

    // MARK: Validation (by `LayoutParameterDeclaration.set(_:on:)`)

    /// `v` if it is one of the allowed values, else an error naming the parameter and what is allowed.
    func validated(_ v: Double) throws(LayoutParameterError) -> Double {
        switch kind {
        case .number(let range, _):
            let bounds = "\(range.lowerBound.compact)…\(range.upperBound.compact)"
            guard v.isFinite, range.contains(v) else {
                throw LayoutParameterError("\(name): \(v.compact) is out of range; allowed: \(bounds)")
            }
            if isIntegral && v != v.rounded() {
                throw LayoutParameterError("\(name): \(v.compact) is not allowed; use a whole number within \(bounds)")
            }
        case .toggle:
            guard v == 0 || v == 1 else {
                throw LayoutParameterError("\(name): \(v.compact) is not allowed; use 0 (off) or 1 (on)")
            }
        case .choice(let options):
            guard v.isFinite, v == v.rounded(), v >= 0, v < Double(options.count) else {
                let listed = options.enumerated().map { "\($0.offset) (\($0.element))" }
                let use = listed.count > 1 ? listed.dropLast().joined(separator: ", ") + " or " + listed[listed.count - 1]
                    : listed.first ?? "nothing (there are no options)"
                throw LayoutParameterError("\(name): \(v.compact) is not allowed; use \(use)")
            }
        }
        // +0 for −0, so a layout never stores a negative zero that prints as "-0".
        return v == 0 ? 0 : v
    }

    /// A choice's value as an index into `count` options, nil when it is none (fractional, NaN, out of range).
    private static func index(_ v: Double, count: Int) -> Int? {
        guard v.isFinite, v == v.rounded(), v >= 0, v < Double(count) else { return nil }
        return Int(v)
    }

    /// `x` with the binary drift of repeated steps removed (1 + 3 · 0.1 is 1.3000000000000003): rounded to six
    /// decimals more than the step has, which leaves values off the step grid (a pinched 1.25) where they are.
    static func tidied(_ x: Double, step: Double) -> Double {
        guard x.isFinite, step.isFinite, step != 0 else { return x }
        var scaled = Swift.abs(step), factor = 1_000_000.0
        var digits = 0
        while digits < 9, Swift.abs(scaled - scaled.rounded()) > 1e-9 * Swift.max(1, scaled) {
            scaled *= 10; factor *= 10; digits += 1
        }
        let units = x * factor
        // Past 2^52 the product has no fraction left to round (and the division could lose digits).
        guard Swift.abs(units) < 4_503_599_627_370_496 else { return x }
        return units.rounded() / factor
    }
}
