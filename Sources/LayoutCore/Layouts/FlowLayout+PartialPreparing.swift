extension FlowLayout: PartialPreparing {
    /// Sections in order until `target` is covered (`prepareSections(of:in:through:)`).
    func prepare(in context: LayoutContext, through target: PreparationTarget) -> (geometry: any LayoutGeometry, isComplete: Bool) {
        let geometry = prepareGeometry(in: context, through: target)
        return (geometry, geometry.unpreparedStart == nil)
    }

    func continuePreparing(_ geometry: inout any LayoutGeometry, in context: LayoutContext, through target: PreparationTarget) -> Bool {
        guard var flow = geometry as? Geometry, flow.unpreparedStart != nil else { return true }
        prepareSections(of: &flow, in: context, through: target)
        geometry = flow
        return flow.unpreparedStart == nil
    }
}
