extension SectionBackgroundDecorator: PartialPreparing where Base: PartialPreparing {
    /// The base prepared partially; backgrounds for the sections it laid out (the others have no frame yet).
    func prepare(in context: LayoutContext, through target: PreparationTarget) -> (geometry: any LayoutGeometry, isComplete: Bool) {
        let (base, complete) = base.prepare(in: context, through: target)
        return (Geometry(base: base, context: context, defaultColor: defaultColor), complete)
    }

    /// The base laid out further, then the backgrounds derived again (one pass over the sections).
    func continuePreparing(_ geometry: inout any LayoutGeometry, in context: LayoutContext, through target: PreparationTarget) -> Bool {
        guard let decorated = geometry as? Geometry else { return true }
        var inner = decorated.base
        let complete = base.continuePreparing(&inner, in: context, through: target)
        geometry = Geometry(base: inner, context: context, defaultColor: defaultColor)
        return complete
    }
}
