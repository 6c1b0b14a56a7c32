/// The circle layout of Apple's CircleLayout sample code (WWDC 2012, "Advanced Collection Views and Building
/// Custom Layouts"): every item, all the same size, sits on one circle centred in
/// the viewport; inserted items grow out of the centre and deleted items shrink into it.
///
/// Item g of n is centred at (cx + r·cos(2·g·π / n), cy + r·sin(2·g·π / n)), where (cx, cy) is the centre of
/// the viewport in content coordinates (width / 2, height / 2) and r the radius, by default min(width, height)
/// / 2.5. The sample uses section 0 only; here g is the item's global index over all sections in order (section
/// 0's items first) and n the total item count, so several sections share the one circle; for a single
/// section that is the sample's formula exactly. Double math throughout (the sample's cosf/sinf are Float).
///
/// The content is the viewport, grown along each axis the circle with its items does not fit (a radius pinched
/// past the window), so its top and bottom can be scrolled to; the circle is centred in the content, which is
/// the viewport's centre whenever it fits (the sample's case). A cell whose label its neighbour would cover (a
/// dense circle) carries `CollectionViewCell.labelHiddenAttributeKey`. Cells only: no supplementary or decoration views, even
/// when the data source has headers. zIndex 0 for every cell.
///
/// Robustness rules (never a crash): a negative, NaN or infinite viewport dimension counts as 0; a negative,
/// NaN or infinite item dimension counts as 0 (such items are placed but never intersect anything); a radius
/// set to a value that is not finite and positive is stored as nil (automatic); negative item counts count as 0.
public struct CircleLayout: CollectionLayout, Equatable {
    /// "circle", as used on the command line and in state files.
    public var name: String { "circle" }

    /// The sample's ITEM_SIZE: 70 × 70.
    public static let defaultItemSize = Size(width: 70, height: 70)
    /// The sample's radius is min(width, height) divided by this.
    public static let automaticRadiusDivisor = 2.5

    /// Distance from the circle's centre to each item's centre (the pinch example's "spread distance"); nil means
    /// automatic, min(width, height) / 2.5. Values that are not finite and positive are stored as nil, so that
    /// its "radius" parameter can report 0 for "automatic" without ambiguity.
    public var radius: Double? {
        didSet { radius = Self.normalized(radius) }
    }
    /// Size of every item. Default 70 × 70.
    public var itemSize: Size
    /// Decoration view classes; the circle layout itself emits no decoration views.
    public var decorationViews = DecorationRegistry()

    /// A circle layout with an optional fixed radius (nil: automatic) and an item size.
    public init(radius: Double? = nil, itemSize: Size = CircleLayout.defaultItemSize) {
        self.radius = Self.normalized(radius)
        self.itemSize = itemSize
    }

    /// Places every item on the circle; returns a `CircleLayout.Geometry`.
    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// The radius the items sit on in a viewport of this size: the configured one, else min(w, h) / 2.5.
    public func effectiveRadius(in viewport: Size) -> Double {
        radius ?? Swift.min(Self.length(viewport.width), Self.length(viewport.height)) / Self.automaticRadiusDivisor
    }

    /// `prepare(in:)` with the concrete geometry type, for callers (and tests) that want its extra API.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        let r = effectiveRadius(in: context.bounds.size)
        let item = Size(width: Self.length(itemSize.width), height: Self.length(itemSize.height))
        // Exactly the extent of the items when the circle outgrows the viewport: the content grows and shrinks
        // with the radius, continuously (at the size where the circle just fits, both give the viewport).
        // A viewport of no size shows nothing: its content stays empty.
        let viewport = Size(width: Self.length(context.bounds.width), height: Self.length(context.bounds.height))
        let shows = viewport.width > 0 && viewport.height > 0
        let width = shows ? Swift.max(viewport.width, 2 * r + item.width) : viewport.width
        let height = shows ? Swift.max(viewport.height, 2 * r + item.height) : viewport.height
        let center = Point(x: width / 2, y: height / 2)
        return Geometry(contentSize: Size(width: width, height: height), center: center, radius: r,
                        itemSize: item,
                        itemCounts: context.itemCounts.map { Swift.max(0, $0) })
    }

    /// A radius the layout may use as configured: finite and positive, otherwise nil (automatic).
    static func normalized(_ r: Double?) -> Double? {
        guard let r, r.isFinite, r > 0 else { return nil }
        return r
    }
    /// A length a layout may use: finite and not negative, otherwise 0.
    static func length(_ x: Double) -> Double { x.isFinite && x > 0 ? x : 0 }
}
