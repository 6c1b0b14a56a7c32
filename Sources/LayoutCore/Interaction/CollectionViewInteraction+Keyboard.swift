/// Keyboard focus and keyboard selection: arrows move a focus ring to the nearest item in that direction by
/// geometry (so it works in any layout, circle and tree included), Space and Enter select it, ctrl+A selects
/// all in multiple mode, Esc closes the menu, drops a drag or clears the selection, ctrl+X/C/V edit.
extension CollectionViewInteraction {
    /// A direction for focus movement.
    public enum Direction: String, Hashable, Sendable, CaseIterable { case up, down, left, right }

    /// Handles a key; returns true when it was used.
    @discardableResult
    public func handle(_ key: KeyEvent) -> Bool {
        reportDragChange(); defer { reportDragChange() }
        let ctrl = key.modifiers.contains(.control)
        switch key.key {
        case .up where !ctrl: moveFocus(.up)
        case .down where !ctrl: moveFocus(.down)
        case .left where !ctrl: moveFocus(.left)
        case .right where !ctrl: moveFocus(.right)
        case .space, .enter:
            guard let f = collectionView.focusedIndexPath, isValid(f) else { return false }
            tap(f, modifiers: key.modifiers)
        case .character("a") where ctrl: selectAll()
        case .character("x") where ctrl: perform(.cut)
        case .character("c") where ctrl: perform(.copy)
        case .character("v") where ctrl: perform(.paste)
        case .escape:
            if menu != nil { closeMenu() } else if isDragging { handle(PointerEvent(.cancel, at: .zero, timestamp: key.timestamp)) } else { deselectAll(notify: true) }
        default: return false
        }
        return true
    }

    /// Moves focus to the nearest item in a direction and scrolls it into view. With no focus yet, the
    /// visible item nearest the viewport's top-left corner takes it.
    public func moveFocus(_ direction: Direction) {
        collectionView.layoutIfNeeded()
        let current = collectionView.focusedIndexPath.flatMap { isValid($0) ? collectionView.layoutAttributesForItem(at: $0) : nil }
        guard let current else {
            let o = collectionView.contentOffset
            let first = collectionView.visibleLayoutAttributes.filter { $0.category == .cell && !$0.key.isGhost }
                .min { $0.frame.origin.distance(to: o) < $1.frame.origin.distance(to: o) }
            if let first { focus(first) }
            return
        }
        guard let next = neighbour(of: current, direction) else { return }
        focus(next)
    }

    private func focus(_ a: LayoutAttributes) {
        collectionView.focusedIndexPath = a.indexPath
        collectionView.scrollRectToVisible(a.frame, animated: true)
    }

    /// The item whose centre lies beyond `a`'s centre in `direction` with the smallest distance along it
    /// plus twice the sideways offset (so the next one in the same row or column wins over a diagonal).
    func neighbour(of a: LayoutAttributes, _ direction: Direction) -> LayoutAttributes? {
        guard let geometry = collectionView.geometry else { return nil }
        let c = a.center
        let content = geometry.collectionViewContentSize
        var half = Size(width: max(collectionView.bounds.width, 100), height: max(collectionView.bounds.height, 100))
        // Search a window around the item, doubling it until something turns up or it covers the content.
        for _ in 0..<24 {
            let area = Rect(x: c.x - half.width, y: c.y - half.height, width: 2 * half.width, height: 2 * half.height)
            var best: (score: Double, attributes: LayoutAttributes)?
            for b in geometry.layoutAttributesForElements(in: area) where b.category == .cell && !b.key.isGhost && b.key != a.key {
                let d = b.center - c
                let (along, aside): (Double, Double)
                switch direction {
                case .right: (along, aside) = (d.x, abs(d.y))
                case .left: (along, aside) = (-d.x, abs(d.y))
                case .down: (along, aside) = (d.y, abs(d.x))
                case .up: (along, aside) = (-d.y, abs(d.x))
                }
                guard along > 0.5 else { continue }
                let score = along + 2 * aside
                if best == nil || score < best!.score || (score == best!.score && b.key < best!.attributes.key) { best = (score, b) }
            }
            if let best { return best.attributes }
            if area.minX <= 0 && area.minY <= 0 && area.maxX >= content.width && area.maxY >= content.height { return nil }
            half = Size(width: half.width * 2, height: half.height * 2)
        }
        return nil
    }
}
