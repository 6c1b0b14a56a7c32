import Foundation
import LayoutCore

/// Which layout is shown and how every layout is configured: the only owner of the layout on screen (by name),
/// of each layout's configuration as the user left it (pinched sizes survive a trip to another layout), of the
/// app's own rows (item sizes, compact rows), and the only writer of the data source's `allowsMoving` and the
/// tree's `customDataSource`. Everything that changes the layout goes through `show(_:)` (or its interactive and
/// parameter forms), so its record cannot drift from the collection view's.
final class LayoutShelf {
    let collectionView: CollectionView
    /// The cells and delegate answers: told whether items may move, and whether flow items take their own sizes.
    let cells: DemoDataSource
    /// `--carousel`: the flow entry is a one-row carousel.
    let carousel: Bool
    /// The layout shown (or being animated to), by name.
    private(set) var current: LayoutName
    /// Each layout's configuration as the user left it.
    private(set) var configurations: [LayoutName: any CollectionLayout]
    /// K: compact rows, for the layouts that have them (the tree).
    private(set) var compactRows: Bool
    /// Counts layout requests, so an interactive switch that a later request overtook cannot claim the layout.
    private var requests = 0
    /// The `--layout-file` files, each with its last good layout, watched for saves (E shows them in turn).
    let layoutFiles: LayoutFileWatcher
    /// Wall time of the last look at the layout files (`pollLayoutFiles`).
    var lastLayoutFilePoll = -Double.infinity

    /// `collectionView` shows `current`'s layout (made with `startLayout`).
    init(collectionView: CollectionView, cells: DemoDataSource, carousel: Bool, current: LayoutName,
         configurations: [LayoutName: any CollectionLayout], compactRows: Bool, layoutFiles: LayoutFileWatcher) {
        self.collectionView = collectionView
        self.layoutFiles = layoutFiles
        self.cells = cells
        self.carousel = carousel
        self.current = current
        self.configurations = configurations
        self.compactRows = compactRows
        cells.allowsMoving = current.entry.allowsReordering
    }

    /// The demo's configuration of a layout, from its catalog entry; the layout files' layout is the current
    /// file's last good one, from the session's `layoutFiles`.
    static func makeLayout(_ name: LayoutName, compactRows: Bool = false, carousel: Bool = false,
                           viewport: Size = Size(width: 1280, height: 800), layoutFiles: LayoutFileWatcher? = nil) -> any CollectionLayout {
        if name == .file, let files = layoutFiles, !files.isEmpty { return files.currentLayout }
        return name.entry.make(LayoutCatalog.Setup(viewport: viewport, carousel: carousel, compactTree: compactRows))
    }

    /// This session's layouts in Tab order (the layout files' after every session's, when it has some).
    var names: [LayoutName] { LayoutName.cases(layoutFiles: !layoutFiles.isEmpty) }

    /// Tab: the layout after the one shown.
    var nextLayout: LayoutName { current.next(in: names) }

    /// The first layout: the configured one or the catalog's, given what it asks of the app.
    static func startLayout(_ name: LayoutName, configured: any CollectionLayout, cells: DemoDataSource) -> any CollectionLayout {
        connected(configured, as: name, cells: cells, compact: nil)
    }

    /// A layout with what its catalog entry asks of the app (the tree: its custom data source and, when given,
    /// its compact rows).
    private static func connected(_ layout: any CollectionLayout, as name: LayoutName, cells: DemoDataSource, compact: Bool?) -> any CollectionLayout {
        guard let connect = name.entry.connect else { return layout }
        return connect(layout, LayoutCatalog.Connection(treeDataSource: cells, compact: compact))
    }

    /// The name shown in the legend and the state file ("carousel" for the carousel flow).
    var layoutLabel: String { current.label(carousel: carousel) }
    /// The legend's status name: the layout, with its mode.
    var legendLabel: String { current.entry.hasCompactRows && compactRows ? layoutLabel + " (compact)" : layoutLabel }
    /// Where an interactive transition is heading, for the legend's "flow → circle 35 %".
    var scrubTarget: String? { LayoutName(layoutName: collectionView.destinationLayout.name)?.rawValue }

    /// The configuration of the layout shown (or being animated to), never a transition in between.
    var currentConfiguration: any CollectionLayout {
        let shown = collectionView.destinationLayout
        if LayoutName(layoutName: shown.name) == current { return shown }
        // Mid-transition: the configuration the switch is going to, as a key would bring it up.
        return layout(named: current)
    }

    /// A layout's configuration as it would be shown now.
    func layout(named name: LayoutName) -> any CollectionLayout {
        let layout = configurations[name]
            ?? Self.makeLayout(name, compactRows: compactRows, carousel: carousel, viewport: collectionView.viewportSize, layoutFiles: layoutFiles)
        return Self.connected(layout, as: name, cells: cells, compact: compactRows)
    }

    /// The remembered configuration of a layout (nil before it was shown or configured).
    func configuration(of name: LayoutName) -> (any CollectionLayout)? {
        name == current ? currentConfiguration : configurations[name]
    }

    /// Switches to another layout with the animated transition (UIKit: setCollectionViewLayout(_:animated:));
    /// mid-flight switches retarget smoothly.
    func show(_ name: LayoutName, animated: Bool = true) {
        rememberCurrent()
        requests += 1
        adopt(name)
        collectionView.setCollectionViewLayout(layout(named: name), animated: animated)
    }

    /// Starts an interactive transition: the wheel scrubs it, Shift release or Enter finishes, Esc cancels.
    func startInteractive(_ name: LayoutName) {
        rememberCurrent()
        requests += 1
        let request = requests
        collectionView.startInteractiveTransition(to: layout(named: name)) { [weak self] _ in
            // Finished or cancelled, it lands on a layout (a cancelled retarget lands where the one before was
            // going): the shelf follows whatever is shown, unless a later request took over.
            guard let self, request == self.requests,
                  let kind = LayoutName(layoutName: self.collectionView.destinationLayout.name) else { return }
            self.adopt(kind)
        }
    }

    /// Shows `layout` as `name`'s configuration (a parameter changed, a layout file saved), animated unless not.
    func install(_ layout: any CollectionLayout, as name: LayoutName, animated: Bool = true) {
        configurations[name] = layout
        if name.entry.hasCompactRows, let compact = ConfiguredLayouts.compactParameter(of: layout) { compactRows = compact }
        guard name == current else { return }
        collectionView.setCollectionViewLayout(layout, animated: animated)
    }

    /// The layout shown gives way to `layout`, its new configuration, at once (the same kind with another setting,
    /// such as a section's orthogonal scroll offset).
    func replaceShown(with layout: any CollectionLayout) {
        configurations[current] = layout
        collectionView.setCollectionViewLayout(layout)
    }

    /// What a drag the layout shown refuses says.
    var refusedDragMessage: String { current.entry.refusedDragMessage ?? "\(layoutLabel) keeps its items in order" }

    /// Forgets `name`'s configuration: the next show makes it afresh (a layout file changed on disk).
    func forget(_ name: LayoutName) { configurations[name] = nil }

    /// K: compact rows or back (for the layouts whose catalog entry has them: the tree); returns true when such a
    /// layout is shown (it animates to the new rows).
    func toggleCompactRows() -> Bool {
        compactRows.toggle()
        guard current.entry.hasCompactRows else { return false }
        show(current)
        return true
    }

    /// `name` is the layout shown from now on; drags are allowed as its catalog entry says.
    private func adopt(_ name: LayoutName) {
        current = name
        // A layout may refuse drags (the tree: parents beside their children), through canMoveItemAt.
        cells.allowsMoving = name.entry.allowsReordering
    }

    private func rememberCurrent() {
        // Only the layout in charge, of the kind shown, is kept: never a transition, a drag's preview or another kind.
        let layout = collectionView.destinationLayout
        if LayoutName(layoutName: layout.name) == current {
            configurations[current] = layout
        }
    }
}
