/// A collection view delegate that also answers a `TreeLayout`'s questions (`TreeLayoutDataSource`). The layout
/// asks its `customDataSource` first (listing 6-1); when none is set it asks the collection view's delegate if
/// that is a `TreeLayoutDataSource`, so a delegate adopting this protocol drives the tree without being set on
/// the layout.
public protocol TreeLayoutDelegate: CollectionViewDelegate, TreeLayoutDataSource {}
