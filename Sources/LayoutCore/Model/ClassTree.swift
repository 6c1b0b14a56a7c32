/// A class hierarchy arranged by depth, the data behind the tree layout (the worked example of Apple's Collection View
/// Programming Guide for iOS): section k holds the classes
/// at depth k, in depth-first pre-order, so the children of one parent are contiguous and in order in the next
/// section, and the sections read top to bottom in the same order as the tree drawn as an outline.
///
/// A pure value built from nested `Node`s (parsing JSON into nodes is the Playground's job). It answers what a
/// tree layout's delegate needs, `children(of:)` and `numberOfRowsForItemAndChildren(at:)`, so a delegate can
/// simply forward to it. Paths that name no class get empty answers (nil, [], 0), never a trap.
public struct ClassTree: Hashable, Sendable {
    /// A class and its subclasses, nested: the shape of the hierarchy file.
    public struct Node: Hashable, Sendable {
        /// The class name.
        public var name: String
        /// Direct subclasses, in display order.
        public var children: [Node]

        /// A node with its direct subclasses.
        public init(name: String, children: [Node] = []) { self.name = name; self.children = children }

        /// Number of classes in this subtree, this one included.
        public var count: Int {
            var n = 0, stack = [self]
            while let node = stack.popLast() { n += 1; stack.append(contentsOf: node.children) }
            return n
        }
    }

    /// One class in its section: links are item indexes in the neighbouring sections.
    struct Entry: Hashable, Sendable {
        var name: String
        /// Item in section − 1, or −1 for a root.
        var parent: Int
        /// First child's item in section + 1 (meaningful when `childCount` > 0).
        var firstChild: Int
        var childCount: Int
        /// Leaves in this subtree (1 for a leaf): the rows the guide's layout gives the class and its children.
        var leafCount: Int
    }

    /// The classes, by depth, each depth in pre-order.
    private(set) var levels: [[Entry]]

    /// A tree with a single root (NSObject, say).
    public init(root: Node) { self.init(roots: [root]) }

    /// A forest: the roots fill section 0 in order, each followed (deeper down) by its own subtree.
    public init(roots: [Node]) {
        levels = []
        // An explicit stack rather than recursion, so a very deep file cannot exhaust the call stack. Pre-order
        // visits all of one parent's children before any later node of their depth, hence the contiguity.
        var stack: [(node: Node, depth: Int, parent: Int)] = roots.reversed().map { ($0, 0, -1) }
        while let top = stack.popLast() {
            let (node, depth, parent) = top
            if levels.count == depth { levels.append([]) }
            let item = levels[depth].count
            levels[depth].append(Entry(name: node.name, parent: parent, firstChild: 0, childCount: 0, leafCount: 1))
            if parent >= 0 {
                if levels[depth - 1][parent].childCount == 0 { levels[depth - 1][parent].firstChild = item }
                levels[depth - 1][parent].childCount += 1
            }
            for child in node.children.reversed() { stack.append((child, depth + 1, item)) }
        }
        // Leaf counts from the deepest level up: a parent's is the sum of its children's.
        for depth in levels.indices.reversed() where depth > 0 {
            var sums = [Int](repeating: 0, count: levels[depth - 1].count)
            for entry in levels[depth] { sums[entry.parent] += entry.leafCount }
            for i in levels[depth - 1].indices where levels[depth - 1][i].childCount > 0 {
                levels[depth - 1][i].leafCount = sums[i]
            }
        }
    }

    /// Classes per depth: the item counts of the collection view's sections.
    public var itemCounts: [Int] { levels.map(\.count) }
    /// Number of levels (sections).
    public var depth: Int { levels.count }
    /// Number of classes.
    public var count: Int { levels.reduce(0) { $0 + $1.count } }

    /// The class name at a path, or nil when the path names no class.
    public func name(at indexPath: IndexPath) -> String? { entry(indexPath)?.name }

    /// The direct subclasses' paths (all in the next section, consecutive items, in order).
    public func children(of indexPath: IndexPath) -> [IndexPath] {
        guard let e = entry(indexPath), e.childCount > 0 else { return [] }
        return (e.firstChild..<(e.firstChild + e.childCount)).map { IndexPath(item: $0, section: indexPath.section + 1) }
    }

    /// The superclass's path, or nil for a root (or a path that names no class).
    public func parent(of indexPath: IndexPath) -> IndexPath? {
        guard let e = entry(indexPath), e.parent >= 0 else { return nil }
        return IndexPath(item: e.parent, section: indexPath.section - 1)
    }

    /// Rows a class and its subclasses occupy when every leaf has a row of its own (the guide's
    /// numRowsForClassAndChildrenAtIndexPath:): 1 for a leaf, the sum over the children otherwise; 0 for no class.
    public func numberOfRowsForItemAndChildren(at indexPath: IndexPath) -> Int { entry(indexPath)?.leafCount ?? 0 }

    /// The path of the first class (in section, then item order) with this name, or nil.
    public func indexPath(ofClassNamed name: String) -> IndexPath? {
        for (s, level) in levels.enumerated() {
            if let i = level.firstIndex(where: { $0.name == name }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    /// The subtree at a path as nested nodes again (the whole tree from (0, i) for root i), or nil.
    public func node(at indexPath: IndexPath) -> Node? {
        guard let e = entry(indexPath) else { return nil }
        return Node(name: e.name, children: children(of: indexPath).compactMap { node(at: $0) })
    }

    /// The entry at a cell path, or nil when out of range.
    private func entry(_ p: IndexPath) -> Entry? {
        guard p.isItemPath, levels.indices.contains(p.section), levels[p.section].indices.contains(p.item) else {
            return nil
        }
        return levels[p.section][p.item]
    }
}
