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

    /// The item the menu was opened on.
    public var indexPath: IndexPath
    /// The whole menu's frame in window coordinates.
    public var frame: Rect
    /// The menu's rows, top to bottom, one per action the delegate allowed.
    public var items: [Item]

    /// Size of one row.
    public static let rowSize = Size(width: 96, height: 28)
    /// Gap between the cell and the menu.
    public static let gap = 6.0

    /// A menu beside `cellFrame` (window coordinates): to its right, or to its left when there is no room,
    /// kept inside the viewport.
    public init(indexPath: IndexPath, cellFrame: Rect, viewport: Size, actions: [EditAction]) {
        self.indexPath = indexPath
        let w = Self.rowSize.width, h = Self.rowSize.height * Double(actions.count)
        var x = cellFrame.maxX + Self.gap
        if x + w > viewport.width { x = cellFrame.minX - Self.gap - w }
        x = min(max(0, x), max(0, viewport.width - w))
        let y = min(max(0, cellFrame.minY), max(0, viewport.height - h))
        frame = Rect(x: x, y: y, width: w, height: h)
        items = actions.enumerated().map { i, action in
            Item(action: action,
                 frame: Rect(x: x, y: y + Double(i) * Self.rowSize.height, width: w, height: Self.rowSize.height))
        }
    }

    /// The row under a window point.
    public func item(at p: Point) -> Item? { items.first { $0.frame.contains(p) } }
}
