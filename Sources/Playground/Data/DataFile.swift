import LayoutCore

/// `--data FILE`: sections of items (label, color, size) read from JSON instead of the demo data. Format:
/// `{"sections": [{"title": "Fruit", "color": "#3B8EEA", "items": [{"label": "Apple", "color": "#E53935",
/// "size": [120, 70], "image": "photos/apple.jpg"}]}]}`; everything but `sections` and `items` is optional. An item's
/// `image` is a picture file, relative to the data file's folder or absolute, drawn as `--photos` draws its photos.
enum DataFile {
    /// Item size when an item gives none and has no label to size to: the flow layout's demo item size.
    static let defaultItemSize = Size(width: 110, height: 70)
    /// How labels are measured for items that give no size (the playground's cell measurer).
    static let labelMeasurer = MonospacedTextMeasurer(advance: 0.55, lineHeight: 1.3)
    /// The widest an item sized to its label is (wrapping beyond it, at most 3 lines).
    static let labelMaximumWidth = 320.0

    /// An item without a size gets its label's: measured, plus the cell's padding, as a self-sizing cell would.
    static func textSize(of label: String) -> Size {
        guard !label.isEmpty else { return defaultItemSize }
        return CollectionViewCell.fittingSize(of: label, measurer: labelMeasurer, fontSize: ViewAppearance().fontSize,
                                              maximumWidth: labelMaximumWidth)
    }
    /// Section colors used in turn when a section gives none.
    static let palette: [UInt32] = [0x3B8EEA, 0x4CAF6A, 0xF2A93B, 0xD6456B, 0x8A63D2, 0x2FB5B5]
    /// Largest item side in points: beyond it, content sizes and scroll offsets lose their precision.
    static let maximumSide = 100_000.0
    /// Most items a file may hold (as `--items`).
    static let maximumItems = 10_000_000

    /// The fields a section gave in its file.
    struct SectionFields: OptionSet, Equatable {
        let rawValue: UInt8
        static let title = SectionFields(rawValue: 1), color = SectionFields(rawValue: 2)
    }

    /// The fields an item gave in its file.
    struct ItemFields: OptionSet, Equatable {
        let rawValue: UInt8
        static let label = ItemFields(rawValue: 1), color = ItemFields(rawValue: 2), size = ItemFields(rawValue: 4)
        static let all: ItemFields = [.label, .color, .size]
    }

    /// A data file as read: its sections and, by item number, the fields each item gave (for saving it back).
    struct Document {
        var sections: [DemoSection]
        var itemFields: [ItemFields]
        /// The `image` of each item that gave one, by item number, as the file wrote it (so Ctrl+S writes it back so).
        var images: [Int32: String] = [:]
    }

    /// Largest data file read: 64 MiB holds 2,000,000 labelled items; beyond it a file is refused before reading.
    static let maximumBytes = 64 << 20

    private typealias FieldError = JSONFields.FieldError

    /// Reads a data file; one-line errors name the file and the field (or the line and column of a syntax error).
    static func load(_ path: String, option: String = "--data") throws -> [DemoSection] {
        try read(path, option: option).sections
    }

    /// Reads a data file with the fields each item gave (what Ctrl+S needs to write it back as it was).
    static func read(_ path: String, option: String = "--data") throws -> Document {
        let bytes = try JSONFields.read(path, option: option, maximumBytes: maximumBytes, what: "data file")
        return try JSONFields.parse(path, option: option, bytes: bytes) { try document(bytes) }
    }

    /// Parses a data file's text in one pass (no JSON tree), so millions of items load in seconds.
    static func parse(_ text: String) throws -> [DemoSection] { try document(Array(text.utf8)).sections }

    static func parse(_ bytes: [UInt8]) throws -> [DemoSection] { try document(bytes).sections }

    static func document(_ bytes: [UInt8]) throws -> Document {
        // Syntax first (a tenth of the time), so a broken file is reported as broken JSON wherever its fields are.
        var check = JSONScanner(bytes)
        try check.skipValue()
        try check.end()
        var scanner = JSONScanner(bytes)
        var sections: [DemoSection]?
        var itemFields: [ItemFields] = []
        var images: [Int32: String] = [:]
        try scanner.expect(.object, "(top level)", problem: "must be an object")
        try scanner.object { s, key in
            guard key == "sections" else { throw JSONFields.unknownField(key, at: "", allowed: ["sections"]) }
            sections = try parseSections(&s, itemFields: &itemFields, images: &images)
        }
        try scanner.end()
        guard let sections else { throw FieldError(field: "sections", problem: "is missing; give an array of sections") }
        return Document(sections: sections, itemFields: itemFields, images: images)
    }

    private static func parseSections(_ scanner: inout JSONScanner, itemFields: inout [ItemFields],
                                      images: inout [Int32: String]) throws -> [DemoSection] {
        var next = 0
        var result: [DemoSection] = []
        try scanner.expect(.array, "sections", problem: "must be an array of sections")
        try scanner.array { scanner, s in
            let path = { "sections[\(s)]" }
            var title: String?, color: Color?, items: [DemoItem]?
            try scanner.expect(.object, path(), problem: "must be an object")
            // The section's color is the default of its items', so items are read after the whole section when
            // "color" comes after "items": they are kept with no color and patched.
            var uncolored: [Int] = []
            try scanner.object { scanner, key in
                switch key {
                case "title": title = try scanner.string(at: "\(path()).title")
                case "color": color = try JSONFields.color(try scanner.string(at: "\(path()).color"), "\(path()).color")
                case "items": items = try parseItems(&scanner, section: s, first: next, uncolored: &uncolored, fields: &itemFields,
                                                       images: &images)
                default: throw JSONFields.unknownField(key, at: path(), allowed: ["color", "items", "title"])
                }
            }
            guard var sectionItems = items else {
                throw FieldError(field: "\(path()).items", problem: "is missing; give an array of items")
            }
            let sectionColor = color ?? Color(hex: palette[s % palette.count])
            for i in uncolored { sectionItems[i] = sectionItems[i].withColor(sectionColor) }
            next += sectionItems.count
            var given: SectionFields = []
            if title != nil { given.insert(.title) }
            if color != nil { given.insert(.color) }
            result.append(DemoSection(title: title ?? "Section \(s + 1)", theme: "", color: sectionColor, items: sectionItems,
                                      givenFields: given))
        }
        return result
    }

    private static func parseItems(_ scanner: inout JSONScanner, section s: Int, first: Int,
                                   uncolored: inout [Int], fields: inout [ItemFields],
                                   images: inout [Int32: String]) throws -> [DemoItem] {
        var items: [DemoItem] = []
        try scanner.expect(.array, "sections[\(s)].items", problem: "must be an array of items")
        try scanner.array { scanner, i in
            let itemPath = { "sections[\(s)].items[\(i)]" }
            guard first + i < maximumItems else {
                throw FieldError(field: "sections[\(s)].items", problem: "more than \(maximumItems) items in all; split the data")
            }
            var label: String?, color: Color?, size: Size?
            try scanner.expect(.object, itemPath(), problem: "must be an object")
            try scanner.object { scanner, key in
                switch key {
                case "label": label = try scanner.string(at: "\(itemPath()).label")
                case "color": color = try JSONFields.color(try scanner.string(at: "\(itemPath()).color"), "\(itemPath()).color")
                case "size": size = try scanner.size(at: "\(itemPath()).size")
                case "image":
                    let path = try scanner.string(at: "\(itemPath()).image")
                    guard !path.isEmpty else {
                        throw FieldError(field: "\(itemPath()).image", problem: "is empty; give the path of a picture file")
                    }
                    images[Int32(first + i)] = path
                default: throw JSONFields.unknownField(key, at: itemPath(), allowed: ["color", "image", "label", "size"])
                }
            }
            let text = label ?? "\(first + i)"
            let itemSize = size ?? textSize(of: text)
            guard itemSize.width <= maximumSide, itemSize.height <= maximumSide else {
                throw FieldError(field: "\(itemPath()).size", problem: "sides must be at most \(Int(maximumSide)) points, got "
                    + "[\(itemSize.width.compact), \(itemSize.height.compact)]")
            }
            if color == nil { uncolored.append(i) }
            fields.append(ItemFields(rawValue: (label == nil ? 0 : 1) | (color == nil ? 0 : 2) | (size == nil ? 0 : 4)))
            items.append(DemoItem(number: first + i, storedLabel: text, color: color ?? Color(hex: 0), size: itemSize))
        }
        return items
    }
}
