#if canImport(Glibc)
import Glibc
#endif

/// A cache keyed by a piece of text (its UTF-8 bytes) and an integer tag (face, pixel size, language …), looked up
/// straight from a `Substring`'s bytes: no `String` is made, no `Hasher` run and no dictionary key built per lookup
/// (for the typesetter's word and line caches, asked thousands of times per screen of labels, those were most of a
/// lookup's cost). Open addressing with linear probing; past `capacity` entries it starts over, as the typesetter's
/// other caches do.
final class TextCache<Value> {
    private struct Slot {
        var hash: Int
        var tag: Int
        /// The key's text, kept as its own `String` (not a slice of a longer one, so it holds nothing else alive).
        var text: String
        var value: Value
    }

    private var slots: [Slot?]
    private var mask: Int
    /// Entries held.
    private(set) var count = 0
    /// Most entries held before the cache starts over.
    let capacity: Int

    /// An empty cache holding at most `capacity` entries; its table starts small and doubles as it fills.
    init(capacity: Int) {
        self.capacity = capacity
        slots = Array(repeating: nil, count: 256)
        mask = 255
    }

    /// FNV-1a of `bytes`, the hash both `value` and `insert` take (`TextKey`'s hash, so the two agree).
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int { TextKey.hash(bytes) }

    @inline(__always) private func start(_ hash: Int, _ tag: Int) -> Int {
        // The tag mixed in, then the high bits of a multiplicative hash (FNV's low bits alone cluster).
        let mixed = UInt(bitPattern: hash ^ (tag &* 0x2545_F491_4F6C_DD1D)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    /// The value stored for the text `bytes` (hashed to `hash`) under `tag`, nil when there is none.
    func value(hash: Int, tag: Int, bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        var i = start(hash, tag)
        while let slot = slots[i] {
            if slot.hash == hash && slot.tag == tag && Self.equal(slot.text, bytes) { return slot.value }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Stores `value` for `text` (whose bytes hash to `hash`) under `tag`, replacing an entry with the same key.
    func insert(_ value: Value, hash: Int, tag: Int, text: String) {
        if count >= capacity { removeAll() }
        if (count + 1) * 2 > slots.count { grow() }   // at most half full: probes stay short
        var i = start(hash, tag)
        var key = text
        while let slot = slots[i] {
            if slot.hash == hash && slot.tag == tag && key.withUTF8({ Self.equal(slot.text, $0) }) {
                slots[i]!.value = value
                return
            }
            i = (i + 1) & mask
        }
        slots[i] = Slot(hash: hash, tag: tag, text: text, value: value)
        count += 1
    }

    private func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        mask = slots.count - 1
        for case let slot? in old {
            var i = start(slot.hash, slot.tag)
            while slots[i] != nil { i = (i + 1) & mask }
            slots[i] = slot
        }
    }

    /// Empties the cache, keeping its storage.
    func removeAll() {
        for i in slots.indices { slots[i] = nil }
        count = 0
    }

    @inline(__always) private static func equal(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text   // withUTF8 needs a var; a native string is not copied
        return text.withUTF8 { p in
            p.count == bytes.count && (p.isEmpty || memcmp(p.baseAddress!, bytes.baseAddress!, p.count) == 0)
        }
    }
}
