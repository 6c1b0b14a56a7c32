import Testing
import LayoutCore

/// README's library example, as README prints it (`tools/check-listings.sh` finds it here), and what its comment says.
@Suite("README listing")
struct ReadmeListingTests {
    @Test("README's example: a 320×480 flow of 1,000 numbers shows 40 cells, eight lines of five 50×50 cells")
    func readmeExample() throws {
        final class Numbers: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
                let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.title = "\(indexPath.item)"
                return cell
            }
        }
        let numbers = Numbers()
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = numbers
        collectionView.layoutIfNeeded()
        print(collectionView.visibleCells.count)  // 40: eight lines of five 50×50 cells, 10 points apart

        #expect(collectionView.visibleCells.count == 40)
        let frames = collectionView.visibleCells.compactMap { $0.layoutAttributes?.frame }
        #expect(Set(frames.map(\.size.width)) == [50] && Set(frames.map(\.size.height)) == [50])
        #expect(Set(frames.map(\.origin.y)).count == 8 && Set(frames.map(\.origin.x)).count == 5)
    }
}
