/// The count badge of a multi-item drag (iOS's drag badge): a small filled capsule on the dragged cell's
/// top-trailing corner with the number of items the drag carries, in white bold. Drawn right after the cell,
/// so nothing comes between them; it fades with the lift as a drop settles.
extension CollectionView {
    /// The badge's fill: the system tint (iOS's blue).
    public static let dragBadgeColor = Color(hex: 0x0A84FF)
    /// The badge's height (and least width), in points.
    public static let dragBadgeHeight = 24.0

    /// Key of the badge's display item (one per collection view: one drag at a time).
    static let dragBadgeKind = "dragBadge"

    /// The badge for `count` items on the display item of the dragged cell (window coordinates), `lift` the
    /// cell's lift amount (0…1): centred on a point just inside its top-trailing corner, wide enough for the
    /// digits.
    static func dragBadge(count: Int, on cell: DisplayItem, lift: Double) -> DisplayItem {
        let text = String(count)
        let h = dragBadgeHeight, w = max(h, 12 + 8 * Double(text.count))
        let corner = Point(x: cell.frame.maxX - 3, y: cell.frame.minY + 3)
        var look = ViewAppearance()
        look.backgroundColor = dragBadgeColor
        look.cornerRadius = h / 2
        look.text = text
        look.textColor = .white
        look.fontSize = 14
        look.isBold = true
        look.borderColor = Color(hex: 0xFFFFFF, alpha: 0.9)
        look.borderWidth = 1.5
        return DisplayItem(key: .decoration(dragBadgeKind, IndexPath(item: 0, section: 0)),
                           frame: Rect(x: corner.x - w / 2, y: corner.y - h / 2, width: w, height: h),
                           alpha: cell.alpha * lift, zIndex: cell.zIndex, appearance: look)
    }
}
