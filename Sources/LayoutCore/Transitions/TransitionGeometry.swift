/// The geometry of a transition at one progress value: every element interpolated between where it is in
/// `from` and where it is in `to`. Elements only in `to` start at the new geometry's initial attributes
/// (default: fade in in place); elements only in `from` end at the old geometry's final attributes (default:
/// fade out in place). Content offsets interpolate too, so on-screen positions move in straight lines.
public struct TransitionGeometry: LayoutGeometry {
    /// Where elements come from (old index paths when `mapping` is set).
    public let from: any LayoutGeometry
    /// Where elements go.
    public let to: any LayoutGeometry
    /// 0 = `from`, 1 = `to`; values outside 0…1 extrapolate (spring overshoot).
    public let progress: Double
    /// The content offsets the two sides are seen at.
    public let fromContentOffset: Point
    public let toContentOffset: Point
    let mapping: ElementKeyMapping?
    let adjustment: ((LayoutAttributes) -> LayoutAttributes)?

    public init(from: any LayoutGeometry, to: any LayoutGeometry, progress: Double, fromContentOffset: Point = .zero,
                toContentOffset: Point = .zero, mapping: ElementKeyMapping? = nil,
                adjustment: ((LayoutAttributes) -> LayoutAttributes)? = nil) {
        self.from = from; self.to = to; self.progress = progress
        self.fromContentOffset = fromContentOffset; self.toContentOffset = toContentOffset
        self.mapping = mapping; self.adjustment = adjustment
    }

    public var collectionViewContentSize: Size {
        from.collectionViewContentSize.interpolated(to: to.collectionViewContentSize, progress: progress)
    }

    /// The content offset at this progress.
    public var contentOffset: Point { fromContentOffset.interpolated(to: toContentOffset, progress: progress) }

    /// The old key of an element now known by `key`; nil when it is new.
    private func oldKey(for key: ElementKey) -> ElementKey? {
        if key.isGhost { return nil }
        guard let mapping else { return key }
        return mapping.oldKey(key)
    }

    /// The key an old element is known by during the transition: its new key, or its ghost when deleted.
    private func transitionKey(forOld key: ElementKey) -> ElementKey {
        guard let mapping else { return key }
        return mapping.newKey(key) ?? key.ghost
    }

    private func rekeyed(_ a: LayoutAttributes, _ key: ElementKey) -> LayoutAttributes {
        var r = a
        r.key = key
        return r
    }

    private func faded(_ a: LayoutAttributes) -> LayoutAttributes {
        var r = a
        r.alpha = 0
        return r
    }

    /// Start and end attributes of an element, given what is already known of either side.
    func endpoints(_ key: ElementKey, from knownFrom: LayoutAttributes?, to knownTo: LayoutAttributes?)
        -> (LayoutAttributes, LayoutAttributes)? {
        if let origin = key.ghostOrigin {
            guard let a = knownFrom ?? from.layoutAttributes(for: origin) else { return nil }
            let end = from.finalLayoutAttributesForDisappearingElement(origin) ?? faded(a)
            return (rekeyed(a, key), rekeyed(end, key))
        }
        let old = oldKey(for: key)
        let f = knownFrom ?? old.flatMap { from.layoutAttributes(for: $0) }
        let t = knownTo ?? to.layoutAttributes(for: key)
        switch (f, t) {
        case (nil, nil):
            return nil
        case (let f?, let t?):
            // A survivor: the new geometry is asked too (UIKit asks for every element shown after the change);
            // nil keeps where it was as the start.
            return (rekeyed(to.initialLayoutAttributesForAppearingElement(key) ?? f, key), t)
        case (nil, let t?):
            return (rekeyed(to.initialLayoutAttributesForAppearingElement(key) ?? faded(t), key), t)
        case (let f?, nil):
            let end = old.flatMap { from.finalLayoutAttributesForDisappearingElement($0) } ?? faded(f)
            return (rekeyed(f, key), rekeyed(end, key))
        }
    }

    private func interpolate(_ ends: (LayoutAttributes, LayoutAttributes)) -> LayoutAttributes {
        let a = ends.0.interpolated(to: ends.1, progress: progress)
        return adjustment?(a) ?? a
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // The rect is in interpolated content space; each side is asked for the same screen area at its own offset.
        let current = contentOffset
        let screen = rect.offsetBy(dx: -current.x, dy: -current.y)
        var fromFound: [ElementKey: LayoutAttributes] = [:]
        var toFound: [ElementKey: LayoutAttributes] = [:]
        for a in to.layoutAttributesForElements(in: screen.offsetBy(dx: toContentOffset.x, dy: toContentOffset.y)) {
            toFound[a.key] = a
        }
        for a in from.layoutAttributesForElements(in: screen.offsetBy(dx: fromContentOffset.x, dy: fromContentOffset.y)) {
            fromFound[transitionKey(forOld: a.key)] = a
        }
        var keys = Array(toFound.keys)
        for k in fromFound.keys where toFound[k] == nil { keys.append(k) }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(keys.count)
        for key in keys {
            guard let ends = endpoints(key, from: fromFound[key], to: toFound[key]) else { continue }
            let a = interpolate(ends)
            if a.frame.intersects(rect) { result.append(a) }
        }
        result.sort { $0.key < $1.key }
        return result
    }

    /// Attributes of any element (including ghosts of deleted ones) at this progress.
    public func interpolatedAttributes(for key: ElementKey) -> LayoutAttributes? {
        endpoints(key, from: nil, to: nil).map(interpolate)
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { interpolatedAttributes(for: .cell(indexPath)) }
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        interpolatedAttributes(for: .supplementary(kind, indexPath))
    }
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        interpolatedAttributes(for: .decoration(kind, indexPath))
    }
}
