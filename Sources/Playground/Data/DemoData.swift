import Foundation
import LayoutCore
import Synchronization

/// One demo item: a stable number (its id is "item-N"), a label, a color, a preferred size and the number of
/// its parent in the section above (the tree layout's edges). Packed to 16 bytes because the playground holds
/// ten million of them: its number, RGBA in 32 bits, the size in 32 (`DemoSizeBits`), and the label's reference
/// into a shared table together with the parent in the last 32 (`DemoLabelParentBits`; a generated item's label
/// is its theme word and its number, put together only when shown).
struct DemoItem: Equatable {
    /// The N of "item-N": unique, stable across moves, inserts and deletes.
    let number: Int32
    /// The label's entry and the parent, packed (`labelRef` and `parent` unpack them).
    private var labelParentBits: DemoLabelParentBits
    /// The color, packed (`color` unpacks it).
    private(set) var rgba: UInt32
    /// The preferred size, packed (`width`, `height` and `size` unpack it).
    let sizeBits: DemoSizeBits

    private static let numbered: UInt32 = 1 << 31

    init(number: Int, label: String, color: Color, size: Size, parent: Int32 = -1) {
        self.init(number: number, labelRef: DemoLabels.intern(label), rgba: Self.pack(color), sizeBits: DemoSizeBits(size), parent: parent)
    }

    /// An item whose label is stored without interning (data files: see `DemoLabels.store`).
    init(number: Int, storedLabel label: String, color: Color, size: Size) {
        self.init(number: number, labelRef: DemoLabels.store(label), rgba: Self.pack(color), sizeBits: DemoSizeBits(size), parent: -1)
    }

    /// An item labelled "word N" (N its number), the word an entry of `DemoLabels`.
    init(number: Int, word: UInt32, color: Color, size: Size, parent: Int32 = -1) {
        self.init(number: number, labelRef: word | Self.numbered, rgba: Self.pack(color), sizeBits: DemoSizeBits(size), parent: parent)
    }

    /// An item labelled "word N" in the color of `other` (already packed: no color to mix and round per item).
    init(number: Int, word: UInt32, colorOf other: DemoItem, size: Size) {
        self.init(number: number, labelRef: word | Self.numbered, rgba: other.rgba, sizeBits: DemoSizeBits(size), parent: -1)
    }

    private init(number: Int, labelRef: UInt32, rgba: UInt32, sizeBits: DemoSizeBits, parent: Int32) {
        self.number = Int32(truncatingIfNeeded: number)
        labelParentBits = DemoLabelParentBits(labelRef: labelRef, parent: parent, number: self.number)
        self.rgba = rgba
        self.sizeBits = sizeBits
    }

    private static func pack(_ color: Color) -> UInt32 {
        let (r, g, b, a) = color.rgba8
        return UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
    }

    /// The label's entry in `DemoLabels`; the top bit set means "the entry, a space and the number".
    var labelRef: UInt32 { labelParentBits.labelRef }

    /// The parent's number, or −1 for none.
    var parent: Int32 {
        get { labelParentBits.parent(number: number) }
        set { labelParentBits = DemoLabelParentBits(labelRef: labelRef, parent: newValue, number: number) }
    }

    /// The same item in another color (a data file's section color reaches items read before it).
    func withColor(_ color: Color) -> DemoItem {
        var copy = self
        copy.rgba = Self.pack(color)
        return copy
    }

    /// The label shown on the cell.
    var label: String {
        let text = DemoLabels.string(labelRef & ~Self.numbered)
        return labelRef & Self.numbered != 0 ? "\(text) \(number)" : text
    }

    static func == (a: DemoItem, b: DemoItem) -> Bool {
        // The label last, and by reference first: building it is the expensive part, and an item compared with
        // itself (the diff's common case) shares it.
        a.number == b.number && a.rgba == b.rgba && a.sizeBits == b.sizeBits && a.parent == b.parent
            && (a.labelRef == b.labelRef || a.label == b.label)
    }

    /// The stable id, "item-N".
    var id: String { "item-\(number)" }
    var color: Color {
        Color(red: Double(rgba >> 24) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
              blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }
    /// The preferred width and height, as `Float`s (the precision an item keeps).
    var width: Float { sizeBits.width }
    var height: Float { sizeBits.height }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}

/// The labels demo items refer to, each stored once: theme words, class names, labels from data files.
/// The table is process-wide and items are made on any thread (the app's, a test's, a client's worker), so every
/// access takes its lock: one uncontended lock per label read costs nanoseconds next to drawing it.
enum DemoLabels {
    private struct Table {
        var strings: [String] = []
        var indices: [String: UInt32] = [:]
    }
    private static let table = Mutex(Table())

    /// The entry for a string, added on first use.
    static func intern(_ s: String) -> UInt32 {
        table.withLock { t in
            if let i = t.indices[s] { return i }
            let i = UInt32(t.strings.count)
            t.strings.append(s)
            t.indices[s] = i
            return i
        }
    }

    /// A new entry without looking for an equal one: a data file's millions of mostly distinct labels skip the
    /// hash table (short labels are stored inline in the String anyway, so a repeat costs no extra memory).
    static func store(_ s: String) -> UInt32 {
        table.withLock { t in
            t.strings.append(s)
            return UInt32(t.strings.count - 1)
        }
    }

    static func string(_ i: UInt32) -> String {
        table.withLock { t in t.strings.indices.contains(Int(i)) ? t.strings[Int(i)] : "" }
    }
}

/// A section of the demo: a title and its items.
struct DemoSection: Equatable {
    let title: String
    let theme: String
    let color: Color
    var items: [DemoItem]
    /// The fields a data file gave for this section (written back as given by `DataFileWriter`).
    var givenFields: DataFile.SectionFields = [.title, .color]
}

/// The demo data set, generated from the themes in `Assets/demo.json` with a fixed seed, so it is the same
/// on every run.
struct DemoData {
    struct Theme: Decodable { let name: String; let color: String; let words: [String] }
    struct File: Decodable { let themes: [Theme] }

    /// Builds `items` items spread evenly over `sections` sections (earlier sections take the remainder).
    static func make(items: Int, sections: Int, assets: AssetLocator) throws -> [DemoSection] {
        let path = assets.path("demo.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("cannot read demo data '\(path)'; restore Assets/demo.json or set COLLECTION_PLAYGROUND_ASSETS")
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw PlaygroundError("demo data '\(path)' is malformed: \(error.localizedDescription)")
        }
        guard !file.themes.isEmpty, file.themes.allSatisfy({ !$0.words.isEmpty && parseHex($0.color) != nil }) else {
            throw PlaygroundError("demo data '\(path)': every theme needs a \"#RRGGBB\" color and at least one word")
        }
        return generate(items: items, sections: sections, themes: file.themes)
    }

    /// The class hierarchy in `Assets/class-hierarchy.json` as sections by depth: the tree layout's data.
    static func classes(assets: AssetLocator) throws -> [DemoSection] {
        let path = assets.path("class-hierarchy.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("cannot read the class hierarchy '\(path)'; restore Assets/class-hierarchy.json")
        }
        func node(_ any: Any, _ where_: String) throws -> ClassTree.Node {
            guard let d = any as? [String: Any], let name = d["name"] as? String else {
                throw PlaygroundError("'\(path)': \(where_) needs a \"name\" string")
            }
            let kids = (d["children"] as? [Any]) ?? []
            return ClassTree.Node(name: name, children: try kids.enumerated().map { try node($1, "\(where_).children[\($0)]") })
        }
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw PlaygroundError("'\(path)' is not valid JSON: \(error.localizedDescription)")
        }
        let tree = ClassTree(root: try node(root, "root"))
        let palette: [UInt32] = [0x8A63D2, 0x3B8EEA, 0x4CAF6A, 0xF2A93B, 0xD6456B, 0x8C9AA8, 0x2FB5B5, 0xC77D3A]
        var next = 0
        var ids: [LayoutCore.IndexPath: Int32] = [:]
        var sections: [DemoSection] = []
        for (depth, count) in tree.itemCounts.enumerated() {
            let color = Color(hex: palette[depth % palette.count])
            var section = DemoSection(title: "Depth \(depth)", theme: depth == 0 ? "root" : "subclasses", color: color, items: [])
            for i in 0..<count {
                let ip = LayoutCore.IndexPath(item: i, section: depth)
                let name = tree.name(at: ip) ?? "?"
                ids[ip] = Int32(next)
                section.items.append(DemoItem(number: next, label: name, color: color,
                                              size: Size(width: Double(24 + 8 * name.count), height: 40),
                                              parent: tree.parent(of: ip).flatMap { ids[$0] } ?? -1))
                next += 1
            }
            sections.append(section)
        }
        return sections
    }

    static func generate(items: Int, sections: Int, themes: [Theme]) -> [DemoSection] {
        guard sections > 0 else { return [] }
        var rng = SplitMix64(seed: 2024)
        var result: [DemoSection] = []
        result.reserveCapacity(sections)
        var next = 0
        // An item's color is one of a thousand shades of its theme's: each mixed and packed once per theme, not
        // per item (a color per item was a tenth of opening ten million items).
        var shadesByTheme = [[DemoItem?]](repeating: [], count: themes.count)
        for s in 0..<sections {
            let t = s % themes.count
            let theme = themes[t]
            let base = Color(hex: parseHex(theme.color) ?? 0x888888)
            let count = items / sections + (s < items % sections ? 1 : 0)
            let words = theme.words.map(DemoLabels.intern)
            if shadesByTheme[t].isEmpty && count > 0 { shadesByTheme[t] = Array(repeating: nil, count: 1000) }
            var sectionItems = shadesByTheme[t].withUnsafeMutableBufferPointer { shades in
                // Written item by item into uninitialized storage: no capacity or uniqueness checks per item.
                [DemoItem](unsafeUninitializedCapacity: count) { out, written in
                    var w = 0
                    for i in 0..<count {
                        // Vary lightness a little per item so neighbours are distinguishable.
                        let pick = Int(rng.next() % 1000)
                        let width = 60 + Double(rng.next() % 81), height = 50 + Double(rng.next() % 41)
                        let shaded: DemoItem
                        if let known = shades[pick] { shaded = known } else {
                            let shade = Double(pick) / 1000
                            let color = base.interpolated(to: shade < 0.5 ? .black : .white, progress: abs(shade - 0.5) * 0.45)
                            shaded = DemoItem(number: 0, word: 0, color: color, size: .zero)
                            shades[pick] = shaded
                        }
                        out.initializeElement(at: i, to: DemoItem(number: next, word: words[w], colorOf: shaded,
                                                                  size: Size(width: width, height: height)))
                        next += 1
                        w += 1
                        if w == words.count { w = 0 }
                    }
                    written = count
                }
            }
            // Parents in the section above, in non-decreasing order so siblings are contiguous (a tidy forest).
            if let above = result.last, !above.items.isEmpty {
                // The picks sorted by counting them (they are indices of the section above): the same order as
                // sorting them, in linear time.
                var tally = [Int](repeating: 0, count: above.items.count)
                for _ in 0..<count { tally[Int(rng.next() % UInt64(above.items.count))] += 1 }
                sectionItems.withUnsafeMutableBufferPointer { out in
                    var i = 0
                    for (index, times) in tally.enumerated() where times > 0 {
                        let parent = above.items[index].number
                        for _ in 0..<times { out[i].parent = parent; i += 1 }
                    }
                }
            }
            result.append(DemoSection(title: "Section \(s + 1)", theme: theme.name, color: base, items: sectionItems))
        }
        return result
    }

    static func parseHex(_ s: String) -> UInt32? {
        guard s.hasPrefix("#"), s.count == 7 else { return nil }
        return UInt32(s.dropFirst(), radix: 16)
    }
}
