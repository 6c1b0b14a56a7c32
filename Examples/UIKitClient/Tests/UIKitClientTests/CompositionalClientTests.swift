import Foundation
import LayoutCore
import Testing
import UIKitClient

/// A compositional layout written as in UIKit (`UICollectionViewCompositionalLayout` without the prefix), from a
/// package of its own with Foundation imported.
@Suite("A client's compositional layout")
struct CompositionalClientTests {
    /// A grid of two columns under a header; from the second section on, rows that scroll across.
    static func layout() -> CompositionalLayout {
        CompositionalLayout { sectionIndex, environment in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            var section = CollectionLayoutSection(group: group)  // a value, as the configuration of every layout here
            section.interGroupSpacing = 10
            if sectionIndex == 1 { section.orthogonalScrollingBehavior = .groupPaging }
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            #expect(environment.container.contentSize.width == 320)
            return section
        }
    }

    @Test("the collection view shows the provider's sections with the frames the rules give")
    func frames() {
        let cv = Photos(count: 4).makeCollectionView(layout: Self.layout())
        cv.layoutIfNeeded()
        let frames = cv.visibleLayoutAttributes.filter { $0.category == .cell }.map(\.frame)
        // Header 30, groups of two 160-wide items from y 30, 110 apart.
        #expect(frames.prefix(4) == [Rect(x: 0, y: 30, width: 160, height: 100), Rect(x: 160, y: 30, width: 160, height: 100),
                                     Rect(x: 0, y: 140, width: 160, height: 100), Rect(x: 160, y: 140, width: 160, height: 100)])
    }
}
