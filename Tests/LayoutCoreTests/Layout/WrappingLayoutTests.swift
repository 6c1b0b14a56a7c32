import Testing
@testable import LayoutCore

/// A wrapper that overrides nothing: whatever it answers differently from its base is a hook `WrappingLayout`
/// or `WrappingGeometry` forgot to forward.
private struct PassThrough<Base: CollectionLayout>: WrappingLayout {
    var base: Base
    func isEqual(to other: any CollectionLayout) -> Bool { false }
    func prepare(in context: LayoutContext) -> any LayoutGeometry { Geometry(base: base.prepare(in: context)) }

    struct Geometry: WrappingGeometry {
        var base: any LayoutGeometry
    }
}

extension PassThrough: PinchableLayout where Base: PinchableLayout {}

/// Wraps a layout of any type, opening the existential.
private func passThrough(_ layout: some CollectionLayout) -> any CollectionLayout { PassThrough(base: layout) }

/// The hooks a wrapper may answer differently from its base on purpose.
private enum Hook: Hashable {
    case name, parameters, invalidation, targetContentOffset
}

/// Which base answers differed from what LayoutGeometry's and CollectionLayout's defaults give, so the
/// comparison is known to cover hooks that do something (a forward lost there would show).
private struct Coverage {
    var seen: Set<String> = []
    mutating func note(_ hook: String, _ nonDefault: Bool) { if nonDefault { seen.insert(hook) } }
}

/// Every hook of `wrapper` compared with `base` in `context`, except the ones in `skipping`; one line per
/// difference.
private func differences(_ wrapper: any CollectionLayout, _ base: any CollectionLayout, context: LayoutContext,
                         skipping: Set<Hook> = [], coverage: inout Coverage) -> [String] {
    var out: [String] = []
    func same<T: Equatable>(_ a: T, _ b: T, _ what: @autoclosure () -> String) {
        if a != b { out.append("\(what()): wrapper \(a), base \(b)") }
    }
    if !skipping.contains(.name) { same(wrapper.name, base.name, "name") }
    if !skipping.contains(.parameters) { same(wrapper.parameters, base.parameters, "parameters") }
    coverage.note("parameters", !base.parameters.isEmpty)
    same(wrapper.decorationViews, base.decorationViews, "decorationViews")
    coverage.note("decorationViews", !base.decorationViews.kinds.isEmpty)
    let bounds = context.bounds
    for new in [bounds.offsetBy(dx: 0, dy: 40), Rect(origin: bounds.origin, size: Size(width: bounds.width + 10, height: bounds.height))]
    where !skipping.contains(.invalidation) {
        let answer = base.shouldInvalidateLayout(forBoundsChange: bounds, newBounds: new)
        same(wrapper.shouldInvalidateLayout(forBoundsChange: bounds, newBounds: new), answer, "shouldInvalidateLayout to \(new)")
        coverage.note("shouldInvalidateLayout", answer != (bounds.size != new.size))
    }
    if let pinchable = base as? any PinchableLayout {
        if let wrapped = wrapper as? any PinchableLayout {
            same(wrapped.pinchParameterName, pinchable.pinchParameterName, "pinchParameterName")
            let name = pinchable.pinchParameterName
            same(wrapped.pinched(by: 1.5, in: context).parameters[name], pinchable.pinched(by: 1.5, in: context).parameters[name],
                 "pinched \(name)")
            coverage.note("pinch", true)
        } else {
            out.append("the base is pinchable, the wrapper not")
        }
    }

    var w = wrapper.prepare(in: context), b = base.prepare(in: context)
    same(w.collectionViewContentSize, b.collectionViewContentSize, "content size")
    let everywhere = LayoutConformance.everywhere(around: b.collectionViewContentSize, viewport: bounds.size)
    let all = b.layoutAttributesForElements(in: everywhere)
    same(w.layoutAttributesForElements(in: everywhere), all, "rect query")
    for dy in [0.0, 45, 180] {
        let visible = bounds.offsetBy(dx: dy / 3, dy: dy)
        let answer = b.layoutAttributesForElements(in: visible, visibleBounds: visible)
        same(w.layoutAttributesForElements(in: visible, visibleBounds: visible), answer, "visible-bounds query at \(visible)")
        coverage.note("visible-bounds query", answer != b.layoutAttributesForElements(in: visible))
    }
    let keys = all.map(\.key) + [.cell(IndexPath(item: 0, section: 99)), .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 99))]
    for key in keys {
        same(w.layoutAttributesForItem(at: key.indexPath), b.layoutAttributesForItem(at: key.indexPath), "item \(key.indexPath)")
        if let kind = key.category.kind {
            let supplementary = b.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
            same(w.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath), supplementary, "supplementary \(key)")
            coverage.note("supplementary query", supplementary != nil)
            let decoration = b.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
            same(w.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath), decoration, "decoration \(key)")
            coverage.note("decoration query", decoration != nil)
        }
        let overflow = b.elementMayOverflowContent(key)
        same(w.elementMayOverflowContent(key), overflow, "elementMayOverflowContent \(key)")
        coverage.note("elementMayOverflowContent", overflow)
    }
    for s in -1...context.numberOfSections {
        let frame = (b as? SectionFrameProviding)?.frameForSection(s)
        same((w as? SectionFrameProviding)?.frameForSection(s), frame, "frameForSection(\(s))")
        coverage.note("frameForSection", frame != nil)
    }
    for proposed in [Point(x: 0, y: 0), Point(x: 137, y: 211), Point(x: 40, y: 900)] where !skipping.contains(.targetContentOffset) {
        let velocity = Point(x: 300, y: -200)
        let answer = b.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        same(w.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity), answer, "target offset for \(proposed)")
        coverage.note("targetContentOffset", answer != proposed)
    }

    // The update hooks: a batch deleting and inserting in every section, then its end.
    let updates = context.itemCounts.enumerated().filter { $0.element > 0 }.flatMap { s, n in
        [UpdateItem(action: .delete, before: IndexPath(item: n / 2, section: s), after: nil),
         UpdateItem(action: .insert, before: nil, after: IndexPath(item: n - 1, section: s))]
    }
    w.prepare(forCollectionViewUpdates: updates)
    b.prepare(forCollectionViewUpdates: updates)
    for phase in ["during the update", "after finalizing"] {
        for key in keys {
            let initial = b.initialLayoutAttributesForAppearingElement(key)
            same(w.initialLayoutAttributesForAppearingElement(key), initial, "initial attributes of \(key) \(phase)")
            coverage.note("initialLayoutAttributesForAppearingElement", initial != nil)
            let final = b.finalLayoutAttributesForDisappearingElement(key)
            same(w.finalLayoutAttributesForDisappearingElement(key), final, "final attributes of \(key) \(phase)")
            coverage.note("finalLayoutAttributesForDisappearingElement", final != nil)
        }
        w.finalizeCollectionViewUpdates()
        b.finalizeCollectionViewUpdates()
    }
    return out
}

@Suite("WrappingLayout")
struct WrappingLayoutTests {
    @Test("when a wrapper overrides nothing, every hook answers exactly as its base, for every layout over seeded configurations")
    func passThroughIsItsBase() {
        var coverage = Coverage()
        for layoutCase in ConformanceCase.allCases {
            for seed: UInt64 in 1...12 {
                let fixture = layoutCase.fixture(seed: seed)
                var base = fixture.layout
                base.register(DecorationView.self, forDecorationViewOfKind: "test")
                let found = withExtendedLifetime(fixture.keep) {
                    differences(passThrough(base), base, context: fixture.context, coverage: &coverage)
                }
                #expect(found == [], "\(layoutCase) seed \(seed):\n\(found.joined(separator: "\n"))")
            }
        }
        // Each hook was compared where the base does something: a forward missing there would have shown.
        #expect(coverage.seen == ["parameters", "decorationViews", "shouldInvalidateLayout", "pinch", "visible-bounds query",
                                  "supplementary query", "decoration query", "elementMayOverflowContent", "frameForSection",
                                  "targetContentOffset", "initialLayoutAttributesForAppearingElement",
                                  "finalLayoutAttributesForDisappearingElement"])
    }

    @Test("when the decorator has no backgrounds to add, it answers every hook exactly as the layout it wraps")
    func uncoloredDecoratorIsItsBase() {
        var coverage = Coverage()
        for layoutCase in [ConformanceCase.flowPinned, .circle, .waterfall, .tree, .treeCompact] {
            for seed: UInt64 in 1...8 {
                let fixture = layoutCase.fixture(seed: seed)
                let found = withExtendedLifetime(fixture.keep) { () -> [String] in
                    switch fixture.layout {
                    case let flow as FlowLayout:
                        return differences(SectionBackgroundDecorator(base: flow), flow, context: fixture.context, coverage: &coverage)
                    case let circle as CircleLayout:
                        return differences(SectionBackgroundDecorator(base: circle), circle, context: fixture.context, coverage: &coverage)
                    case let waterfall as WaterfallLayout:
                        return differences(SectionBackgroundDecorator(base: waterfall), waterfall, context: fixture.context,
                                           coverage: &coverage)
                    case let tree as TreeLayout:
                        return differences(SectionBackgroundDecorator(base: tree), tree, context: fixture.context, coverage: &coverage)
                    default:
                        return ["unexpected layout \(fixture.layout.name)"]
                    }
                }
                #expect(found == [], "\(layoutCase) seed \(seed):\n\(found.joined(separator: "\n"))")
            }
        }
        #expect(coverage.seen.isSuperset(of: ["visible-bounds query", "initialLayoutAttributesForAppearingElement",
                                              "finalLayoutAttributesForDisappearingElement", "shouldInvalidateLayout", "pinch"]))
    }

    @Test("when the carousel wraps a flow layout, every hook but its name, parameters, snapping and invalidation is the flow's")
    func carouselIsItsFlow() {
        var coverage = Coverage()
        for seed: UInt64 in 1...12 {
            let fixture = ConformanceCase.flowPinned.fixture(seed: seed)
            let flow = fixture.layout as! FlowLayout
            let found = withExtendedLifetime(fixture.keep) {
                differences(CarouselLayout(flow: flow), flow, context: fixture.context,
                            skipping: [.name, .parameters, .targetContentOffset, .invalidation], coverage: &coverage)
            }
            #expect(found == [], "seed \(seed):\n\(found.joined(separator: "\n"))")
        }
        #expect(coverage.seen.contains("visible-bounds query"))
    }

    @Test("when the circle is decorated, inserted items still grow out of the centre and deleted ones shrink into it")
    func decoratedCircleKeepsItsAnimations() {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 1280, height: 800), itemCounts: [12])
        var g = SectionBackgroundDecorator(base: CircleLayout(), defaultColor: Color(hex: 0x808080)).prepare(in: context)
        g.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: IndexPath(item: 3, section: 0)),
                                             UpdateItem(action: .delete, before: IndexPath(item: 5, section: 0), after: nil)])
        let inserted = g.initialLayoutAttributesForAppearingElement(.cell(IndexPath(item: 3, section: 0)))
        #expect(inserted?.frame == Rect(x: 605, y: 365, width: 70, height: 70), "at the circle's centre (640, 400)")
        #expect(inserted?.alpha == 0)
        let deleted = g.finalLayoutAttributesForDisappearingElement(.cell(IndexPath(item: 5, section: 0)))
        #expect(deleted?.frame == Rect(x: 605, y: 365, width: 70, height: 70))
        #expect(deleted?.alpha == 0)
        #expect(deleted?.transform3D == .scale(x: 0.1, y: 0.1, z: 1.0))
        #expect(g.initialLayoutAttributesForAppearingElement(.cell(IndexPath(item: 4, section: 0))) == nil, "not inserted")
        g.finalizeCollectionViewUpdates()
        #expect(g.initialLayoutAttributesForAppearingElement(.cell(IndexPath(item: 3, section: 0))) == nil, "forgotten")
        #expect(g.finalLayoutAttributesForDisappearingElement(.cell(IndexPath(item: 5, section: 0))) == nil, "forgotten")
    }

    @Test("when a decorated or carousel layout is pinched, the wrapper stays around the pinched base")
    func pinchKeepsTheWrapper() {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10])
        let decorated = SectionBackgroundDecorator(base: FlowLayout(), defaultColor: Color(hex: 0x808080))
        let pinched = decorated.pinched(by: 2, in: context) as? SectionBackgroundDecorator<FlowLayout>
        #expect(pinched?.base.itemScale == 2 && pinched?.defaultColor == Color(hex: 0x808080))
        #expect(decorated.pinchParameterName == "itemScale")
        let carousel = CarouselLayout().pinched(by: 0.5, in: context) as? CarouselLayout
        #expect(carousel?.flow.itemScale == 0.5 && carousel?.flow.scrollDirection == .horizontal)
    }
}
