import LayoutCore
import Synchronization

/// The data a document shows, with its undo history and revision: what D sets aside while the class hierarchy is
/// shown, and what new data arrives as.
struct DocumentContents {
    /// The items (sections named for this data).
    let snapshot: DemoDocument.Snapshot
    /// The sections' titles and colors, by index (items empty).
    let headings: [DemoSection]
    let history: EditHistory
    /// −1 for new data (it gets a new revision when shown).
    let revision: Int
    /// The items' pictures (`photoPaths`), kept with them while other data is shown; nil for new data.
    var photoPaths: [Int32: String]?
    /// Items whose parent was deleted.
    var orphaned: Set<Int32> = []
    /// One more than the highest item number the data has had.
    var nextID: Int

    /// New data: sections (a new data generation) and their items, in one snapshot; the items' arrays are
    /// shared with `sections`', not copied.
    init(sections: [DemoSection], history: EditHistory, revision: Int) {
        let generation = DemoDocument.generations.add(1, ordering: .relaxed).newValue
        var snapshot = DemoDocument.Snapshot()
        for (k, section) in sections.enumerated() {
            // One section at a time: the order check looks no further than the section just added.
            let id = DemoSectionID(data: generation, index: k)
            snapshot.appendSections([id])
            if !section.items.isEmpty { snapshot.appendItems(section.items, toSection: id) }
        }
        self.snapshot = snapshot
        headings = sections.map { var heading = $0; heading.items = []; return heading }
        self.history = history
        self.revision = revision
        nextID = DemoDocument.numberAfter(sections)
    }

    init(snapshot: DemoDocument.Snapshot, headings: [DemoSection], history: EditHistory, revision: Int, photoPaths: [Int32: String]?,
         orphaned: Set<Int32>, nextID: Int) {
        self.snapshot = snapshot
        self.headings = headings
        self.history = history
        self.revision = revision
        self.photoPaths = photoPaths
        self.orphaned = orphaned
        self.nextID = nextID
    }

    /// The sections with their items (for saving).
    var sections: [DemoSection] { DemoDocument.sections(of: snapshot, headings: headings, orphaned: orphaned) }
}
