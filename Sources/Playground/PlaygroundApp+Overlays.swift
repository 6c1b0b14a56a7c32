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

    /// PageDown shows the rows after the ones on screen (when some did not fit); PageUp goes back a page.
    func pageHelp(forward: Bool) {
        if forward {
            let start = helpPageStarts.last ?? 0
            let shown = helpItems?.start == start ? helpItems?.shown ?? 0 : 0
            if shown > 0 && start + shown < HelpOverlay.rows().count { helpPageStarts.append(start + shown) }
        } else if helpPageStarts.count > 1 {
            helpPageStarts.removeLast()
        }
    }

    /// The inspector and the parameter panel, drawn over the content, back to front.
    func toolOverlayItems(viewport: Size) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if inspector.isVisible {
            items += inspector.items(collectionView: collectionView, layoutName: legendLabel, itemCount: dataSource.itemCount)
        }
        if parameterPanel.isVisible {
            // Both on the right: with the HUD open the panel lays out in the room below it.
            let top = hud.isVisible ? PerformanceHUD.occupiedHeight : 0
            let room = Size(width: viewport.width, height: max(0, viewport.height - top))
            items += parameterPanel.items(layoutName: legendLabel, parameters: panelParameters, viewport: room).map { item in
                var moved = item
                moved.frame = item.frame.offsetBy(dx: 0, dy: top)
                return moved
            }
        }
        return items
    }

    /// Help and the toast line, drawn over every other overlay but the legend bar.
    func modalOverlayItems(viewport: Size) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if showsHelp {
            let start = helpPageStarts.last ?? 0
            if helpItems?.viewport != viewport || helpItems?.start != start {
                let page = HelpOverlay.page(viewport: viewport, from: start)
                helpItems = (viewport, start, page.items, page.shown)
            }
            items += helpItems?.items ?? []
        }
        // A saved screenshot shows the window, not the note about the previous one.
        if let toast, lastFrameTime < toast.until, !screenshotRequested { items += Toast.items(toast.text, viewport: viewport) }
        return items
    }

    /// The configuration of the layout shown (or being animated to), never a transition in between.
    var currentConfiguration: any CollectionLayout {
        if let layout = collectionView.settledLayout, LayoutName(layoutName: layout.name) == currentLayout { return layout }
        // Mid-transition: the configuration the switch is going to, as a key would bring it up.
        return layout(named: currentLayout)
    }

    /// The playground's own row: whether flow items take their own sizes (the delegate) or the layout's item size.
    static let itemSizesParameter = "itemSizes"
    /// Its two values: the delegate's sizes, or the layout's item size.
    static let itemSizesChoices = ["per item", "item size"]

    /// The rows of the parameter panel: the layout's adjustable parameters, and for the flow layout whether
    /// items take their own sizes (without that, item width and height change nothing visible).
    var panelParameters: [LayoutParameter] {
        var rows = (currentConfiguration as? any AdjustableLayout)?.adjustableParameters ?? []
        if currentLayout == .flow && !options.carousel {
            // With per-item sizes the layout's item size is not used (changing it switches to it): say so.
            if dataSource.usesItemSizes {
                rows = rows.map { p in
                    p.name == "itemWidth" || p.name == "itemHeight"
                        ? LayoutParameter(name: p.name, title: p.title + " (unused)", kind: p.kind, value: p.value, isIntegral: p.isIntegral) : p
                }
            }
            rows.insert(LayoutParameter(name: Self.itemSizesParameter, title: "item sizes", kind: .choice(Self.itemSizesChoices),
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
        let value = currentLayout == .circle && parameter.name == "radius" ? steppedRadius(parameter, by: steps) : parameter.stepped(by: steps)
        guard value != parameter.value else { return }
        setParameter(parameter.name, to: value)
    }

    /// The circle's radius steps from the radius on screen: 0 stands for automatic (min(w, h) / 2.5), which the
    /// layout cannot know without a viewport; below the pinch's minimum it returns to automatic.
    private func steppedRadius(_ parameter: LayoutParameter, by steps: Int) -> Double {
        guard case .number(let range, let step) = parameter.kind else { return parameter.stepped(by: steps) }
        let v = collectionView.viewportSize
        let shown = parameter.value > 0 ? parameter.value : (min(v.width, v.height) / CircleLayout.automaticRadiusDivisor / step).rounded() * step
        let next = min(range.upperBound, shown + Double(steps) * step)
        return next < CircleLayout.pinchRadiusBounds.lowerBound ? 0 : next
    }

    /// Sets one parameter of the current layout (or the playground's item-sizes row), animated.
    func setParameter(_ name: String, to value: Double) {
        if name == Self.itemSizesParameter {
            dataSource.usesItemSizes = value == 0
            collectionView.invalidateLayout(animated: true)
            return
        }
        guard let adjustable = currentConfiguration as? any AdjustableLayout else { return }
        // Changing the flow's item size asks for it to be used: items stop taking their own sizes.
        if currentLayout == .flow && !options.carousel && (name == "itemWidth" || name == "itemHeight") && dataSource.usesItemSizes {
            dataSource.usesItemSizes = false
            note("item sizes: the layout's item size (was: per item)")
        }
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

    /// The session's layouts as a `--config` file's content: the layout shown, every layout's parameters that
    /// differ from a fresh start (the one shown always), and the data. The state file carries it as "config".
    var configSnapshot: [String: Any] {
        var layouts: [String: Any] = [:]
        for name in LayoutName.allCases {
            let layout = name == currentLayout ? currentConfiguration : configurations[name]
            guard let adjustable = layout as? any AdjustableLayout else { continue }
            var values: [String: Any] = [:]
            for p in adjustable.adjustableParameters {
                switch p.kind {
                case .toggle: values[p.name] = p.value != 0
                case .choice(let options): values[p.name] = options.indices.contains(Int(p.value)) ? options[Int(p.value)] : nil
                case .number: values[p.name] = p.value
                }
            }
            if name == .flow && !options.carousel { values[Self.itemSizesParameter] = Self.itemSizesChoices[dataSource.usesItemSizes ? 0 : 1] }
            layouts[name.rawValue] = values
        }
        var config: [String: Any] = ["layout": currentLayout.rawValue, "layouts": layouts]
        if options.carousel { config["carousel"] = true }
        switch options.dataSet {
        case .demo:
            if options.itemCount != nil || options.sectionCount != nil { config["items"] = options.items; config["sections"] = options.sections }
        case .classes: config["data"] = "classes"
        case .file(let path): config["data"] = URL(fileURLWithPath: path).standardizedFileURL.path
        }
        return config
    }

    /// Shows a line at the bottom of the window for a while.
    func showToast(_ text: String, seconds: Double = 2.5) {
        toast = (text, lastFrameTime + seconds)
    }
}
