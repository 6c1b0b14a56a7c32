import LayoutCore

/// Every layout the playground can show, one entry each: adding a layout is its own file(s) in LayoutCore plus
/// one entry here (and its rows in docs/Playground.md, which a test checks). Everything that lists layouts reads this
/// table: `--layout` and `--switch-to`, config files, the hotkeys (so help, the legend and `--help`),
/// `dump-layout`, the fuzzer and the tests.
enum LayoutCatalog {
    /// One layout: its name, its key, how the demo builds it, the data it starts with, whether its items may be
    /// dragged to another place, and what the app does for it beyond its own parameters (all optional).
    struct Entry: Sendable {
        /// The name on the command line, in config and state files; the layout's own `name` (a carousel
        /// reports "carousel" but is the flow entry).
        let name: String
        /// The letter that switches to it (Shift + the letter: an interactive transition).
        let hotkey: Character
        /// The data set it starts with when none is given.
        var data: DataSet = .demo
        /// False refuses drags (the tree: children must stay beside their parents).
        var allowsReordering = true
        /// What a refused drag says ("items stay beside their parent"); nil: "<name> keeps its items in order".
        var refusedDragMessage: String?
        /// What the layout asks of the app before it is shown (the tree: its custom data source, set on the layout,
        /// and K's compact rows); nil: shown as configured.
        var connect: (@Sendable (any CollectionLayout, Connection) -> any CollectionLayout)?
        /// A panel parameter stepped from what is on screen rather than by its declared step (the circle's
        /// automatic radius); nil for the parameter's own step. Given the configuration and the viewport.
        var step: (@Sendable (LayoutParameter, Int, any CollectionLayout, Size) -> Double?)?
        /// How A and the parameter panel choose its item sizes; nil: it has none to choose.
        var itemSizes: ItemSizes?
        /// K switches it between its rows and compact rows (its "compact" parameter): the legend says
        /// "(compact)", and the first item stays on screen through the switch.
        var hasCompactRows = false
        /// The name it reports as `--carousel`'s variant (the legend's and the state file's), nil for none.
        var carouselName: String?
        /// The demo's configuration of the layout.
        let make: @Sendable (Setup) -> any CollectionLayout
    }

    /// How a layout's item sizes are chosen by the app (A, the panel's "item sizes" row).
    enum ItemSizes: Sendable {
        /// The app's own row: per item (the delegate's sizes), the layout's item size, or self-sizing cells (not
        /// with `--carousel`).
        case choices(ItemSizeChoices)
        /// The layout's own "selfSizing" parameter, toggled by A.
        case selfSizingParameter
    }

    /// How the app reads and sets self-sizing on a layout with the item-sizes row.
    struct ItemSizeChoices: Sendable {
        /// Whether a configuration of the layout sizes its cells themselves (false for nil or another kind).
        let isSelfSizing: @Sendable ((any CollectionLayout)?) -> Bool
        /// The configuration with self-sizing cells on or off; nil when it already is so (or is another kind).
        let settingSelfSizing: @Sendable (any CollectionLayout, Bool) -> (any CollectionLayout)?
    }

    /// What the app gives a layout that asks (`Entry.connect`).
    struct Connection {
        /// The tree's custom data source (the demo's data source, held weakly by the layout).
        var treeDataSource: (any TreeLayoutDataSource)?
        /// K's compact rows, when the app decides them (nil keeps the configuration's).
        var compact: Bool?
    }

    /// What the app tells a factory about the session.
    struct Setup: Sendable {
        /// The window size in points (layouts that fit themselves to it).
        var viewport = Size(width: 1280, height: 800)
        /// `--carousel`: flow as a one-row carousel.
        var carousel = false
        /// K: the tree in compact rows.
        var compactTree = false
    }

    /// The layouts every session has, in Tab order. A session given `--layout-file` has one more after them,
    /// `LayoutFileWatcher.entry` (E cycles the files): its layout shelf's `names`.
    static var entries: [Entry] { builtIn }

    /// The flow inside a configuration: itself, or the one the section-background decorator wraps.
    private static func flow(in layout: (any CollectionLayout)?) -> FlowLayout? {
        (layout as? FlowLayout) ?? (layout as? SectionBackgroundDecorator<FlowLayout>)?.base
    }

    /// The flow's item sizes: self-sizing is its `estimatedItemSize`, automatic or zero (the decorator keeps
    /// wrapping it).
    private static let flowItemSizes = ItemSizeChoices(isSelfSizing: { flow(in: $0)?.isSelfSizing == true }) { layout, on in
        guard var flow = flow(in: layout) else { return nil }
        let estimate = on ? FlowLayout.automaticSize : .zero
        guard flow.estimatedItemSize != estimate else { return nil }
        flow.estimatedItemSize = estimate
        if var decorated = layout as? SectionBackgroundDecorator<FlowLayout> {
            decorated.base = flow
            return decorated
        }
        return flow
    }

    /// The layouts every session has.
    static let builtIn: [Entry] = [
        Entry(name: "flow", hotkey: "f", itemSizes: .choices(flowItemSizes), carouselName: "carousel") { setup in
            if setup.carousel {
                // One row of cards; side insets let the first and last card reach the centre (the layout's
                // targetContentOffset snapping).
                var flow = CarouselLayout.horizontalFlow
                let card = Size(width: 280, height: min(420, max(60, setup.viewport.height - 160)))
                flow.itemSize = card
                flow.minimumLineSpacing = 36
                flow.minimumInteritemSpacing = 2000
                let side = max(0, (setup.viewport.width - card.width) / 2)
                let vertical = max(0, (setup.viewport.height - card.height) / 2)
                flow.sectionInset = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
                return CarouselLayout(flow: flow)
            }
            var flow = FlowLayout()
            flow.itemSize = Size(width: 110, height: 70)
            flow.minimumLineSpacing = 10
            flow.minimumInteritemSpacing = 10
            flow.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            flow.headerReferenceSize = Size(width: 0, height: 40)
            flow.footerReferenceSize = Size(width: 0, height: 24)
            flow.sectionHeadersPinToVisibleBounds = true
            // Sections get background decorations (SectionBackgroundDecorator) by wrapping the layout, never by
            // changing it.
            return SectionBackgroundDecorator(base: flow)
        },
        Entry(name: "circle", hotkey: "c", step: { parameter, steps, layout, viewport in
            // The radius steps from the radius on screen (0 stands for automatic, which the layout cannot know
            // without a viewport); below the pinch's minimum it returns to automatic.
            guard parameter.name == "radius", case .number(let range, let step) = parameter.kind, let circle = layout as? CircleLayout else {
                return nil
            }
            let automatic = (circle.effectiveRadius(in: viewport) / step).rounded() * step
            let shown = parameter.value > 0 ? parameter.value : automatic
            let next = min(range.upperBound, shown + Double(steps) * step)
            return next < CircleLayout.pinchRadiusBounds.lowerBound ? 0 : next
        }) { _ in CircleLayout() },
        Entry(name: "tree", hotkey: "t", data: .classes, allowsReordering: false, refusedDragMessage: "items stay beside their parent",
              connect: { layout, connection in
            // The worked example's listing 6-1: the layout asks its custom data source, set on the layout.
            guard var tree = layout as? TreeLayout else { return layout }
            if let compact = connection.compact { tree.compact = compact }
            tree.customDataSource = connection.treeDataSource
            return tree
        }, itemSizes: .selfSizingParameter, hasCompactRows: true) { setup in
            var tree = TreeLayout(compact: setup.compactTree)
            tree.itemSize = Size(width: 176, height: 36)  // room for names like UICollectionReusableView
            return tree
        },
        Entry(name: "waterfall", hotkey: "w", itemSizes: .selfSizingParameter) { _ in
            var waterfall = WaterfallLayout(columnCount: 6)
            waterfall.minimumColumnSpacing = 10
            waterfall.minimumInteritemSpacing = 10
            waterfall.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            waterfall.headerHeight = 40
            waterfall.footerHeight = 24
            return SectionBackgroundDecorator(base: waterfall)
        },
        Entry(name: "compositional", hotkey: "g") { _ in CompositionalExample.make() },
    ]

    /// The entries that declare `has`, by name (the hotkeys and config fields that act on one kind of layout).
    static func names(where has: (Entry) -> Bool) -> [LayoutName] { LayoutName.allCases.filter { has($0.entry) } }

    /// The entry called `name`, nil for none (the layout files' entry too: whether a session has it is the
    /// session's, `LayoutName.named(_:layoutFiles:)`).
    static func entry(named name: String) -> Entry? { (entries + [LayoutFileWatcher.entry]).first { $0.name == name } }
}
