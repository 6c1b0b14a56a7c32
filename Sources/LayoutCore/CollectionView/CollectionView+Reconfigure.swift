import FoundationEssentials  // IndexPath's members

/// Reconfiguring cells (UIKit's reconfigureItems(at:), iOS 15): the data source is asked again for the cell of
/// each visible item, and its dequeue call returns the cell already on screen, unprepared, so the cell changes
/// in place: no cross-fade, no new cell, selection and highlight kept. Cheaper than a reload and never animated.
extension CollectionView {
    /// Configures the visible cells of these items again (index paths as they are now). Items without a cell on
    /// screen are skipped: they are configured when they appear. A data source that answers with another cell
    /// (a different reuse identifier) has it shown in the old one's place, without animation.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let ds = dataSource else { return }
        for indexPath in indexPaths {
            let key = ElementKey.cell(indexPath)
            guard let cell = views.live[key] as? CollectionViewCell, let attributes = cell.layoutAttributes else { continue }
            views.reconfiguring = (indexPath, cell)
            defer { views.reconfiguring = nil }
            let answer: CollectionViewCell
            do { answer = try ds.collectionView(self, cellForItemAt: indexPath) } catch let error as CollectionViewError {
                report(error); continue
            } catch {
                reportMessage("\(error)"); continue
            }
            guard answer !== cell else { continue }
            enqueueLiveView(forKey: key)
            answer.apply(attributes)
            answer.isSelected = selection.items.contains(indexPath)
            answer.isFocused = selection.focused == indexPath
            views.live[key] = answer
            delegate?.collectionView(self, willDisplay: answer, forItemAt: indexPath)
        }
    }
}
