/// A cell's default background view: it fills with its cell's current `backgroundColor`, darkened by `darkening`
/// (0 for the default `backgroundView`, 0.35 for the default `selectedBackgroundView`). It reads the color when
/// drawn rather than copying it, because a data source sets the cell's color after the cell (and so these views)
/// exists.
final class CellBackgroundView: ReusableView {
    /// The cell whose color it shows (weak: the cell owns this view).
    weak var cell: CollectionViewCell?
    /// How far toward black the cell's color is mixed.
    var darkening = 0.0
    /// The cell that made this view as its own default, which therefore holds it: while that cell draws, its
    /// own color is this view's without loading the weak reference (a side-table load, then a retain and a
    /// release on every cell of every frame).
    let owner: ObjectIdentifier?

    required init() { owner = nil }

    /// A view filling with `cell`'s color, darkened by `darkening`.
    init(cell: CollectionViewCell, darkening: Double) {
        self.cell = cell
        self.darkening = darkening
        owner = ObjectIdentifier(cell)
    }

    override var appearance: ViewAppearance {
        var a = ViewAppearance()
        a.backgroundColor = (cell?.backgroundColor ?? .clear).darkened(by: darkening)
        return a
    }
}
