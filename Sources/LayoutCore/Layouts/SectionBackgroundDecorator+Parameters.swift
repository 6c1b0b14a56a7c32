extension SectionBackgroundDecorator: AdjustableLayout where Base: AdjustableLayout {
    /// The base layout's parameters, set on the base, so the section backgrounds survive every change.
    public static var parameterDeclarations: [LayoutParameterDeclaration<Self>] {
        Base.parameterDeclarations.map { $0.through(\.base) }
    }
}
