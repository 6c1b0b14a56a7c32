/// One adjustable parameter of a layout, declared once: its name (the key config files and state files use),
/// words for the panel, what values it takes, and how to read and write it on a configuration.
///
/// A layout lists its declarations (`AdjustableLayout.parameterDeclarations`) and everything else is derived
/// from them: the panel's rows (`adjustableParameters`), changes by name (`setting(_:to:)`), the values state
/// files and dumps report (`parameters`), config files, and docs/Playground.md's check. Naming a parameter in one place
/// is what keeps those from disagreeing.
public struct LayoutParameterDeclaration<Layout> {
    /// The key, e.g. "itemWidth".
    public let name: String
    /// Words for the panel, e.g. "item width".
    public let title: String
    /// What values it takes: a number in a range, a toggle or a choice between named options.
    public let kind: LayoutParameter.Kind
    /// Whether a number takes whole values only (a column count).
    public let isIntegral: Bool
    private let read: (Layout) -> Double
    private let write: (inout Layout, Double) throws(LayoutParameterError) -> Void

    /// A parameter read and written through closures. `set` receives a value already checked against the
    /// kind (in range, whole when integral, 0 or 1 for a toggle, an option's index for a choice); it may
    /// refuse values the kind cannot express by throwing, with a message that starts with the name.
    public init(_ name: String, title: String, kind: LayoutParameter.Kind, isIntegral: Bool = false,
                get: @escaping (Layout) -> Double,
                set: @escaping (inout Layout, Double) throws(LayoutParameterError) -> Void) {
        self.name = name; self.title = title; self.kind = kind
        if case .number = kind { self.isIntegral = isIntegral } else { self.isIntegral = false }
        self.read = get; self.write = set
    }

    /// A number stored in a property of the layout.
    public static func number(_ name: String, title: String, range: ClosedRange<Double>, step: Double,
                              _ keyPath: WritableKeyPath<Layout, Double>) -> Self {
        Self(name, title: title, kind: .number(range: range, step: step),
             get: { $0[keyPath: keyPath] }, set: { layout, v in layout[keyPath: keyPath] = v })
    }

    /// An on/off parameter stored as a Bool property (reported as 0/1, written as true/false in files).
    public static func toggle(_ name: String, title: String, _ keyPath: WritableKeyPath<Layout, Bool>) -> Self {
        Self(name, title: title, kind: .toggle,
             get: { $0[keyPath: keyPath] ? 1 : 0 }, set: { layout, v in layout[keyPath: keyPath] = v != 0 })
    }

    /// The parameter with the layout's current value, as the panel lists it.
    public func parameter(of layout: Layout) -> LayoutParameter {
        LayoutParameter(name: name, title: title, kind: kind, value: read(layout), isIntegral: isIntegral)
    }

    /// The current value (toggle: 0 or 1; choice: the option's index).
    public func value(of layout: Layout) -> Double { read(layout) }

    /// Sets the parameter on `layout`, or throws naming the parameter and what is allowed (and leaves the
    /// layout as it was).
    public func set(_ value: Double, on layout: inout Layout) throws(LayoutParameterError) {
        let checked = try parameter(of: layout).validated(value)
        var copy = layout
        try write(&copy, checked)
        layout = copy
    }

    /// The same parameter on a layout that holds this one at `keyPath` (a wrapper forwarding to its base).
    public func through<Outer>(_ keyPath: WritableKeyPath<Outer, Layout>) -> LayoutParameterDeclaration<Outer> {
        let read = self.read, write = self.write
        return LayoutParameterDeclaration<Outer>(name, title: title, kind: kind, isIntegral: isIntegral,
                                                 get: { read($0[keyPath: keyPath]) },
                                                 set: { outer, v throws(LayoutParameterError) in try write(&outer[keyPath: keyPath], v) })
    }
}

extension LayoutParameterDeclaration {
    /// A choice among a String-backed enumeration's cases, in declaration order (the value is the index).
    public static func choice<Option: CaseIterable & RawRepresentable & Equatable>(
        _ name: String, title: String, _ keyPath: WritableKeyPath<Layout, Option>
    ) -> Self where Option.RawValue == String {
        let options = Array(Option.allCases)
        return Self(name, title: title, kind: .choice(options.map(\.rawValue)),
                    get: { Double(options.firstIndex(of: $0[keyPath: keyPath]) ?? 0) },
                    set: { layout, v in layout[keyPath: keyPath] = options[Int(v)] })
    }
}
