/// A cell's default background view: it fills with its cell's current `backgroundColor`, darkened by `darkening`
/// (0 for the default `backgroundView`, 0.35 for the default `selectedBackgroundView`). It reads the color when
/// drawn rather than copying it, because a data source sets the cell's color after the cell (and so these views)
/// exists.
final class CellBackgroundView: ReusableView {
    /// The color of the cell it shows, kept current by the cell. A box rather than a weak reference to the
    /// cell: a weak reference gives the cell a side table, and then every retain and release of the cell (several
    /// per cell of every frame, thousands of cells on a dense screen) takes the slow path.
    final class Source {
        var color: Color = .clear
    }
    let source: Source
    /// How far toward black the cell's color is mixed.
    var darkening = 0.0
    /// The cell that made this view as its own default, which therefore holds it: while that cell draws, its
    /// own color is this view's without reading the box.
    let owner: ObjectIdentifier?

    required init() { owner = nil; source = Source() }

    /// A view filling with `cell`'s color, darkened by `darkening`.
    init(cell: CollectionViewCell, darkening: Double) {
        source = cell.backgroundColorSource
        self.darkening = darkening
        owner = ObjectIdentifier(cell)
    }

    override var appearance: ViewAppearance {
        var a = ViewAppearance()
        a.backgroundColor = source.color.darkened(by: darkening)
        return a
    }
}
