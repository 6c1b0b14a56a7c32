/// Optional behaviour hooks (UICollectionViewDelegate). Every method has the default UIKit documents.
public protocol CollectionViewDelegate: AnyObject {
    /// Whether an item may be highlighted on touch down. Default true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// An item became highlighted. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// An item stopped being highlighted. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether an item may be selected. Default true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// An item was selected by the user. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether an item may be deselected. Default true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// An item was deselected by the user. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to be shown. Default: nothing.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the visible area and went back to its reuse queue. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be shown (collectionView(_:willDisplaySupplementaryView:forElementKind:at:)).
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView, forElementKind elementKind: String,
                        at indexPath: IndexPath)
    /// A supplementary view left the screen and went back to its pool
    /// (collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)).
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView, forElementOfKind elementKind: String,
                        at indexPath: IndexPath)
    /// Whether a long press or right click on an item shows the edit menu (shouldShowMenuForItemAt:). Default false.
    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether a menu action is available for an item (canPerformAction:forItemAt:withSender:); the menu lists
    /// only available actions, and does not open when none is. Default false.
    func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath) -> Bool
    /// Carries out a menu action on an item (performAction:forItemAt:withSender:). Default: nothing.
    func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath)
    /// Carries out a menu action on several items at once (ctrl+X on a selection: one clipboard, one update).
    /// Default: `performAction(_:forItemAt:)` for each, last to first so earlier index paths stay valid.
    func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemsAt indexPaths: [IndexPath])
    /// Where a dragged item may go, given where the user is proposing (targetIndexPathForMoveFromItemAt:
    /// toProposedIndexPath:). Default: the proposal.
    ///
    /// With several items dragged together (an extension: UIKit's interactive movement carries one item),
    /// `originalIndexPath` is the item under the pointer, and the proposal and the answer name where the *first*
    /// of the moved items lands; the others follow it in their order.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// A custom transition layout for a switch between two layouts (transitionLayoutForOldLayout:newLayout:).
    /// Default: nil, meaning the standard interpolating `TransitionLayout`.
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: any CollectionLayout,
                        newLayout toLayout: any CollectionLayout) -> TransitionLayout?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: any CollectionLayout,
                               newLayout toLayout: any CollectionLayout) -> TransitionLayout? { nil }
    public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemsAt indexPaths: [IndexPath]) {
        for ip in indexPaths.sorted(by: >) { self.collectionView(collectionView, performAction: action, forItemAt: ip) }
    }
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
}
