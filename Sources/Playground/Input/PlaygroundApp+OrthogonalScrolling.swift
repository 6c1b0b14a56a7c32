import LayoutCore

/// A compositional section that scrolls orthogonally scrolls on its own: a horizontal wheel (or Shift+wheel)
/// over it moves its row, with its paging (`CompositionalLayout.Geometry.orthogonalScrollTarget`), by
/// installing the layout with the section's new offset (a compositional prepare costs no per-item work).
extension PlaygroundApp {
    /// Points a continuous row moves per wheel notch.
    static let orthogonalPointsPerNotch = 40.0

    /// True when the wheel scrolled an orthogonal section (the collection view then does not scroll).
    func scrollOrthogonalSection(_ wheel: WheelEvent) -> Bool {
        guard !wheel.modifiers.contains(.control), shelf.current == LayoutName(rawValue: "compositional"),
              var layout = collectionView.collectionViewLayout as? CompositionalLayout,
              let geometry = collectionView.geometry as? CompositionalLayout.Geometry else { return false }
        let notches = wheel.dx != 0 ? wheel.dx : wheel.modifiers.contains(.shift) ? -wheel.dy : 0
        guard notches != 0 else { return false }
        let offset = collectionView.contentOffset
        guard let section = geometry.orthogonalSection(at: Point(x: wheel.location.x + offset.x, y: wheel.location.y + offset.y)) else {
            return false
        }
        let current = layout.orthogonalScrollOffsets[section] ?? 0
        let target = geometry.orthogonalScrollTarget(section: section, from: current, by: notches * Self.orthogonalPointsPerNotch)
        guard target != current else { return true }
        layout.orthogonalScrollOffsets[section] = target
        shelf.replaceShown(with: layout)
        return true
    }
}
