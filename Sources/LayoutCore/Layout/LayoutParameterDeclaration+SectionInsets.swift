/// Section insets as adjustable parameters ("sectionInsetTop" … "sectionInsetRight"), shared by the layouts
/// that have them, so their names, titles and ranges stay the same everywhere.
extension LayoutParameterDeclaration {
    /// The four insets of the `EdgeInsets` at `keyPath` as panel rows, in the order top, left, bottom, right.
    static func sectionInsets(_ keyPath: WritableKeyPath<Layout, EdgeInsets>, range: ClosedRange<Double>,
                              step: Double) -> [Self] {
        [
            .number("sectionInsetTop", title: "inset top", range: range, step: step, keyPath.appending(path: \.top)),
            .number("sectionInsetLeft", title: "inset left", range: range, step: step, keyPath.appending(path: \.left)),
            .number("sectionInsetBottom", title: "inset bottom", range: range, step: step, keyPath.appending(path: \.bottom)),
            .number("sectionInsetRight", title: "inset right", range: range, step: step, keyPath.appending(path: \.right)),
        ]
    }
}
