/// What part of a layout a change invalidates (UICollectionViewLayoutInvalidationContext), so a layout can
/// recompute only that part instead of preparing everything again. Passed to
/// `CollectionView.invalidateLayout(with:)`; the prepared geometry applies it through
/// `LayoutGeometry.invalidateLayout(with:in:)` and may set the offset and size adjustments on the way.
public struct LayoutInvalidationContext: Equatable, Sendable {
    /// True when everything must be prepared again (a plain `invalidateLayout()`): the geometry is not asked.
    public var invalidateEverything: Bool
    /// True when the data source's counts must be read again (they changed); implies a full prepare.
    public var invalidateDataSourceCounts: Bool
    /// Items whose attributes changed, in the order invalidated; nil when none were named.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Supplementary views whose attributes changed, by kind; nil when none were named.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// Added to the content offset once the change is applied, so what the user looks at stays in place
    /// (UIKit: a cell above the visible area grew, so everything below it moved down).
    public var contentOffsetAdjustment: Point = .zero
    /// How much the content size changed with this invalidation.
    public var contentSizeAdjustment: Size = .zero
    /// Sizes cells asked for (their `preferredLayoutAttributesFitting(_:)`), for layouts that size items to
    /// them (a self-sizing flow layout). UIKit's flow layout keeps these privately; here they travel with the
    /// context, because a layout configuration is a value and its geometry is what changes.
    public private(set) var preferredItemSizes: [IndexPath: Size] = [:]

    /// A context that invalidates nothing yet; name what changed with the methods below.
    public init() {
        invalidateEverything = false
        invalidateDataSourceCounts = false
    }

    /// The context of a plain invalidation: everything is prepared again.
    public static var everything: LayoutInvalidationContext {
        var c = LayoutInvalidationContext()
        c.invalidateEverything = true
        return c
    }

    /// Marks items as invalid (invalidateItemsAtIndexPaths:).
    public mutating func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of a kind as invalid (invalidateSupplementaryElementsOfKind:atIndexPaths:).
    public mutating func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedSupplementaryIndexPaths ?? [:]
        byKind[kind, default: []].append(contentsOf: indexPaths)
        invalidatedSupplementaryIndexPaths = byKind
    }

    /// Invalidates an item because its cell prefers another size; the layout places it at that size.
    public mutating func invalidateItem(at indexPath: IndexPath, preferredSize: Size) {
        invalidateItems(at: [indexPath])
        preferredItemSizes[indexPath] = preferredSize
    }

    /// Adds what another context invalidates (its items, views, preferred sizes and adjustments) to this one.
    public mutating func merge(_ other: LayoutInvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        if let items = other.invalidatedItemIndexPaths { invalidateItems(at: items) }
        for (kind, paths) in other.invalidatedSupplementaryIndexPaths ?? [:] { invalidateSupplementaryElements(ofKind: kind, at: paths) }
        for (ip, size) in other.preferredItemSizes { preferredItemSizes[ip] = size }
        contentOffsetAdjustment = contentOffsetAdjustment + other.contentOffsetAdjustment
        contentSizeAdjustment = Size(width: contentSizeAdjustment.width + other.contentSizeAdjustment.width,
                                     height: contentSizeAdjustment.height + other.contentSizeAdjustment.height)
    }

    /// Whether applying this context needs a full prepare whatever the layout can do in place.
    public var requiresFullPrepare: Bool { invalidateEverything || invalidateDataSourceCounts }
}
