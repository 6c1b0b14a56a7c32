import LayoutCore
import Testing

/// The code the playground's Copy as Swift wrote for its default layouts (PlaygroundLayouts.swift) compiles in a
/// client's package and builds the layouts the playground shows.
@Suite("Copy as Swift, in a client")
struct PlaygroundLayoutsTests {
    @Test("each function builds its layout with the playground's values")
    func layouts() throws {
        let flow = try #require(makeFlowLayout() as? SectionBackgroundDecorator<FlowLayout>)
        #expect(flow.base.itemSize == Size(width: 110, height: 70))
        #expect(flow.base.sectionHeadersPinToVisibleBounds)
        let carousel = try #require(makeCarouselLayout() as? CarouselLayout)
        #expect(carousel.flow.scrollDirection == .horizontal)
        #expect(carousel.flow.sectionInset == EdgeInsets(top: 190, left: 500, bottom: 190, right: 500))
        #expect(try #require(makeCircleLayout() as? CircleLayout).radius == nil)
        #expect(try #require(makeTreeLayout() as? TreeLayout).itemSize == Size(width: 176, height: 36))
        #expect(try #require(makeWaterfallLayout() as? SectionBackgroundDecorator<WaterfallLayout>).base.columnCount == 6)
        #expect(makeCompositionalLayout().sections?.count == 4)
        #expect(makeCompositionalLayout().configuration.interSectionSpacing == 12)
    }
}
