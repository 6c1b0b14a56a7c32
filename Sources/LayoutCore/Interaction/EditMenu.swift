/// An open edit menu (UIKit: the menu `collectionView(_:performAction:forItemAt:withSender:)` serves): the item it
/// acts on, the actions the delegate can perform there (UIKit
/// leaves the others out), and where it sits in the window. The interaction hit-tests it; a renderer draws it from `items`.
public struct EditMenu: Hashable, Sendable {
    /// One row of the menu.
    public struct Item: Hashable, Sendable {
        /// The action this row performs when clicked.
        public var action: EditAction
        /// The row's frame in window coordinates.
        public var frame: Rect
    }

    /// Where the menu went relative to the item it acts on.
    public enum Placement: String, Hashable, Sendable {
        /// Under the item: the first choice.
        case below
        /// Above the item: no room below it.
        case above
        /// To the item's right: no room below or above it.
        case right
        /// To the item's left: no room anywhere else beside it.
        case left
        /// Nowhere beside the item had room: the menu sits inside the visible area, over as little of the item as it can.
        case overlapping
    }

    /// The item the menu was opened on.
    public var indexPath: IndexPath
    /// The item's frame in window coordinates when the menu opened: a renderer marks it while the menu is open.
    public var itemFrame: Rect
    /// The whole menu's frame in window coordinates.
    public var frame: Rect
    /// Which side of the item the menu took.
    public var placement: Placement
    /// The menu's rows, top to bottom, one per action the delegate allowed.
    public var items: [Item]
    /// The row under the pointer (hover, or a press held on the menu), drawn highlighted; nil when the pointer is elsewhere.
    public var highlightedIndex: Int?

    /// Size of one row: room for the title and its shortcut, right-aligned.
    public static let rowSize = Size(width: 150, height: 28)
    /// Gap between the cell and the menu.
    public static let gap = 6.0
    /// Room kept between the menu and the edges of the visible area (the window's edge, the legend bar's top).
    public static let margin = 4.0

    /// A menu beside `cellFrame` (window coordinates) within a `viewport`-sized area at the window's origin.
    public init(indexPath: IndexPath, cellFrame: Rect, viewport: Size, actions: [EditAction]) {
        self.init(indexPath: indexPath, cellFrame: cellFrame, visible: Rect(origin: .zero, size: viewport), actions: actions)
    }

    /// A menu for the item at `cellFrame` (window coordinates), inside `visible` (the window less the content
    /// insets, where nothing covers it): below the item, else above it, else to its right or left, whichever is
    /// first to fit without covering the item. When none fits, the menu stays inside `visible` over as little of the
    /// item as it can.
    public init(indexPath: IndexPath, cellFrame: Rect, visible: Rect, actions: [EditAction]) {
        self.indexPath = indexPath
        itemFrame = cellFrame
        let visible = visible.insetBy(dx: Self.margin, dy: Self.margin)
        let w = Self.rowSize.width, h = Self.rowSize.height * Double(actions.count)
        func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double { max(low, min(v, max(low, high))) }
        // Along the side it opens on, the menu lines up with the item's start, slid back inside the visible area.
        let alignedX = clamp(cellFrame.minX, visible.minX, visible.maxX - w)
        let alignedY = clamp(cellFrame.minY, visible.minY, visible.maxY - h)
        let candidates: [(Placement, Point)] = [
            (.below, Point(x: alignedX, y: cellFrame.maxY + Self.gap)),
            (.above, Point(x: alignedX, y: cellFrame.minY - Self.gap - h)),
            (.right, Point(x: cellFrame.maxX + Self.gap, y: alignedY)),
            (.left, Point(x: cellFrame.minX - Self.gap - w, y: alignedY)),
        ]
        let visibleItem = cellFrame.intersection(visible) ?? .zero
        func fits(_ r: Rect) -> Bool {
            r.minX >= visible.minX - 1e-9 && r.maxX <= visible.maxX + 1e-9 && r.minY >= visible.minY - 1e-9 && r.maxY <= visible.maxY + 1e-9
        }
        func covered(_ r: Rect) -> Double { r.intersection(visibleItem).map { $0.width * $0.height } ?? 0 }
        var chosen: (Placement, Rect)?
        for (placement, origin) in candidates {
            let r = Rect(origin: origin, size: Size(width: w, height: h))
            if fits(r) && covered(r) == 0 { chosen = (placement, r); break }
        }
        if chosen == nil {
            // No side has room: each candidate slid inside the visible area, the one covering least of the item.
            let inside = candidates.map { _, o in
                Rect(x: clamp(o.x, visible.minX, visible.maxX - w), y: clamp(o.y, visible.minY, visible.maxY - h), width: w, height: h)
            }
            chosen = (.overlapping, inside.min { covered($0) < covered($1) }!)
        }
        placement = chosen!.0
        frame = chosen!.1
        let f = frame
        items = actions.enumerated().map { i, action in
            Item(action: action,
                 frame: Rect(x: f.minX, y: f.minY + Double(i) * Self.rowSize.height, width: w, height: Self.rowSize.height))
        }
    }

    /// The row under a window point.
    public func item(at p: Point) -> Item? { items.first { $0.frame.contains(p) } }

    /// The index of the row under a window point.
    public func index(at p: Point) -> Int? { items.firstIndex { $0.frame.contains(p) } }
}
