/// A section of the playground's data as the diffable data source names it: which data it belongs to (every
/// data set shown gets a new number) and its index there. A data switch (D) thus replaces every section, and
/// applying the new data cross-fades them all, where equal indexes would keep the old sections' views.
struct DemoSectionID: Hashable {
    /// The data set shown when the section was made (`DemoDataSource`'s data generation).
    let data: Int
    /// The section's index in that data (the playground never inserts, deletes or moves a section by itself).
    let index: Int
}
