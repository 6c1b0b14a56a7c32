#if canImport(Glibc)
import Glibc
#endif

/// A string as a cache key, hashed once from its UTF-8 bytes. `String`'s own hashing normalises to NFC first
/// (for non-ASCII text most of the cost of a lookup, and a set label was looked up under several keys); two
/// canonically equivalent spellings are two keys here, which only costs a cache miss.
struct TextKey: Hashable {
    let text: String
    /// FNV-1a of the UTF-8 bytes.
    let hash: Int

    init(_ text: String) {
        self.text = text
        var t = text
        hash = t.withUTF8 { Self.hash($0) }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(bitPattern: UInt(h))
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: TextKey, b: TextKey) -> Bool {
        guard a.hash == b.hash else { return false }
        var x = a.text, y = b.text
        return x.withUTF8 { p in y.withUTF8 { q in p.count == q.count && (p.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) } }
    }
}
