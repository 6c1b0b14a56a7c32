/// What a drag keeps of a waterfall: the column of every item. A waterfall places each item in the shortest
/// column, so a preview prepared from scratch with one item moved would reshuffle the columns of everything
/// after it; the collection view reads the columns here when the drag begins and hands them back
/// (`LayoutContext.preferredColumns`) while it previews and after the drop.
extension WaterfallLayout.Geometry {
    /// Every item's column, section by section, for the sections whose item counts match `itemCounts`.
    public func itemColumns(forItemCounts itemCounts: [Int]) -> [IndexPath: Int] {
        var columns: [IndexPath: Int] = [:]
        for (s, n) in itemCounts.enumerated() where s < numberOfSections && numberOfItems(inSection: s) == n {
            for i in 0..<n {
                let ip = IndexPath(item: i, section: s)
                if let c = column(ofItemAt: ip) { columns[ip] = c }
            }
        }
        return columns
    }
}
