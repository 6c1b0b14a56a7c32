import LayoutCore

/// The layouts a session starts with (`--config FILE`: each layout's parameters, applied before any window opens,
/// so a bad one costs nothing, with the app's own rows: item sizes, compact rows), and the reading of those rows off
/// a configuration: the flow inside the section-background decorator, the tree's compact toggle.
struct ConfiguredLayouts {
    /// Each configured layout, by name.
    var layouts: [LayoutName: any CollectionLayout] = [:]
    /// The tree's compact rows.
    var compactTree = false
    /// Whether flow items take their own sizes (not with the carousel).
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
        compactTree = Self.compactParameter(of: layouts[.tree]) ?? false
        if let sizes = config.flowItemSizes, !options.carousel { usesItemSizes = sizes }
        if config.flowSelfSizing, !options.carousel {
            layouts[.flow] = Self.selfSizingFlow(layouts[.flow] ?? LayoutShelf.makeLayout(.flow, viewport: viewport))
        }
    }

    /// A configuration's "compact" toggle (the tree's compact rows), nil for a layout without one.
    static func compactParameter(of layout: (any CollectionLayout)?) -> Bool? {
        (layout as? any AdjustableLayout)?.adjustableParameters.first { $0.name == "compact" }.map { $0.value != 0 }
    }

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

    /// The flow layout in `layout` with self-sizing cells (a config file's `"itemSizes": "self-sizing"`).
    static func selfSizingFlow(_ layout: any CollectionLayout) -> any CollectionLayout {
        guard var flow = flow(in: layout) else { return layout }
        flow.estimatedItemSize = FlowLayout.automaticSize
        return replacingFlow(in: layout, with: flow)
    }
}
