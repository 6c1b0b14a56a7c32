/// Pools of views waiting to be reused, one pool per (category, kind, identifier) (UIKit's reuse queues: Apple's
/// Collection View Programming Guide for iOS, "Reusable Views Improve Performance").
public struct ReuseQueue {
    /// Identifies a pool: cells share one namespace, each supplementary or decoration kind has its own.
    public struct PoolKey: Hashable, Sendable, Comparable {
        /// What the pool holds, as messages name it: "cell", "decoration view" or "supplementary view of kind '…'".
        public var category: String
        /// The reuse identifier for cells and supplementary views (UIKit: `reuseIdentifier`), the element kind for
        /// decoration views.
        public var identifier: String
        /// The pool for views of `category` registered under `identifier`.
        public init(category: String, identifier: String) { self.category = category; self.identifier = identifier }
        public static func < (a: PoolKey, b: PoolKey) -> Bool { (a.category, a.identifier) < (b.category, b.identifier) }
    }

    private var registered: [PoolKey: ReusableView.Type] = [:]
    private var pools: [PoolKey: [ReusableView]] = [:]
    /// Views created so far (pool misses).
    public private(set) var createdCount = 0
    /// Views handed out from a pool (hits).
    public private(set) var reusedCount = 0

    /// An empty queue: nothing registered, nothing pooled.
    public init() {}

    /// Registers a class for a pool; dequeues from it never fail afterwards.
    public mutating func register(_ viewClass: ReusableView.Type, for key: PoolKey) { registered[key] = viewClass }

    /// True when something is registered for the pool.
    public func isRegistered(_ key: PoolKey) -> Bool { registered[key] != nil }

    /// A pooled view after its `prepareForReuse()`, or a new instance of the registered class.
    public mutating func dequeue(_ key: PoolKey) throws(CollectionViewError) -> ReusableView {
        if var pool = pools[key], let view = pool.popLast() {
            pools[key] = pool
            reusedCount += 1
            view.prepareForReuse()
            return view
        }
        guard let cls = registered[key] else {
            throw .unregisteredIdentifier(category: key.category, identifier: key.identifier)
        }
        let view = cls.init()
        view.reuseIdentifier = key.identifier
        view.poolKey = key
        createdCount += 1
        return view
    }

    /// Returns a view to its pool.
    public mutating func enqueue(_ view: ReusableView, for key: PoolKey) { pools[key, default: []].append(view) }

    /// Views waiting in all pools.
    public var pooledCount: Int { pools.values.reduce(0) { $0 + $1.count } }

    /// Every pooled view, for the invariant check (no view may be both pooled and live, or pooled twice).
    var pooledViews: [ReusableView] { pools.values.flatMap { $0 } }

    /// Views waiting per pool, sorted by pool key.
    public var pooledCounts: [(PoolKey, Int)] { pools.keys.sorted().map { ($0, pools[$0]!.count) } }
}
