/// What the collection view knows of its data: the counts it shows, whether they must be read again, and a
/// batch update being recorded or refused.
struct DataCounts {
    /// Items per section, as last read from the data source.
    var itemCounts: [Int] = []
    /// True until the counts are read (again) at the next update cycle.
    var needsReload = true
    /// Batch changes recorded inside `performBatchUpdates`; nil outside it.
    var pendingUpdate: BatchUpdate?
    /// The counts of a batch update that was refused: the data source holds them until the caller restores
    /// its data, which the silent-change check must not mistake for a change of its own.
    var refusedCounts: [Int]?
    /// Counts changes of data or layout (reloads, batch updates, layout switches).
    var changeGeneration = 0
}
