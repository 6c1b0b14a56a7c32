import LayoutCore

/// Two things the layouts leave to the app: after K the tree's root (its first item) stays on screen, and data
/// without items shows a short message in every layout instead of an empty window.
extension PlaygroundApp {
    /// The message shown, centred, while there are no items (N adds one to the last section).
    static let emptyStateText = "No items — press N to add one"
    /// The same without sections, where N has nowhere to put an item.
    static let noSectionsText = "No items"

    /// The empty-state message now, or nil while there are items.
    var emptyStateMessage: String? {
        guard document.itemCount == 0 else { return nil }
        return document.numberOfSections == 0 ? Self.noSectionsText : Self.emptyStateText
    }

    /// After a compact-tree switch began: if the root would end outside the viewport (compact rows centre a
    /// parent on its subtree, so a tall tree moves its root far down), the transition's target offset moves so
    /// the root lands where it is on screen now (or in the middle when it was not shown).
    func keepRootOnScreen() {
        let root = LayoutCore.IndexPath(item: 0, section: 0)
        guard let transition = collectionView.transitionLayout, document.item(at: root) != nil else { return }
        let bounds = collectionView.bounds, inset = collectionView.contentInset
        let context = LayoutContext(bounds: Rect(origin: transition.toContentOffset, size: bounds.size),
                                    itemCounts: collectionView.itemCountsBySection, delegate: dataSource, contentInset: inset)
        let target = transition.geometries(in: context).to
        guard let frame = target.layoutAttributesForItem(at: root)?.frame else { return }
        let visible = Rect(x: transition.toContentOffset.x + inset.left, y: transition.toContentOffset.y + inset.top,
                           width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        guard !visible.contains(frame) else { return }
        // Where the root is on screen now (if it is shown), else the middle of the visible part.
        let now = collectionView.layoutAttributesForItem(at: root)?.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        let screen = now.map { Rect(x: inset.left, y: inset.top, width: visible.width, height: visible.height).contains($0) } == true
            ? now!.origin
            : Point(x: inset.left + (visible.width - frame.width) / 2, y: inset.top + (visible.height - frame.height) / 2)
        var offset = Point(x: frame.minX - screen.x, y: frame.minY - screen.y)
        let size = target.collectionViewContentSize
        offset.x = max(-inset.left, min(offset.x, max(-inset.left, size.width + inset.right - bounds.width)))
        offset.y = max(-inset.top, min(offset.y, max(-inset.top, size.height + inset.bottom - bounds.height)))
        transition.toContentOffset = offset
    }

    /// The empty-state message, centred in the part of the window the legend leaves, while there are no items.
    func emptyStateItems(viewport: Size) -> [DisplayItem] {
        guard let text = emptyStateMessage else { return [] }
        let fontSize = 17.0
        let width = min(viewport.width - 20, OverlayStyle.textWidth(text, fontSize: fontSize) + 40), height = 44.0
        let visibleHeight = viewport.height - (overlays.showsLegend ? Legend.height : 0)
        let frame = Rect(x: (viewport.width - width) / 2, y: (visibleHeight - height) / 2, width: width, height: height)
        // A panel behind the words: empty sections still draw their header and footer bands under it.
        var panel = ViewAppearance()
        panel.backgroundColor = Color(hex: 0x0E1014, alpha: 0.92)
        panel.cornerRadius = 10
        var label = ViewAppearance()
        label.text = text
        label.textColor = Color(hex: 0xC9D1D9)
        label.fontSize = fontSize
        return [DisplayItem(key: .decoration("emptyState", LayoutCore.IndexPath(item: 0, section: 0)), frame: frame, zIndex: Int.max - 9,
                            appearance: panel),
                DisplayItem(key: .decoration("emptyState", LayoutCore.IndexPath(item: 1, section: 0)), frame: frame, zIndex: Int.max - 8,
                            appearance: label)]
    }
}
