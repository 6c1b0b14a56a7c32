/// UIKit's compositional layout (UICollectionViewCompositionalLayout): sections built of items and groups,
/// each section a group repeated until its items run out. Sections come from a list (the last repeating for
/// further data sections) or from a section provider called with each section's index and environment.
///
/// The rules (docs/Playground.md, "Compositional layout", states them; `dump-layout` follows them exactly):
/// 1. A section's container is the collection view's visible size; its effective size is that less the
///    section's `contentInsets`. A group resolves against the effective size, a subitem against its group's
///    size less the group's `contentInsets`.
/// 2. Groups lay their subitems along their axis from their leading/top edge (see `CollectionLayoutGroup`).
/// 3. Item insets shrink the cell in its space (see `CollectionLayoutItem`).
/// 4. A section repeats its group along the scroll axis, `interGroupSpacing` apart, after its leading boundary
///    items and leading inset; the last group keeps its slot positions, extra slots empty.
/// 5. An orthogonally scrolling section lays its groups in one row across the scroll axis, from the leading
///    inset (`.groupPagingCentered`: centred in the visible size), one group deep; frames are at offset 0.
/// 6. Boundary items start or end their section (see `CollectionLayoutBoundarySupplementaryItem`).
/// 7. Sections are `interSectionSpacing` apart; the content is the visible size across the scroll axis and
///    the end of the last section (and layout-level footers) along it.
/// 8. An `.estimated` dimension is used until the cell's preferred size arrives; the cell then takes the
///    preferred length on its estimated axes, and a group of estimated length along its run axis changes with
///    its cells, moving the groups after it.
///
/// zIndex: cells 0, badges and boundary items their `zIndex` (default 1), decorations theirs (default 0).
/// Work: prepare is linear in sections and template slots (not items); a rect query binary-searches the
/// sections and computes the groups it meets arithmetically.
public struct CompositionalLayout: CollectionLayout, Equatable {
    /// Builds a section's layout from its index and environment; nil lays out nothing for that section.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    enum Source: Equatable {
        case sections([CollectionLayoutSection])
        case provider(IdentityBox<SectionProvider>)
    }

    /// "compositional", as used on the command line and in state files; an app that shows several compositional
    /// layouts side by side (the playground's layout files) names each.
    public var name = "compositional"
    /// Layout-wide settings: scroll direction, spacing between sections, layout-level boundary items
    /// (UIKit: `configuration`).
    public var configuration: CompositionalLayoutConfiguration
    public var decorationViews = DecorationRegistry()
    /// How far each orthogonally scrolling section is scrolled along its row, by section index (0 when absent):
    /// its groups move back by that much. The window's wheel over such a section changes it (see
    /// `Geometry.orthogonalScrollTarget`); frames in dumps are at offset 0.
    public var orthogonalScrollOffsets: [Int: Double] = [:]
    var source: Source

    /// Every data section laid out as `section`.
    public init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(sections: [section], configuration: configuration)
    }
    /// One section description per data section, the last repeating for further ones (the layout-file form).
    public init(sections: [CollectionLayoutSection], configuration: CompositionalLayoutConfiguration = .init()) {
        source = .sections(sections)
        self.configuration = configuration
    }
    /// Sections built on demand: `CompositionalLayout { sectionIndex, environment in … }`.
    public init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: .init())
    }
    /// Sections built on demand by `sectionProvider`, with layout-wide `configuration`
    /// (UIKit: `init(sectionProvider:configuration:)`).
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        source = .provider(IdentityBox(sectionProvider))
        self.configuration = configuration
    }

    /// The section list, nil when sections come from a provider.
    public var sections: [CollectionLayoutSection]? {
        if case .sections(let list) = source { return list }
        return nil
    }

    /// The layout of data section `index`.
    public func section(at index: Int, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection? {
        switch source {
        case .sections(let list): return list.isEmpty ? nil : list[Swift.min(index, list.count - 1)]
        case .provider(let box): return box.value(index, environment)
        }
    }

    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// A cell's preferred size changes the layout when it differs (asked only for estimated items).
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        original.category == .cell && preferred.size.isValid && preferred.size != original.size
    }
}
