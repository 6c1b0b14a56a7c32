import LayoutCore
import Renderer

/// The playground's prefetch data source for photos: turns the items the collection view expects to show into
/// image requests at the size their cells will have, and cancels them as the collection view does. Remembers each
/// item's request, so a cancel after the data changed still names the image it started.
final class PhotoPrefetcher: CollectionViewDataSourcePrefetching {
    private let images: ImagePipeline
    private let dataSource: DemoDataSource
    private var requests: [IndexPath: ImageRequest] = [:]
    /// Items announced and cancelled, in order (the state file's counts; tests read them).
    private(set) var prefetchedCount = 0
    private(set) var cancelledCount = 0

    /// Screens prefetched ahead at rest with photos: a thumbnail takes milliseconds of a worker to make and about
    /// 70 KB to keep, so the five screens a fling of the wheel covers are made while the view is still (a few
    /// dozen MB at most, well within the cache), and a fling lands on pictures instead of placeholders.
    static let restingLead = 5.0
    /// Screens ahead at most while moving fast (the lead grows with the speed: half a second of travel).
    static let leadLimit = 6.0

    init(images: ImagePipeline, dataSource: DemoDataSource) {
        self.images = images; self.dataSource = dataSource
    }

    /// Makes this the collection view's prefetch data source with the photo leads when `active` (the data shows
    /// pictures); otherwise turns prefetching off and restores the default leads.
    func install(in collectionView: CollectionView, active: Bool) {
        collectionView.prefetchDataSource = active ? self : nil
        collectionView.restingPrefetchLead = active ? Self.restingLead : CollectionView.prefetchLeadAtRest
        collectionView.prefetchLeadLimit = active ? Self.leadLimit : CollectionView.maximumPrefetchLead
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for ip in indexPaths {
            guard let image = dataSource.image(at: ip), let size = collectionView.layoutAttributesForItem(at: ip)?.size else { continue }
            let request = images.request(for: image, size: size, cornerRadius: PhotoLibrary.cornerRadius)
            requests[ip] = request
            images.prefetch(request)
            prefetchedCount += 1
        }
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        for ip in indexPaths {
            guard let request = requests.removeValue(forKey: ip) else { continue }
            images.cancelPrefetch(request)
            cancelledCount += 1
        }
    }

    /// Cancels every request still announced (the data set changes under the collection view).
    func cancelAll() {
        for request in requests.values { images.cancelPrefetch(request) }
        cancelledCount += requests.count
        requests = [:]
    }
}
