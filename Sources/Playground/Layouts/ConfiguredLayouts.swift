import LayoutCore

/// The layouts a session starts with (`--config FILE`: each layout's parameters, applied before any window opens,
/// so a bad one costs nothing, with the app's own rows: item sizes, compact rows), and the reading of those rows off
/// a configuration, through what each layout's catalog entry declares.
struct ConfiguredLayouts {
    /// Each configured layout, by name.
    var layouts: [LayoutName: any CollectionLayout] = [:]
    /// Compact rows (K), for the layouts that have them.
    var compactRows = false
    /// Whether items take their own sizes in the layout with the item-sizes row (not with the carousel).
    var usesItemSizes: Bool

    /// The configuration `options` start with: its config file's, or none.
    init(options: PlaygroundOptions) throws {
        usesItemSizes = !options.carousel
        guard let path = options.config else { return }
        let size = options.pixelSize
        let viewport = Size(width: Double(size.width), height: Double(size.height))
        let config = try ConfigFile.load(path)
        for (name, settings) in config.parameters {
            layouts[name] = try JSONFields.parse(path, option: "--config") {
                try ConfigFile.apply(settings, to: LayoutShelf.makeLayout(name, carousel: options.carousel, viewport: viewport))
            }
        }
        let configured = layouts
        compactRows = LayoutCatalog.names { $0.hasCompactRows }.compactMap { Self.compactParameter(of: configured[$0]) }.first ?? false
        if let sizes = config.flowItemSizes, !options.carousel { usesItemSizes = sizes }
        // A config file's "itemSizes": "self-sizing" for the layout with the item-sizes row.
        if config.flowSelfSizing, !options.carousel, let name = LayoutName.allCases.first(where: { $0.itemSizeChoices != nil }) {
            let layout = layouts[name] ?? LayoutShelf.makeLayout(name, viewport: viewport)
            layouts[name] = name.itemSizeChoices?.settingSelfSizing(layout, true) ?? layout
        }
    }

    /// A configuration's "compact" toggle (compact rows), nil for a layout without one.
    static func compactParameter(of layout: (any CollectionLayout)?) -> Bool? {
        (layout as? any AdjustableLayout)?.adjustableParameters.first { $0.name == "compact" }.map { $0.value != 0 }
    }
}
