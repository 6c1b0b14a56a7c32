/// A bounded cache by cost (bytes): least recently used out first once the total passes the budget. Generic over
/// what it holds, so its policy is tested without textures; the image pipeline keeps textures in it and destroys
/// what `insert` hands back.
public struct ImageCache<Key: Hashable, Value> {
    private struct Entry { var value: Value; var cost: Int; var lastUse: UInt64 }
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    /// The most the entries may cost together.
    public var budget: Int
    /// What the entries cost together.
    public private(set) var totalCost = 0

    /// An empty cache holding at most `budget` in cost (bytes for textures); a negative budget counts as 0.
    public init(budget: Int) { self.budget = max(0, budget) }

    /// How many entries it holds.
    public var count: Int { entries.count }
    /// Whether it holds a value for `key`, without marking it used.
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// The value for a key, marked as just used.
    public mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]!.lastUse = clock
        return entries[key]!.value
    }

    /// The value for a key without marking it used.
    public func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// Adds (or replaces) a value and evicts the least recently used entries until the total is within the
    /// budget (the new one last of all: a value larger than the whole budget is handed straight back). Returns the
    /// values that left, replaced one included, oldest first.
    @discardableResult
    public mutating func insert(_ value: Value, cost: Int, for key: Key) -> [Value] {
        var gone: [Value] = []
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost; gone.append(old.value) }
        clock += 1
        entries[key] = Entry(value: value, cost: max(0, cost), lastUse: clock)
        totalCost += max(0, cost)
        while totalCost > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            totalCost -= oldest.value.cost
            gone.append(oldest.value.value)
        }
        return gone
    }

    /// Removes every entry, returning the values.
    public mutating func removeAll() -> [Value] {
        // A closure, not `\.value`: instantiating a key path pattern makes the Swift runtime read uninitialised
        // padding, which valgrind (make leaks) reports from this frame.
        let values = entries.values.map { $0.value }
        entries = [:]; totalCost = 0
        return values
    }

    /// Keys, least recently used first (for tests and the inspector).
    public var keysByRecency: [Key] { entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }
}
