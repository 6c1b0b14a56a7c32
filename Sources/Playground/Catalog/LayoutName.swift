/// A layout the playground can show, by name: one of `LayoutCatalog.entries`.
struct LayoutName: RawRepresentable, Hashable, CaseIterable, Sendable {
    let rawValue: String

    /// The catalog's layout of this name; nil for names the catalog does not have.
    init?(rawValue: String) {
        guard LayoutCatalog.entry(named: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    /// The kind of a layout configuration, by the name it reports ("carousel" is a flow layout).
    init?(layoutName: String) {
        self.init(rawValue: LayoutCatalog.entries.first { $0.carouselName == layoutName }?.name ?? layoutName)
    }

    private init(builtIn name: String) { rawValue = name }

    // The layouts the app has features of its own for (the carousel, compact rows, the radius row), by name.
    static let flow = LayoutName(builtIn: "flow")
    static let circle = LayoutName(builtIn: "circle")
    static let tree = LayoutName(builtIn: "tree")
    static let waterfall = LayoutName(builtIn: "waterfall")

    /// Every layout, in the catalog's (Tab) order.
    static var allCases: [LayoutName] { LayoutCatalog.entries.map { LayoutName(builtIn: $0.name) } }

    /// Its catalog entry.
    var entry: LayoutCatalog.Entry {
        guard let entry = LayoutCatalog.entry(named: rawValue) else { preconditionFailure("'\(rawValue)' is not in LayoutCatalog") }
        return entry
    }

    /// The item sizes the app chooses for it (A, the panel's row), nil for none.
    var itemSizeChoices: LayoutCatalog.ItemSizeChoices? {
        if case .choices(let choices)? = entry.itemSizes { return choices }
        return nil
    }

    /// The name it shows and reports: its carousel name with `--carousel`, else its own.
    func label(carousel: Bool) -> String { carousel ? entry.carouselName ?? rawValue : rawValue }

    /// The letter that switches to it.
    var hotkey: Character { entry.hotkey }

    /// The layout after this one in the Tab cycle.
    var next: LayoutName {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? -1) + 1) % all.count]
    }

    /// Names accepted on the command line, for error messages.
    static var allowed: String { allCases.map(\.rawValue).joined(separator: ", ") }
    /// Layouts that are planned but not built yet: named in errors so nobody thinks they are typos.
    static let planned: [String] = []
}
