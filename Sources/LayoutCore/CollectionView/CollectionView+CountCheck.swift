/// Catching a data source that changes its counts behind the collection view's back (no batch update, no
/// reloadData): UIKit would ask it for cells that no longer exist; here the change is reported once, naming the
/// section, and the collection view reloads so nothing is shown from stale counts.
extension CollectionView {
    /// Up to this many sections every section's count is compared on each update cycle (one data-source call
    /// each). Beyond it only the section count and the sections in the visible rect are: a full pass over
    /// 100,000 sections would cost 100,000 calls per frame. A change in an off-screen section of such a data
    /// source is then caught when that section comes into view.
    public static let fullCountCheckLimit = 1_000

    /// True when `ip` names an item of the counts last read (a cell's two-index path, both in range).
    func itemExists(_ ip: IndexPath) -> Bool {
        ip.isItemPath && ip.section >= 0 && ip.section < data.itemCounts.count && ip.item >= 0 && ip.item < data.itemCounts[ip.section]
    }

    /// Compares the data source's counts with the ones shown (at most once per update cycle, see
    /// `fullCountCheckLimit`); on a difference reports it once and marks a reload.
    func reloadIfCountsChangedSilently() {
        // Mid-batch the data source is allowed to differ; before a reload there is nothing to compare.
        guard !data.needsReload, data.pendingUpdate == nil, let ds = dataSource else { return }
        let sections = max(0, ds.numberOfSections(in: self))
        var change: String? = sections == data.itemCounts.count
            ? nil : "the number of sections from \(data.itemCounts.count) to \(sections)"
        var matchesRefused = data.refusedCounts?.count == sections
        // Compares one section; true once both questions are answered.
        func compare(_ s: Int) -> Bool {
            let n = max(0, ds.collectionView(self, numberOfItemsInSection: s))
            if change == nil, n != data.itemCounts[s] { change = "section \(s) from \(data.itemCounts[s]) to \(n) items" }
            if matchesRefused, data.refusedCounts?[s] != n { matchesRefused = false }
            return change != nil && !matchesRefused
        }
        let end = min(sections, data.itemCounts.count)
        if end <= Self.fullCountCheckLimit {
            for s in 0..<end where compare(s) { break }
        } else {
            for s in visibleSections(below: end) where compare(s) { break }
        }
        guard let change else { data.refusedCounts = nil; return }
        // The data of a refused batch update was reported with UIKit's message; the caller restores it.
        if matchesRefused { return }
        data.refusedCounts = nil
        reportMessage("the data source changed \(change) without performBatchUpdates or reloadData; reloading")
        reloadData()
    }

    /// The sections below `end` that have views on screen, ascending (what the last update cycle showed: no
    /// second rect query per frame).
    private func visibleSections(below end: Int) -> [Int] {
        Set(views.live.keys.lazy.map(\.indexPath.section).filter { $0 >= 0 && $0 < end }).sorted()
    }
}
