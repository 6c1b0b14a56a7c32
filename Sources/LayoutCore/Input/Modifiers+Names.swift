/// Names of modifiers in JSON (recordings, fuzz lists): "shift", "ctrl", "alt", "cmd", in that order.
extension Modifiers {
    /// Each modifier with its name in recordings and fuzz lists ("shift", "ctrl", "alt", "cmd"), in the order names
    /// are written.
    public static let names: [(Modifiers, String)] = [(.shift, "shift"), (.control, "ctrl"), (.alt, "alt"), (.command, "cmd")]

    /// The names of the modifiers held, in the order of `names`.
    public var names: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

    /// The modifiers with these names; nil when one is unknown.
    public init?(names: [String]) {
        self = []
        for n in names {
            guard let one = Self.names.first(where: { $0.1 == n })?.0 else { return nil }
            insert(one)
        }
    }
}
