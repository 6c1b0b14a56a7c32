import LayoutCore

/// `--config FILE`: the layouts' parameters a config file gives, applied before any window opens (so a bad one
/// costs nothing), with the app's own rows (item sizes, compact rows).
extension LayoutShelf {
    /// What a config file configures.
    struct Configured {
        /// Each configured layout, by name.
        var layouts: [LayoutName: any CollectionLayout] = [:]
        /// The tree's compact rows.
        var compactTree = false
        /// Whether flow items take their own sizes (not with the carousel).
        var usesItemSizes: Bool
    }

    /// The configuration `options` start with: its config file's, or none.
    static func configured(by options: PlaygroundOptions) throws -> Configured {
        var configured = Configured(usesItemSizes: !options.carousel)
        guard let path = options.config else { return configured }
        let size = options.pixelSize
        let viewport = Size(width: Double(size.width), height: Double(size.height))
        let config = try ConfigFile.load(path)
        for (name, settings) in config.parameters {
            configured.layouts[name] = try JSONFields.parse(path, option: "--config") {
                try ConfigFile.apply(settings, to: makeLayout(name, carousel: options.carousel, viewport: viewport))
            }
        }
        configured.compactTree = compactParameter(of: configured.layouts[.tree]) ?? false
        if let sizes = config.flowItemSizes, !options.carousel { configured.usesItemSizes = sizes }
        if config.flowSelfSizing, !options.carousel {
            configured.layouts[.flow] = selfSizingFlow(configured.layouts[.flow] ?? makeLayout(.flow, viewport: viewport))
        }
        return configured
    }
}
