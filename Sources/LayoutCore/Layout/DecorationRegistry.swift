/// Decoration view classes by kind, as registered on a layout. Equal when the same classes are registered.
public struct DecorationRegistry: Equatable {
    private var classes: [String: ReusableView.Type] = [:]

    /// An empty registry: the layout emits no decoration views.
    public init() {}

    /// Registers (or replaces) the class for a kind.
    public mutating func register(_ viewClass: ReusableView.Type, forKind kind: String) { classes[kind] = viewClass }

    /// The class registered for a kind.
    public func viewClass(forKind kind: String) -> ReusableView.Type? { classes[kind] }

    /// The registered kinds, sorted.
    public var kinds: [String] { classes.keys.sorted() }

    public static func == (a: DecorationRegistry, b: DecorationRegistry) -> Bool {
        a.classes.count == b.classes.count
            && a.classes.allSatisfy { k, v in b.classes[k].map { ObjectIdentifier($0) == ObjectIdentifier(v) } ?? false }
    }
}
