public import LayoutCore

// Edits as an app makes them: the data and the collection view changed in one batch update, and `expected`
// kept as the ids the data must hold afterwards. A refused update throws; the data may then disagree with
// `expected`, which is what a test should catch.
extension TestItems {
    /// Deletes items (index paths before the delete).
    public func delete(_ indexPaths: [IndexPath], in cv: CollectionView) throws {
        let ids = indexPaths.map { id(at: $0) }
        try cv.performBatchUpdates {
            for ip in indexPaths.sorted(by: >) { sections[ip.section].remove(at: ip.item) }
            try cv.deleteItems(at: indexPaths)
        }
        expected.subtract(ids)
    }

    /// Inserts a new item (with the next id) at an index path.
    public func insert(at ip: IndexPath, in cv: CollectionView) throws {
        let id = nextID
        nextID += 1
        try cv.performBatchUpdates {
            sections[ip.section].insert(id, at: ip.item)
            try cv.insertItems(at: [ip])
        }
        expected.insert(id)
    }

    /// Moves an item with a batch update (as an app's "move to top" would).
    public func move(_ from: IndexPath, to: IndexPath, in cv: CollectionView) throws {
        try cv.performBatchUpdates {
            let id = sections[from.section].remove(at: from.item)
            sections[to.section].insert(id, at: to.item)
            try cv.moveItem(at: from, to: to)
        }
    }

    /// Deletes a whole section.
    public func deleteSection(_ s: Int, in cv: CollectionView) throws {
        let ids = sections[s]
        try cv.performBatchUpdates {
            sections.remove(at: s)
            try cv.deleteSections([s])
        }
        expected.subtract(ids)
    }

    /// Inserts an empty section.
    public func insertSection(_ s: Int, in cv: CollectionView) throws {
        try cv.performBatchUpdates {
            sections.insert([], at: s)
            try cv.insertSections([s])
        }
    }
}
