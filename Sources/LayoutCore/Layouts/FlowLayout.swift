/// PLACEHOLDER: replaced by the real flow layout (being written now).
public struct FlowLayout: CollectionLayout, Equatable {
    public var name: String { "flow" }
    public var itemSize = Size(width: 50, height: 50)
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var sectionInset = EdgeInsets.zero
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero
    public var scrollDirection = ScrollDirection.vertical
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    public var decorationViews = DecorationRegistry()
    public init() {}
    public func prepare(in context: LayoutContext) -> any LayoutGeometry { fatalError("placeholder") }
}
