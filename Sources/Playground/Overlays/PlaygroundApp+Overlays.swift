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

    /// Where the open overlays go in a window of `viewport` size (none covers another or the legend bar).
    func overlayArrangement(viewport: Size) -> OverlayArrangement {
        OverlayArrangement(viewport: viewport, bottomInset: showsLegend ? Legend.height : 0, parameters: parameterPanel.isVisible,
                           hud: hud.isVisible)
    }

    /// Keeps the scroll indicators clear of the right column: with the parameter panel open (it covers the column
    /// from the HUD down) both bars end left of it; with only the HUD open the vertical bar's track starts under
    /// it. A bar under a panel cannot be seen, as a macOS scroller never runs under an inspector.
    func updateScrollIndicatorInsets(viewport: Size) {
        let arrangement = overlayArrangement(viewport: viewport)
        var vertical = EdgeInsets.zero, horizontal = EdgeInsets.zero
        if let panel = arrangement.parameters {
            vertical.right = max(0, viewport.width - panel.minX)
            horizontal.right = vertical.right
        } else if let hud = arrangement.hud {
            vertical.top = hud.maxY
        }
        if collectionView.verticalScrollIndicatorInsets != vertical { collectionView.verticalScrollIndicatorInsets = vertical }
        if collectionView.horizontalScrollIndicatorInsets != horizontal { collectionView.horizontalScrollIndicatorInsets = horizontal }
    }

    /// The inspector and the parameter panel, drawn over the content, back to front. Records where the panels
    /// went (with the HUD's frame) in `overlayFrames`.
    func toolOverlayItems(viewport: Size) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let arrangement = overlayArrangement(viewport: viewport)
        overlayFrames = [:]
        if let hud = arrangement.hud { overlayFrames[.hud] = [hud] }
        if inspector.isVisible {
            let inspectorItems = inspector.items(collectionView: collectionView, layoutName: legendLabel, itemCount: dataSource.itemCount,
                                                 panelArea: arrangement.inspector)
            overlayFrames[.inspector] = InspectorOverlay.panelFrames(inspectorItems)
            items += inspectorItems
        }
        if parameterPanel.isVisible, let area = arrangement.parameters {
            let parameters = panelParameters
            overlayFrames[.parameters] = [parameterPanel.geometry(parameters: parameters, area: area).panel]
            items += parameterPanel.items(layoutName: legendLabel, parameters: parameters, area: area)
        }
        return items
    }

    /// Help and the toast line, drawn over every other overlay but the legend bar.
    func modalOverlayItems(viewport: Size) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if showsHelp {
            let start = helpPageStarts.last ?? 0
            // With no other overlay open help has the whole window; else the room they leave.
            let others = overlayFrames.keys.contains { $0 != .help }
            let whole = HelpOverlay.available(viewport)
            let area = others ? overlayArrangement(viewport: viewport).help(inspectorPanels: overlayFrames[.inspector] ?? []) : whole
            if helpItems?.area != area || helpItems?.start != start {
                var page = HelpOverlay.page(area: area, from: start)
                // Help was asked for: when the room the panels leave holds too few rows to read (a small window
                // with an element inspected), it takes the whole window over them, as a modal sheet would.
                let wanted = min(HelpOverlay.minimumRowsBesidePanels, HelpOverlay.rows().count - start)
                if area != whole && page.shown < wanted { page = HelpOverlay.page(area: whole, from: start, opaque: true) }
                helpItems = (area, start, page.items, page.shown)
            }
            items += helpItems?.items ?? []
            overlayFrames[.help] = helpItems?.items.first.map { [$0.frame] } ?? []
        }
        // A saved screenshot shows the window, not the note about the previous one.
        if let toast, lastFrameTime < toast.until, !screenshotRequested { items += Toast.items(toast.text, viewport: viewport) }
        return items
    }

    /// The playground's own row: whether flow items take their own sizes (the delegate) or the layout's item size.
    static let itemSizesParameter = "itemSizes"
    /// Its values: the delegate's sizes, the layout's item size, or cells sizing themselves to their labels
    /// (the flow's estimatedItemSize: automatic, estimated at the item size).
    static let itemSizesChoices = ["per item", "item size", "self-sizing"]

    /// The flow layout in a configuration: itself, or the one the section-background decorator wraps.
    static func flow(in layout: (any CollectionLayout)?) -> FlowLayout? {
        (layout as? FlowLayout) ?? (layout as? SectionBackgroundDecorator<FlowLayout>)?.base
    }

    /// `layout` with its flow layout replaced by `flow` (the decorator keeps wrapping it).
    static func replacingFlow(in layout: any CollectionLayout, with flow: FlowLayout) -> any CollectionLayout {
        if var decorated = layout as? SectionBackgroundDecorator<FlowLayout> {
            decorated.base = flow
            return decorated
        }
        return flow
    }

    /// A: the flow's item sizes to the next choice (per item → item size → self-sizing → per item); the waterfall's
    /// and the tree's self-sizing cells on or off. Other layouts have no item sizes to choose: a note says so.
    func cycleItemSizes() {
        switch currentLayout {
        case .flow where !options.carousel:
            let next = (itemSizesChoice + 1) % Self.itemSizesChoices.count
            setParameter(Self.itemSizesParameter, to: Double(next))
            note("item sizes: \(Self.itemSizesChoices[next])")
        case .waterfall, .tree:
            guard let on = (currentConfiguration as? any AdjustableLayout)?.adjustableParameters.first(where: { $0.name == "selfSizing" })?.value
            else { return }
            setParameter("selfSizing", to: on == 0 ? 1 : 0)
            note("self-sizing cells \(on == 0 ? "on" : "off")")
        default:
            note("item sizes: flow, waterfall and tree only")
        }
    }

    /// The item-sizes row's value now (an index into `itemSizesChoices`).
    var itemSizesChoice: Int {
        let flow = Self.flow(in: currentLayout == .flow ? currentConfiguration : configurations[.flow])
        if flow?.isSelfSizing == true { return 2 }
        return dataSource.usesItemSizes ? 0 : 1
    }

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
                                        value: Double(itemSizesChoice)), at: 0)
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

    /// The circle's radius steps from the radius on screen (0 stands for automatic, which the layout cannot
    /// know without a viewport); below the pinch's minimum it returns to automatic.
    private func steppedRadius(_ parameter: LayoutParameter, by steps: Int) -> Double {
        guard case .number(let range, let step) = parameter.kind, let circle = currentConfiguration as? CircleLayout else {
            return parameter.stepped(by: steps)
        }
        let automatic = (circle.effectiveRadius(in: collectionView.viewportSize) / step).rounded() * step
        let shown = parameter.value > 0 ? parameter.value : automatic
        let next = min(range.upperBound, shown + Double(steps) * step)
        return next < CircleLayout.pinchRadiusBounds.lowerBound ? 0 : next
    }

    /// Sets one parameter of the current layout (or the playground's item-sizes row), animated.
    func setParameter(_ name: String, to value: Double) {
        if name == Self.itemSizesParameter {
            dataSource.usesItemSizes = value == 0
            if var flow = Self.flow(in: currentConfiguration), currentLayout == .flow {
                let estimate = value == 2 ? FlowLayout.automaticSize : .zero
                if flow.estimatedItemSize != estimate {
                    flow.estimatedItemSize = estimate
                    let layout = Self.replacingFlow(in: currentConfiguration, with: flow)
                    configurations[.flow] = layout
                    collectionView.setCollectionViewLayout(layout, animated: true)
                    return
                }
            }
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


    /// Shows a line at the bottom of the window for a while.
    func showToast(_ text: String, seconds: Double = 2.5) {
        toast = (text, lastFrameTime + seconds)
    }
}
