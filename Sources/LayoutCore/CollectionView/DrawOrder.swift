/// One entry of the display list's sort: plain integers only, so the sort moves and compares no references.
struct DrawOrder {
    var layer: Int8
    /// True for a cell whose index path is (section, item): its key order is (section, item, disappearance).
    var isPlainCell: Bool
    var zIndex: Int
    /// Drawn after the others of its zIndex (the item a drag just dropped).
    var isInFront = false
    var section: Int
    var item: Int
    var disappearance: Int
    /// Where the element's key, view and attributes are.
    var index: Int32

    init(key: ElementKey, layer: Int8, zIndex: Int, index: Int32) {
        self.layer = layer; self.zIndex = zIndex; self.index = index
        disappearance = key.disappearance
        if key.category == .cell && key.indexPath.isItemPath {
            isPlainCell = true; section = key.indexPath.section; item = key.indexPath.item
        } else {
            isPlainCell = false; section = 0; item = 0
        }
    }
}
