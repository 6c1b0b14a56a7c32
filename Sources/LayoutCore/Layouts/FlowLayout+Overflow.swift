extension FlowLayout.Geometry {
    /// True for the elements of a section whose metrics put elements outside the content by design: negative
    /// insets or spacing running lines past the section's ends, insets reaching past the viewport across the
    /// scroll axis; and for a cell longer than its line (it gets a line of its own and hangs over).
    public func elementMayOverflowContent(_ key: ElementKey) -> Bool {
        guard sections.indices.contains(key.indexPath.section) else { return false }
        let section = sections[key.indexPath.section]
        if section.reachMin < section.start || section.reachMax > section.end { return true }
        if section.lineLeading < 0 || section.lineLeading + section.lineLength > viewLineExtent { return true }
        guard key.category == .cell, let cell = layoutAttributesForItem(at: key.indexPath) else { return false }
        return cell.frame.size[lineAxis] > section.lineLength + FlowLayout.fitEpsilon
    }
}
