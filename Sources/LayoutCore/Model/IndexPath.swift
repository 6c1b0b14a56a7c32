// LayoutCore's one import of Foundation: its index path type, from FoundationEssentials (which the toolchain
// ships), so a client that writes `import Foundation` next to `import LayoutCore` sees one `IndexPath`, not two.
// Nothing else of Foundation is used here (`make lint` checks that).
public import FoundationEssentials

/// A path to an element: section and item, with further indexes for supplementary and decoration elements that
/// need them. Foundation's own type; ordered lexicographically, a shorter path before its extensions.
public typealias IndexPath = FoundationEssentials.IndexPath

/// UIKit's index-path conveniences (`item`, `section`, `init(item:section:)`), which Foundation's type lacks outside
/// UIKit.
extension FoundationEssentials.IndexPath {
    /// The path of an item in a section (UIKit's `init(item:section:)`).
    public init(item: Int, section: Int) {
        // Built by appending, not from an array literal: a two-index path is stored inline, and this stays
        // free of the temporary array a literal allocates (queries make one per element).
        self.init(index: section)
        append(item)
    }

    /// The section index: the first index (UIKit's `section`).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item index in the section: the second index (UIKit's `item`); 0 for a path of one index.
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set { self[1] = newValue }
    }

    /// True for a path of exactly a section and an item, the only shape a cell's path has.
    public var isItemPath: Bool { count == 2 }
}
