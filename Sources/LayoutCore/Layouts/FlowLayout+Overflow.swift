extension FlowLayout.Geometry {
    /// True for the elements of a section whose metrics put elements outside the content by design: negative
    /// insets or spacing running lines past the section's ends (or a later section out of the content), insets
    /// reaching past the viewport across the scroll axis; and for a cell longer than its line (it gets a line
    /// of its own and hangs over) or placed outside it (a negative interitem spacing).
    public func elementMayOverflowContent(_ key: ElementKey) -> Bool {
        guard sections.indices.contains(key.indexPath.section) else { return false }
        let section = sections[key.indexPath.section]
        if section.reachMin < section.start || section.reachMax > section.end { return true }
        // A section moved out of the content by an earlier one whose negative line spacing ran backwards.
        let contentEnd = collectionViewContentSize[lineAxis.cross]
        if Swift.min(section.start, section.reachMin) < 0 || Swift.max(section.end, section.reachMax) > contentEnd { return true }
        if section.lineLeading < 0 || section.lineLeading + section.lineLength > viewLineExtent { return true }
        guard key.category == .cell, let cell = layoutAttributesForItem(at: key.indexPath) else { return false }
        // Longer than its line (a line of its own, hanging over), or pushed out of its line by a negative
        // interitem spacing (the next item starts before the previous one ends, left of the line's start).
        let f = cell.frame, e = FlowLayout.fitEpsilon
        return f.size[lineAxis] > section.lineLength + e || f.min(lineAxis) < section.lineLeading - e
            || f.max(lineAxis) > section.lineLeading + section.lineLength + e
    }
}
