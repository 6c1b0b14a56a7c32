extension CarouselLayout: AdjustableLayout {
    /// The flow layout's parameters, set on the flow layout, but for the two that make it a carousel (one
    /// horizontal row, kept by a huge item spacing): changing them would turn it into a plain flow.
    public static var parameterDeclarations: [LayoutParameterDeclaration<CarouselLayout>] {
        FlowLayout.parameterDeclarations.filter { !fixedFlowParameters.contains($0.name) }.map { $0.through(\.flow) }
    }

    /// Flow parameters the carousel keeps to itself.
    public static let fixedFlowParameters: Set<String> = ["scrollDirection", "minimumInteritemSpacing"]
}
