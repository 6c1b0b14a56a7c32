extension FlowLayout.Geometry: SectionFrameProviding {
    /// The section from its header's start to its footer's end along the scroll axis, spanning the viewport's
    /// extent across it (like headers and footers); nil for a section that does not exist. O(1).
    public func frameForSection(_ section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        let s = sections[section]
        // Negative scroll-axis insets can end a section before it starts; such a section gets no length.
        return Rect(mainAxis: scrollDirection.axis, mainOffset: s.start, crossOffset: 0,
                    mainLength: Swift.max(0, s.end - s.start), crossLength: viewLineExtent)
    }
}
