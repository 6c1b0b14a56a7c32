import LayoutCore

/// Writes sections of items back in the data file format (`--data FILE`, Ctrl+S), keeping the file as its author
/// wrote it: a field the file gave is written again, and a field it left out stays out as long as reading the
/// new file would give the same value (a section's color for its items, a label's own size, a label that is the
/// item's position). A field whose value would change on reading (an item moved to a section of another color,
/// a default label that is no longer its position) is written out, so saving and reloading never changes an item.
struct DataFileWriter {
    /// The fields the file gave for each item it held, by item number (items are numbered in file order from 0;
    /// items made later have higher numbers and are written in full).
    var givenItemFields: [DataFile.ItemFields] = []

    func text(of sections: [DemoSection], images: [Int32: String] = [:]) -> String {
        var out = ""
        write(sections, images: images) { out += $0 }
        return out
    }

    /// The file's text in pieces, a line at a time, so a save streams millions of items to the disk without
    /// holding the whole text. `images` are the items' `image` fields by item number, written as given.
    func write(_ sections: [DemoSection], images: [Int32: String] = [:], to emit: (String) throws -> Void) rethrows {
        try emit("{\"sections\": [")
        var position = 0
        for (s, section) in sections.enumerated() {
            var head = s == 0 ? "\n  {" : ",\n  {"
            var fields: [String] = []
            if section.givenFields.contains(.title) || section.title != "Section \(s + 1)" {
                fields.append("\"title\": " + JSONText.string(section.title))
            }
            let defaultColor = Color(hex: DataFile.palette[s % DataFile.palette.count])
            if section.givenFields.contains(.color) || section.color.rgba8 != defaultColor.rgba8 {
                fields.append("\"color\": " + Self.hex(section.color))
            }
            head += fields.map { $0 + ", " }.joined() + "\"items\": ["
            try emit(head)
            for (i, item) in section.items.enumerated() {
                try emit((i == 0 ? "\n    " : ",\n    ") + itemText(item, position: position, sectionColor: section.color,
                                                                        image: images[item.number]))
                position += 1
            }
            try emit("]}")
        }
        try emit(sections.isEmpty ? "]}\n" : "\n]}\n")
    }

    private func itemText(_ item: DemoItem, position: Int, sectionColor: Color, image: String?) -> String {
        let number = Int(item.number)
        let given = number < givenItemFields.count ? givenItemFields[number] : DataFile.ItemFields.all
        var fields: [String] = []
        if given.contains(.label) || item.label != "\(position)" { fields.append("\"label\": " + JSONText.string(item.label)) }
        if given.contains(.color) || item.color.rgba8 != sectionColor.rgba8 { fields.append("\"color\": " + Self.hex(item.color)) }
        let size = item.size
        if given.contains(.size) || size != DataFile.textSize(of: item.label) {
            fields.append("\"size\": [\(Self.number(size.width)), \(Self.number(size.height))]")
        }
        if let image { fields.append("\"image\": " + JSONText.string(image)) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// "#RRGGBB", or "#RRGGBBAA" when not opaque.
    static func hex(_ color: Color) -> String {
        let (r, g, b, a) = color.rgba8
        func two(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "\"#" + two(r) + two(g) + two(b) + (a == 255 ? "" : two(a)) + "\""
    }

    /// Sizes are kept as Float: their shortest form reads back to the same Float ("0.1", not 0.100000001…).
    static func number(_ v: Double) -> String {
        let f = Float(v)
        if f == f.rounded(), abs(f) < 1e7 { return String(Int(f)) }
        return "\(f)"
    }
}
