import LayoutCore

/// The parameter keys ([ ] - =): each first opens the panel if it is closed.
extension OverlayStack {
    /// [ and ]: the previous or next parameter (opening the panel first if it is closed).
    mutating func moveParameterSelection(by delta: Int, count: Int) {
        guard parameterPanel.isVisible else { parameterPanel.isVisible = true; return }
        parameterPanel.moveSelection(by: delta, count: count)
    }

    /// - and =: the parameter the keys change (opening the panel first if it is closed: then none).
    mutating func parameterToStep(in parameters: [LayoutParameter]) -> LayoutParameter? {
        guard parameterPanel.isVisible else { parameterPanel.isVisible = true; return nil }
        return parameterPanel.selectedParameter(in: parameters)
    }
}
