import LayoutCore

/// The keys that edit the document (Delete, N, Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, D): each is one `DemoDocument` edit,
/// applied as an animated batch update, and what it brought back or made is selected, as UIKit apps do. D swaps
/// the data set, so the photo prefetcher that follows the data lives here too.
final class DocumentEditor {
    let collectionView: CollectionView
    let interaction: CollectionViewInteraction
    let document: DemoDocument
    /// The cells: the demo pictures they show change with the data set.
    let dataSource: DemoDataSource
    /// Which data set is shown; D asks it for the next.
    let library: DataLibrary
    /// Starts decoding the photos of items about to scroll in (held here: the collection view holds it weakly).
    let prefetcher: PhotoPrefetcher

    init(collectionView: CollectionView, interaction: CollectionViewInteraction, document: DemoDocument,
         dataSource: DemoDataSource, library: DataLibrary, prefetcher: PhotoPrefetcher) {
        self.collectionView = collectionView
        self.interaction = interaction
        self.document = document
        self.dataSource = dataSource
        self.library = library
        self.prefetcher = prefetcher
    }

    /// Deletes the selected items.
    func deleteSelection() {
        let selected = collectionView.indexPathsForSelectedItems
        guard !selected.isEmpty else { Console.note("nothing selected: click an item first"); return }
        document.apply(.delete(selected))
    }

    /// Inserts a new item after the selection (or at the end) and selects it.
    func insertItem() {
        let outcome = document.apply(.insert(after: collectionView.indexPathsForSelectedItems.last))
        guard let inserted = outcome.select?.first else { return }
        for ip in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: ip) }
        collectionView.selectItem(at: inserted)
    }

    func undo() {
        guard !interaction.isDragging else { Console.note("undo: drop the item first"); return }
        selectAfterHistory(document.apply(.undo))
    }

    func redo() {
        guard !interaction.isDragging else { Console.note("redo: drop the item first"); return }
        selectAfterHistory(document.apply(.redo))
    }

    /// After undo or redo: the note, and what the step brought or moved selected (one item in single selection,
    /// all of them in multiple selection). Nothing to undo changes no selection.
    private func selectAfterHistory(_ outcome: EditOutcome) {
        if let line = outcome.note { Console.note(line) }
        guard let select = outcome.select else { return }
        for ip in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: ip) }
        for ip in interaction.selectionMode == .multiple ? select : Array(select.prefix(1)) { collectionView.selectItem(at: ip) }
    }

    /// D: swaps between the items given at start (demo or a data file) and the class hierarchy, animated as a
    /// cross-fade.
    func toggleDataSet() {
        // A drag's moves so far belong to the history set aside (the switch ends the drag).
        document.endDragGroup()
        let contents: DocumentContents
        do { contents = try library.switchContents(shown: document.contents) } catch { Console.note("\(error)"); return }
        for ip in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: ip) }
        prefetcher.cancelAll()
        dataSource.demoImages = (try? DemoImages.paths(for: library.dataSet, options: library.options, assets: library.assets)) ?? []
        prefetcher.install(in: collectionView, active: !(contents.photoPaths ?? [:]).isEmpty || !dataSource.demoImages.isEmpty)
        // Animated as a cross-fade: the new data's sections have identifiers of their own, so the applied
        // difference is every old section going (its items fading out where they are) and every new one coming
        // (fading in at its place), one batch update, instead of reloadData's hard cut.
        document.apply(.replace(contents))
        // A header shown before and after under the same index path keeps its view: it gets the new title.
        collectionView.reloadVisibleSupplementaryViews()
        Console.note("data: \(library.dataSet.name)")
    }
}
