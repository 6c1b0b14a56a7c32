/// One adjustable parameter of a layout, as the parameter panel and config files see it: a name, what kind
/// of value it takes and its current value.
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

    /// The key, e.g. "itemWidth" (the same key as in `CollectionLayout.parameters` where both have it).
    public let name: String
    /// Words for the panel, e.g. "item width".
    public let title: String
    public let kind: Kind
    /// The current value (toggle: 0 or 1; choice: the option's index).
    public let value: Double

    public init(name: String, title: String, kind: Kind, value: Double) {
        self.name = name; self.title = title; self.kind = kind; self.value = value
    }

    /// The value as the panel shows it: "110", "0.25", "on"/"off", "vertical".
    public var displayValue: String {
        switch kind {
        case .toggle: return value != 0 ? "on" : "off"
        case .choice(let options):
            let i = Int(value)
            return options.indices.contains(i) ? options[i] : "?"
        case .number:
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
    }

    /// `v` brought within the allowed values (numbers clamped, toggles to 0/1, choices to a valid index).
    public func clamped(_ v: Double) -> Double {
        let v = v.isFinite ? v : value
        switch kind {
        case .number(let range, _): return Swift.min(Swift.max(v, range.lowerBound), range.upperBound)
        case .toggle: return v != 0 ? 1 : 0
        case .choice(let options): return Double(Swift.min(Swift.max(Int(v.rounded()), 0), Swift.max(0, options.count - 1)))
        }
    }

    /// The value after `steps` keyboard steps (negative: down): numbers move by their step and stay in range,
    /// toggles flip on any step, choices cycle.
    public func stepped(by steps: Int) -> Double {
        switch kind {
        case .number(_, let step): return clamped(value + Double(steps) * step)
        case .toggle: return steps == 0 ? value : (value != 0 ? 0 : 1)
        case .choice(let options):
            guard !options.isEmpty else { return value }
            let n = options.count
            return Double(((Int(value) + steps) % n + n) % n)
        }
    }
}
