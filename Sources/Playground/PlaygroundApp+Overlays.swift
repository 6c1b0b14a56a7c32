import Foundation
import LayoutCore

/// The tool overlays: help (H, F1), inspector (I), parameter panel (O and [ ] - =) and the toast line.
extension PlaygroundApp {
    /// Overlays open now, for the state file.
    var openOverlays: [OverlayName] {
        var open: [OverlayName] = []
        if showsHelp { open.append(.help) }
        if inspector.isVisible { open.append(.inspector) }
        if parameterPanel.isVisible { open.append(.parameters) }
        if hud.isVisible { open.append(.hud) }
        return open
    }

    /// The inspector and the parameter panel, drawn over the content, back to front.
    func toolOverlayItems(viewport: Size) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if inspector.isVisible {
            items += inspector.items(collectionView: collectionView, layoutName: legendLabel, itemCount: dataSource.itemCount)
        }
        if parameterPanel.isVisible {
            items += parameterPanel.items(layoutName: legendLabel, parameters: panelParameters, viewport: viewport)
        }
        return items
    }

    /// Help and the toast line, drawn over every other overlay but the legend bar.
    func modalOverlayItems(viewport: Size) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if showsHelp { items += HelpOverlay.items(viewport: viewport) }
        if let toast, lastFrameTime < toast.until { items += Toast.items(toast.text, viewport: viewport) }
        return items
    }

    /// The configuration of the layout shown (or being animated to), never a transition in between.
    var currentConfiguration: any CollectionLayout {
        if let layout = collectionView.settledLayout, LayoutName(layoutName: layout.name) == currentLayout { return layout }
        return configurations[currentLayout] ?? Self.makeLayout(currentLayout, compactTree: compactTree, carousel: options.carousel,
                                                                viewport: collectionView.viewportSize)
    }

    /// The playground's own row: whether flow items take their own sizes (the delegate) or the layout's item size.
    static let itemSizesParameter = "itemSizes"

    /// The rows of the parameter panel: the layout's adjustable parameters, and for the flow layout whether
    /// items take their own sizes (without that, item width and height change nothing visible).
    var panelParameters: [LayoutParameter] {
        var rows = (currentConfiguration as? any AdjustableLayout)?.adjustableParameters ?? []
        if currentLayout == .flow && !options.carousel {
            rows.insert(LayoutParameter(name: Self.itemSizesParameter, title: "item sizes", kind: .choice(["per item", "item size"]),
                                        value: dataSource.usesItemSizes ? 0 : 1), at: 0)
        }
        return rows
    }

    /// [ and ]: the previous or next parameter (opening the panel first if it is closed).
    func moveParameterSelection(by delta: Int) {
        guard parameterPanel.isVisible else { parameterPanel.isVisible = true; return }
        parameterPanel.moveSelection(by: delta, count: panelParameters.count)
    }

    /// - and =: one step down or up for the selected parameter; the layout is invalidated and animates.
    func changeParameter(by steps: Int) {
        guard parameterPanel.isVisible else { parameterPanel.isVisible = true; return }
        guard let parameter = parameterPanel.selectedParameter(in: panelParameters) else { return }
        let value = parameter.stepped(by: steps)
        guard value != parameter.value else { return }
        setParameter(parameter.name, to: value)
    }

    /// Sets one parameter of the current layout (or the playground's item-sizes row), animated.
    func setParameter(_ name: String, to value: Double) {
        if name == Self.itemSizesParameter {
            dataSource.usesItemSizes = value == 0
            collectionView.invalidateLayout(animated: true)
            return
        }
        guard let adjustable = currentConfiguration as? any AdjustableLayout else { return }
        do {
            let next = try adjustable.setting(name, to: value)
            configurations[currentLayout] = next
            if let tree = next as? TreeLayout { compactTree = tree.compact }
            collectionView.setCollectionViewLayout(next, animated: true)
        } catch {
            note("\(error)")
        }
    }

    /// What is wrong with the app's record of layouts, if anything: the layout shown must be of the kind the
    /// legend names, and each remembered configuration of its own kind (else a key would bring up another layout).
    var layoutBookkeepingProblem: String? {
        if let shown = collectionView.settledLayout, LayoutName(layoutName: shown.name) != currentLayout {
            return "a \(shown.name) layout is shown while the playground thinks it shows \(currentLayout.rawValue)"
        }
        if let (slot, layout) = configurations.first(where: { LayoutName(layoutName: $0.value.name) != $0.key }) {
            return "the remembered \(slot.rawValue) configuration is a \(layout.name) layout"
        }
        return nil
    }

    /// Shows a line at the bottom of the window for a while.
    func showToast(_ text: String, seconds: Double = 2.5) {
        toast = (text, lastFrameTime + seconds)
    }
}
