/// A prepared geometry that can say where each whole section lies, for layouts (or wrappers such as
/// the section-background decorator) that draw something per section.
public protocol SectionFrameProviding {
    /// The whole section from its header's leading edge to its footer's trailing edge along the scroll axis,
    /// spanning the collection view across it; nil for a section that does not exist.
    func frameForSection(_ section: Int) -> Rect?
}
