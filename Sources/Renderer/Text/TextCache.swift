#if canImport(Glibc)
import Glibc
#endif

/// A cache keyed by a piece of text (its UTF-8 bytes) and an integer tag (face, pixel size, language …), looked up
/// straight from a `Substring`'s bytes: no `String` is made, no `Hasher` run and no reference counted per lookup
/// (for the typesetter's word, line and setting caches, asked thousands of times per screen of labels, those were
/// most of a lookup's cost). Keys' bytes are copied into one buffer; the table is open addressing with linear
/// probing over plain integers. Past `capacity` entries it starts over, as the typesetter's other caches do.
final class TextCache<Value> {
    /// A table slot: the key's hash and tag, where its bytes are in `bytes`, and its value's index (-1: empty).
    private struct Slot {
        var hash: Int
        var tag: Int
        var offset: Int32
        var length: Int32
        var entry: Int32
    }

    private static var empty: Slot { Slot(hash: 0, tag: 0, offset: 0, length: 0, entry: -1) }

    private var slots: [Slot]
    private var mask: Int
    private var bytes: [UInt8] = []
    private var values: [Value] = []
    /// Entries held.
    var count: Int { values.count }
    /// Most entries held before the cache starts over.
    let capacity: Int

    /// An empty cache holding at most `capacity` entries; its table starts small and doubles as it fills.
    init(capacity: Int) {
        self.capacity = capacity
        slots = Array(repeating: Self.empty, count: 256)
        mask = 255
    }

    /// FNV-1a of `bytes`, the hash both `value` and `insert` take. Bytes, not `String`'s hashing, which normalises
    /// to NFC first (for non-ASCII text most of the cost): two canonically equivalent spellings are two keys here,
    /// which only costs a cache miss.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(bitPattern: UInt(h))
    }

    @inline(__always) private func start(_ hash: Int, _ tag: Int) -> Int {
        // The tag mixed in, then the high bits of a multiplicative hash (FNV's low bits alone cluster).
        let mixed = UInt(bitPattern: hash ^ (tag &* 0x2545_F491_4F6C_DD1D)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// The value stored for the text `key` (hashed to `hash`) under `tag`, nil when there is none.
    func value(hash: Int, tag: Int, bytes key: UnsafeBufferPointer<UInt8>) -> Value? {
        let entry = find(hash, tag, key)
        return entry < 0 ? nil : values[entry]
    }

    /// The index in `values` of the key, -1 when it is not held.
    private func find(_ hash: Int, _ tag: Int, _ key: UnsafeBufferPointer<UInt8>) -> Int {
        let i = start(hash, tag)
        return slots.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { stored in
                var i = i
                while true {
                    let slot = table[i]
                    if slot.entry < 0 { return -1 }
                    if slot.hash == hash && slot.tag == tag && Int(slot.length) == key.count
                        && (key.isEmpty || memcmp(stored.baseAddress! + Int(slot.offset), key.baseAddress!, key.count) == 0) {
                        return Int(slot.entry)
                    }
                    i = (i + 1) & mask
                }
            }
        }
    }

    /// Stores `value` for the text `key` (hashed to `hash`) under `tag`, a key not held (callers insert after a
    /// lookup missed, so the table is not searched twice).
    func insert(_ value: Value, hash: Int, tag: Int, bytes key: UnsafeBufferPointer<UInt8>) {
        assert(find(hash, tag, key) < 0, "TextCache.insert: the key is already held")
        if count >= capacity || bytes.count + key.count > Int(Int32.max) { removeAll() }
        if (count + 1) * 2 > slots.count { grow() }   // at most half full: probes stay short
        var i = start(hash, tag)
        while slots[i].entry >= 0 { i = (i + 1) & mask }
        slots[i] = Slot(hash: hash, tag: tag, offset: Int32(bytes.count), length: Int32(key.count), entry: Int32(values.count))
        bytes.append(contentsOf: key)
        values.append(value)
    }

    /// `insert` for a key given as a `String`.
    func insert(_ value: Value, hash: Int, tag: Int, text: String) {
        var text = text   // withUTF8 needs a var; a native string is not copied
        text.withUTF8 { insert(value, hash: hash, tag: tag, bytes: $0) }
    }

    private func grow() {
        let old = slots
        slots = Array(repeating: Self.empty, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.entry >= 0 {
            var i = start(slot.hash, slot.tag)
            while slots[i].entry >= 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }

    /// Empties the cache, keeping its storage.
    func removeAll() {
        for i in slots.indices { slots[i].entry = -1 }
        bytes.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }
}
