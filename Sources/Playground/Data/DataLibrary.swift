import Foundation

/// The data sets a session can show and which one it shows: the items given at start (demo, a data file or a
/// photo folder) and the class hierarchy D swaps in, the contents set aside meanwhile (edits and history kept), and
/// the data file Ctrl+S writes.
final class DataLibrary {
    /// Finds the demo assets (class hierarchy, demo pictures).
    let assets: AssetLocator
    /// The session's options: the data given at start.
    let options: PlaygroundOptions
    /// The data set shown.
    private(set) var dataSet: DataSet
    /// The items given at start, with their undo history, while D shows the class hierarchy.
    private(set) var setAside: DocumentContents?
    /// The data file Ctrl+S writes (`--data FILE`), and which fields its items gave.
    let savedFile: (path: String, writer: DataFileWriter)?

    private init(options: PlaygroundOptions, assets: AssetLocator, dataSet: DataSet, savedFile: (path: String, writer: DataFileWriter)?) {
        self.options = options
        self.assets = assets
        self.dataSet = dataSet
        self.savedFile = savedFile
    }

    /// The library for `options`' data set, with its first sections and their pictures.
    static func open(options: PlaygroundOptions, assets: AssetLocator) throws
        -> (library: DataLibrary, sections: [DemoSection], photoPaths: [Int32: String]) {
        if case .file(let path) = options.dataSet {
            let document = try DataFile.read(path)
            let library = DataLibrary(options: options, assets: assets, dataSet: options.dataSet,
                                      savedFile: (path, DataFileWriter(givenItemFields: document.itemFields)))
            return (library, document.sections, document.images)
        }
        let sections = try load(options.dataSet, options: options, assets: assets)
        return (DataLibrary(options: options, assets: assets, dataSet: options.dataSet, savedFile: nil), sections, try photoPaths(options.dataSet))
    }

    static func load(_ set: DataSet, options: PlaygroundOptions, assets: AssetLocator) throws -> [DemoSection] {
        switch set {
        case .demo: return try DemoData.make(items: options.items, sections: options.sections, assets: assets)
        case .classes: return try DemoData.classes(assets: assets)
        case .file(let path): return try DataFile.load(path)
        case .photos(let directory): return try PhotoLibrary.load(directory).sections
        }
    }

    /// The files of a photo data set's items, by item number (empty for other data).
    static func photoPaths(_ set: DataSet) throws -> [Int32: String] {
        if case .photos(let directory) = set { return try PhotoLibrary.load(directory).paths }
        return [:]
    }

    /// D: the contents to show next — the class hierarchy, or the items given at start (set aside in memory,
    /// edits and undo history included: reading the file again would lose unsaved edits). `shown` is what the
    /// document shows now; it is set aside when it is the items given at start.
    func switchContents(shown: DocumentContents) throws -> DocumentContents {
        let own = options.dataSet == .classes ? DataSet.demo : options.dataSet
        let next = dataSet == .classes ? own : .classes
        var contents: DocumentContents
        if next == .classes || setAside == nil {
            contents = DocumentContents(sections: try Self.load(next, options: options, assets: assets), history: EditHistory(), revision: -1)
        } else {
            contents = setAside!
        }
        if dataSet != .classes { setAside = shown } else if next != .classes { setAside = nil }
        dataSet = next
        contents.photoPaths = contents.photoPaths ?? (try? Self.photoPaths(next)) ?? [:]
        return contents
    }

    /// The data file's items: the document's while they are shown, else the ones D set aside.
    func fileContents(shown: DocumentContents) -> DocumentContents? {
        if case .file = dataSet { return shown }
        if case .file = options.dataSet { return setAside }
        return nil
    }
}
