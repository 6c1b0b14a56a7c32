/// Demo items are the diffable data source's item identifiers themselves (as UIKit samples use a Hashable
/// model struct): the snapshot's arrays are the data, 16 bytes an item and no second table by number.
///
/// Numbers are unique within the data shown, so the hash is the number's and items order by number: the
/// demo's, the class hierarchy's and a data file's items are generated in ascending order, which lets the
/// snapshot find them by binary search with no table of ten million items (`DiffableDataSourceSnapshot+Order`).
/// Equality stays the whole item's: an item of other data with the same number (class 0 and demo item 0 when
/// D switches) is another item.
extension DemoItem: Hashable, Comparable {
    func hash(into hasher: inout Hasher) { hasher.combine(number) }

    /// By number; items of the same number (only ever from different data) by their other fields, so that the
    /// order agrees with `==`.
    static func < (a: DemoItem, b: DemoItem) -> Bool {
        if a.number != b.number { return a.number < b.number }
        if (a.rgba, a.width, a.height, a.parent) != (b.rgba, b.width, b.height, b.parent) {
            return (a.rgba, a.width, a.height, a.parent) < (b.rgba, b.width, b.height, b.parent)
        }
        return a.labelRef != b.labelRef && a.label < b.label
    }
}
