import LayoutCore

/// The parameter panel's rows and what setting one does: the layout's adjustable parameters, the app's own
/// item-sizes row for the flow layout, and the circle's radius stepping from the radius on screen.
extension LayoutShelf {
    /// The playground's own row: whether flow items take their own sizes (the delegate) or the layout's item size.
    static let itemSizesParameter = "itemSizes"
    /// Its values: the delegate's sizes, the layout's item size, or cells sizing themselves to their labels
    /// (the flow's estimatedItemSize: automatic, estimated at the item size).
    static let itemSizesChoices = ["per item", "item size", "self-sizing"]

    /// The app's own rows for a layout (the flow's item sizes; none for a carousel or another layout).
    func appRows(of name: LayoutName, layout: (any CollectionLayout)?) -> [LayoutParameter] {
        guard name == .flow && !carousel else { return [] }
        return [LayoutParameter(name: Self.itemSizesParameter, title: "item sizes", kind: .choice(Self.itemSizesChoices),
                                value: Double(itemSizesChoice(flow: ConfiguredLayouts.flow(in: layout))))]
    }

    /// The item-sizes row's value now (an index into `itemSizesChoices`).
    var itemSizesChoice: Int { itemSizesChoice(flow: ConfiguredLayouts.flow(in: configuration(of: .flow))) }

    private func itemSizesChoice(flow: FlowLayout?) -> Int {
        if flow?.isSelfSizing == true { return 2 }
        return cells.usesItemSizes ? 0 : 1
    }

    /// The rows of the parameter panel: the layout's adjustable parameters, and for the flow layout whether
    /// items take their own sizes (without that, item width and height change nothing visible).
    var panelParameters: [LayoutParameter] {
        let layout = currentConfiguration
        var rows = (layout as? any AdjustableLayout)?.adjustableParameters ?? []
        let own = appRows(of: current, layout: layout)
        // With per-item sizes the layout's item size is not used (changing it switches to it): say so.
        if !own.isEmpty && cells.usesItemSizes {
            rows = rows.map { p in
                p.name == "itemWidth" || p.name == "itemHeight"
                    ? LayoutParameter(name: p.name, title: p.title + " (unused)", kind: p.kind, value: p.value, isIntegral: p.isIntegral) : p
            }
        }
        return own + rows
    }

    /// A parameter's value `steps` steps on: as the layout's catalog entry steps it from what is on screen (the
    /// circle's automatic radius), else by its declared step.
    func stepped(_ parameter: LayoutParameter, by steps: Int) -> Double {
        current.entry.step?(parameter, steps, currentConfiguration, collectionView.viewportSize) ?? parameter.stepped(by: steps)
    }

    /// - and =: `parameter` `steps` steps on, animated (nothing when it is at its end already).
    func step(_ parameter: LayoutParameter, by steps: Int) {
        let value = stepped(parameter, by: steps)
        guard value != parameter.value else { return }
        setParameter(parameter.name, to: value)
    }

    /// Sets one parameter of the current layout (or the playground's item-sizes row), animated.
    func setParameter(_ name: String, to value: Double) {
        if name == Self.itemSizesParameter {
            cells.usesItemSizes = value == 0
            if var flow = ConfiguredLayouts.flow(in: currentConfiguration), current == .flow {
                let estimate = value == 2 ? FlowLayout.automaticSize : .zero
                if flow.estimatedItemSize != estimate {
                    flow.estimatedItemSize = estimate
                    install(ConfiguredLayouts.replacingFlow(in: currentConfiguration, with: flow), as: .flow)
                    return
                }
            }
            collectionView.invalidateLayout(animated: true)
            return
        }
        guard let adjustable = currentConfiguration as? any AdjustableLayout else { return }
        // Changing the flow's item size asks for it to be used: items stop taking their own sizes.
        if current == .flow && !carousel && (name == "itemWidth" || name == "itemHeight") && cells.usesItemSizes {
            cells.usesItemSizes = false
            Console.note("item sizes: the layout's item size (was: per item)")
        }
        do {
            install(try adjustable.setting(name, to: value), as: current)
        } catch {
            Console.note("\(error)")
        }
    }

    /// A: the flow's item sizes to the next choice (per item → item size → self-sizing → per item); the waterfall's
    /// and the tree's self-sizing cells on or off. Other layouts have no item sizes to choose: a note says so.
    func cycleItemSizes() {
        switch current {
        case .flow where !carousel:
            let next = (itemSizesChoice + 1) % Self.itemSizesChoices.count
            setParameter(Self.itemSizesParameter, to: Double(next))
            Console.note("item sizes: \(Self.itemSizesChoices[next])")
        case .waterfall, .tree:
            guard let on = (currentConfiguration as? any AdjustableLayout)?.adjustableParameters.first(where: { $0.name == "selfSizing" })?.value
            else { return }
            setParameter("selfSizing", to: on == 0 ? 1 : 0)
            Console.note("self-sizing cells \(on == 0 ? "on" : "off")")
        default:
            Console.note("item sizes: flow, waterfall and tree only")
        }
    }
}
