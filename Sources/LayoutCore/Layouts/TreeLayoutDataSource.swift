/// What a `TreeLayout` asks about the tree: the worked example's custom protocol (MyCustomProtocol in Apple's
/// Collection View Programming Guide for iOS, "Custom Layouts: A Worked Example", listing 6-1). The layout talks to
/// this protocol through its `customDataSource`, not to a particular data source, so any object that knows the
/// hierarchy can drive it. Both methods are optional; with no data source at all every item is a leaf.
public protocol TreeLayoutDataSource: AnyObject {
    /// The children of an item, in display order. They must be items of the next section, each claimed by one
    /// parent; the layout ignores any other entry (see `TreeLayout`). Default: none, a leaf.
    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath]

    /// Rows an item and its subtree occupy in the non-compact layout (the guide's
    /// numRowsForClassAndChildrenAtIndexPath:), or nil for the computed count: 1 for a leaf, the sum of the
    /// children's rows for a parent. An answer below the computed count is raised to it (subtrees must not
    /// overlap); a larger one leaves empty rows below the subtree, as the guide's example does. Default: nil.
    func treeLayout(_ layout: TreeLayout, numberOfRowsForItemAndChildrenAt indexPath: IndexPath) -> Int?
}

extension TreeLayoutDataSource {
    /// No children: a leaf.
    public func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] { [] }
    // nil rather than a recursive count here: the layout computes every count in one bottom-up pass, where a
    // recursive default asked per item would walk each subtree again for every ancestor.
    /// nil: the computed count.
    public func treeLayout(_ layout: TreeLayout, numberOfRowsForItemAndChildrenAt indexPath: IndexPath) -> Int? { nil }
}
