import LayoutCore

/// The parameter panel's rows and what setting one does: the layout's adjustable parameters, the app's own
/// item-sizes row for a layout whose catalog entry has one (the flow), and stepping as an entry declares it
/// (the circle's radius from the radius on screen).
extension LayoutShelf {
    /// The playground's own row: whether flow items take their own sizes (the delegate) or the layout's item size.
    static let itemSizesParameter = "itemSizes"
    /// Its values: the delegate's sizes, the layout's item size, or cells sizing themselves to their labels
    /// (the flow's estimatedItemSize: automatic, estimated at the item size).
    static let itemSizesChoices = ["per item", "item size", "self-sizing"]

    /// The app's own rows for a layout (the item sizes its catalog entry chooses; none for a carousel or a
    /// layout without them).
    func appRows(of name: LayoutName, layout: (any CollectionLayout)?) -> [LayoutParameter] {
        guard let choices = name.itemSizeChoices, !carousel else { return [] }
        return [LayoutParameter(name: Self.itemSizesParameter, title: "item sizes", kind: .choice(Self.itemSizesChoices),
                                value: Double(itemSizesChoice(choices.isSelfSizing(layout))))]
    }

    /// The item-sizes row's value now (an index into `itemSizesChoices`) for the layout that has the row.
    var itemSizesChoice: Int {
        let name = LayoutName.allCases.first { $0.itemSizeChoices != nil }
        return itemSizesChoice(name.flatMap { n in n.itemSizeChoices?.isSelfSizing(configuration(of: n)) } ?? false)
    }

    private func itemSizesChoice(_ selfSizing: Bool) -> Int {
        if selfSizing { return 2 }
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
            if let changed = current.itemSizeChoices?.settingSelfSizing(currentConfiguration, value == 2) {
                install(changed, as: current)
                return
            }
            collectionView.invalidateLayout(animated: true)
            return
        }
        guard let adjustable = currentConfiguration as? any AdjustableLayout else { return }
        // Changing the item size of a layout with the item-sizes row asks for it to be used: items stop taking
        // their own sizes.
        if current.itemSizeChoices != nil && !carousel && (name == "itemWidth" || name == "itemHeight") && cells.usesItemSizes {
            cells.usesItemSizes = false
            Console.note("item sizes: the layout's item size (was: per item)")
        }
        do {
            install(try adjustable.setting(name, to: value), as: current)
        } catch {
            Console.note("\(error)")
        }
    }

    /// A: as the layout's catalog entry chooses its item sizes — the item-sizes row to the next choice (per item →
    /// item size → self-sizing → per item: the flow), or its self-sizing cells on or off (the waterfall, the tree).
    /// Other layouts have no item sizes to choose: a note says so.
    func cycleItemSizes() {
        switch current.entry.itemSizes {
        case .choices? where !carousel:
            let next = (itemSizesChoice + 1) % Self.itemSizesChoices.count
            setParameter(Self.itemSizesParameter, to: Double(next))
            Console.note("item sizes: \(Self.itemSizesChoices[next])")
        case .selfSizingParameter?:
            guard let on = (currentConfiguration as? any AdjustableLayout)?.adjustableParameters.first(where: { $0.name == "selfSizing" })?.value
            else { return }
            setParameter("selfSizing", to: on == 0 ? 1 : 0)
            Console.note("self-sizing cells \(on == 0 ? "on" : "off")")
        default:
            let names = LayoutCatalog.names { $0.itemSizes != nil }.map(\.rawValue)
            Console.note("item sizes: \(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") only")
        }
    }
}
