import LayoutCore

/// `--data FILE`: sections of items (label, color, size) read from JSON instead of the demo data. Format:
/// `{"sections": [{"title": "Fruit", "color": "#3B8EEA", "items": [{"label": "Apple", "color": "#E53935",
/// "size": [120, 70]}]}]}`; everything but `sections` and `items` is optional.
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

    private typealias J = JSONFields
    private typealias FieldError = JSONFields.FieldError

    /// Reads a data file; one-line errors name the file and the field.
    static func load(_ path: String, option: String = "--data") throws -> [DemoSection] {
        let object = try J.load(path, option: option)
        return try J.parse(path, option: option) { try parse(object) }
    }

    static func parse(_ object: Any) throws -> [DemoSection] {
        let root = try J.dictionary(object, "(top level)")
        try J.allowOnly(root, ["sections"], at: "")
        let list = try J.array(root["sections"], "sections", of: "sections")
        var next = 0
        var result: [DemoSection] = []
        for (s, raw) in list.enumerated() {
            let path = "sections[\(s)]"
            let d = try J.dictionary(raw, path)
            try J.allowOnly(d, ["title", "color", "items"], at: path)
            let title = try d["title"].map { try J.string($0, "\(path).title") } ?? "Section \(s + 1)"
            let color = try d["color"].map { try J.color($0, "\(path).color") } ?? Color(hex: palette[s % palette.count])
            let items = try J.array(d["items"], "\(path).items", of: "items")
            guard next + items.count <= maximumItems else {
                throw FieldError(field: "\(path).items", problem: "more than \(maximumItems) items in all; split the data")
            }
            var section = DemoSection(title: title, theme: "", color: color, items: [])
            section.items.reserveCapacity(items.count)
            for (i, rawItem) in items.enumerated() {
                let itemPath = "\(path).items[\(i)]"
                let item = try J.dictionary(rawItem, itemPath)
                try J.allowOnly(item, ["label", "color", "size"], at: itemPath)
                let label = try item["label"].map { try J.string($0, "\(itemPath).label") } ?? "\(next)"
                let itemColor = try item["color"].map { try J.color($0, "\(itemPath).color") } ?? color
                let size = try item["size"].map { try J.size($0, "\(itemPath).size") } ?? textSize(of: label)
                guard size.width <= maximumSide, size.height <= maximumSide else {
                    throw FieldError(field: "\(itemPath).size", problem: "sides must be at most \(Int(maximumSide)) points, got "
                        + "[\(size.width.compact), \(size.height.compact)]")
                }
                section.items.append(DemoItem(number: next, label: label, color: itemColor, size: size))
                next += 1
            }
            result.append(section)
        }
        return result
    }
}
