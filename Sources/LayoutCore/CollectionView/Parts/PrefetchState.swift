/// The prefetching part of the collection view: which items the prefetch data source was told about and not yet
/// cancelled, and which way the view last moved. One job: the region ahead of the scroll and its changes.
struct PrefetchState {
    /// Items announced with `prefetchItemsAt` and neither shown nor cancelled since.
    var items: Set<IndexPath> = []
    /// The content offset at the last prefetch pass, to tell the direction of a drag (which has no velocity).
    var lastOrigin: Point?
    /// The direction of the last movement on each axis: −1, 0 or +1 (nil until the view has moved).
    var direction: Point?
    /// The change generation the announced index paths belong to.
    var generation = 0
}
