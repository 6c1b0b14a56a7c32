/// Advance notice of the items a collection view is about to show (UICollectionViewDataSourcePrefetching), so
/// slow work for them (decoding their images) can start before their cells are asked for.
///
/// The collection view prefetches in the direction it scrolls, further ahead the faster it goes. It never asks
/// to prefetch an item whose cell is on screen; an item prefetched and then shown is not cancelled (its cell is
/// asked for instead); an item prefetched that falls out of the region ahead (the scroll turned around, or the
/// data changed) is cancelled, once.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items likely to be shown soon, nearest first. Required.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items earlier prefetched that are no longer expected: stop their work. Optional; default does nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
