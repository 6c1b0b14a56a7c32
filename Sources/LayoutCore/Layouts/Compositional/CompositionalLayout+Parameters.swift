extension CompositionalLayout: AdjustableLayout {
    /// The configuration's section spacing; everything else is edited in the sections (a layout file).
    public static var parameterDeclarations: [LayoutParameterDeclaration<CompositionalLayout>] {
        [LayoutParameterDeclaration<CompositionalLayout>.number("interSectionSpacing", title: "section spacing", range: 0...200, step: 4,
                                                                \.configuration.interSectionSpacing)]
    }
}
