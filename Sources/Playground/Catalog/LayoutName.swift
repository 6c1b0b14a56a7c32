/// A layout the playground can show, by name: one of `LayoutCatalog.entries`.
struct LayoutName: RawRepresentable, Hashable, CaseIterable, Sendable {
    let rawValue: String

    /// The catalog's layout of this name ("file" included); nil for names the catalog does not have. A name typed
    /// by the user goes through `named(_:layoutFiles:)`: "file" only names a layout in a session with layout files.
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

    /// Every layout every session has, in the catalog's (Tab) order.
    static var allCases: [LayoutName] { LayoutCatalog.entries.map { LayoutName(builtIn: $0.name) } }

    /// The layouts of a session, in Tab order: every session's, then the layout files' when it has some.
    static func cases(layoutFiles: Bool) -> [LayoutName] { allCases + (layoutFiles ? [.file] : []) }

    /// The layout files' layout (a session given `--layout-file`).
    static let file = LayoutName(builtIn: LayoutFileWatcher.layoutName)

    /// The layout a user typed, in a session with or without layout files; nil for none.
    static func named(_ name: String, layoutFiles: Bool) -> LayoutName? {
        LayoutName(rawValue: name).flatMap { $0 != .file || layoutFiles ? $0 : nil }
    }

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

    /// The layout after this one in the Tab cycle (of every session's layouts).
    var next: LayoutName { next(in: Self.allCases) }

    /// The layout after this one in the Tab cycle of `all`.
    func next(in all: [LayoutName]) -> LayoutName {
        all[((all.firstIndex(of: self) ?? -1) + 1) % all.count]
    }

    /// Names accepted on the command line, for error messages.
    static var allowed: String { allowed(layoutFiles: false) }

    /// Names accepted in a session with or without layout files, for error messages.
    static func allowed(layoutFiles: Bool) -> String { cases(layoutFiles: layoutFiles).map(\.rawValue).joined(separator: ", ") }
    /// Layouts that are planned but not built yet: named in errors so nobody thinks they are typos.
    static let planned: [String] = []
}
