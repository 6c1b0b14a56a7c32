/// A layout that always answers with one already-prepared geometry: a snapshot of where everything was
/// (the state a transition retargets from, or the old side of a batch update). Each snapshot is its own
/// configuration, equal only to itself.
public struct FrozenLayout: CollectionLayout {
    /// The snapshot.
    public let geometry: any LayoutGeometry
    /// Name of the layout the snapshot was taken from.
    public let name: String
    public let parameters: [String: Double]
    public var decorationViews: DecorationRegistry
    private let identity = Identity()
    private final class Identity {}

    /// A layout answering with `geometry`, reporting the name and parameters of the layout it was taken from and
    /// keeping its decoration view registry, so the snapshot's decorations still find their classes.
    public init(geometry: any LayoutGeometry, name: String, parameters: [String: Double] = [:],
                decorationViews: DecorationRegistry = DecorationRegistry()) {
        self.geometry = geometry; self.name = name; self.parameters = parameters; self.decorationViews = decorationViews
    }

    public func prepare(in context: LayoutContext) -> any LayoutGeometry { geometry }

    /// A snapshot does not follow bounds changes.
    public func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool { false }

    public func isEqual(to other: any CollectionLayout) -> Bool {
        guard let o = other as? FrozenLayout else { return false }
        return o.identity === identity
    }
}
