import Testing
@testable import LayoutCore

// MARK: - Helpers

/// The message of the error a parameter change throws, nil when it succeeds.
private func refusal(_ change: () throws -> any CollectionLayout) -> String? {
    do {
        _ = try change()
        return nil
    } catch let error as LayoutParameterError {
        return error.message
    } catch {
        return "not a LayoutParameterError: \(error)"
    }
}

/// The parameters by name, for comparing values.
private func values(_ parameters: [LayoutParameter]) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.value) })
}

/// An allowed value other than the current one: a step up (down at the top of the range), the other toggle
/// state, the next option.
private func otherValue(_ p: LayoutParameter) -> Double {
    let up = p.stepped(by: 1)
    return up != p.value ? up : p.stepped(by: -1)
}

/// Sets every parameter of `layout` to another allowed value in turn and checks that the copy keeps the type,
/// differs from the original, reports the new value for that parameter and every other one unchanged; and that
/// setting the current value gives a copy equal to the original. `coupled` names the values a change is
/// declared to bring along (a new column count clears the pinch's column width).
private func checkEachParameterChangesAlone<L: AdjustableLayout>(_ layout: L, coupled: [String: [String: Double]] = [:],
                                                                 sourceLocation: SourceLocation = #_sourceLocation) {
    let before = layout.adjustableParameters
    for p in before {
        let target = otherValue(p)
        do {
            let changed = try layout.setting(p.name, to: target)
            guard let typed = changed as? L else {
                Issue.record("setting \(p.name) returned \(type(of: changed)), not \(L.self)", sourceLocation: sourceLocation)
                continue
            }
            #expect(!changed.isEqual(to: layout), "\(p.name) → \(target) changed nothing", sourceLocation: sourceLocation)
            var want = values(before)
            want[p.name] = target
            for (name, value) in coupled[p.name] ?? [:] { want[name] = value }
            #expect(values(typed.adjustableParameters) == want, "\(p.name) → \(target)", sourceLocation: sourceLocation)
            let same = try layout.setting(p.name, to: p.value)
            #expect(same.isEqual(to: layout), "\(p.name) set to its current value \(p.value)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(p.name) → \(target): \(error)", sourceLocation: sourceLocation)
        }
    }
}

/// The numeric kind's range and step, for checks of the declared kinds.
private func numberKind(_ p: LayoutParameter?) -> (ClosedRange<Double>, Double)? {
    guard let p, case .number(let range, let step) = p.kind else { return nil }
    return (range, step)
}

private func parameter(_ name: String, of layout: some AdjustableLayout) -> LayoutParameter? {
    layout.adjustableParameters.first { $0.name == name }
}

private let viewport = Rect(x: 0, y: 0, width: 320, height: 480)
private func context(_ counts: [Int], bounds: Rect = viewport) -> LayoutContext { LayoutContext(bounds: bounds, itemCounts: counts) }

/// A flow layout with every parameter away from its default.
private var configuredFlow: FlowLayout {
    var flow = FlowLayout()
    flow.itemSize = Size(width: 80, height: 60)
    flow.minimumLineSpacing = 12
    flow.minimumInteritemSpacing = 6
    flow.sectionInset = EdgeInsets(top: 4, left: 8, bottom: 12, right: 16)
    flow.headerReferenceSize = Size(width: 7, height: 40)
    flow.footerReferenceSize = Size(width: 9, height: 24)
    flow.sectionHeadersPinToVisibleBounds = true
    flow.itemScale = 1.5
    return flow
}

// MARK: - LayoutParameter

@Suite("Layout parameters: kinds")
struct LayoutParameterKindTests {
    @Test("a number steps by its step within its range, clamps, and shows at most two decimals")
    func number() {
        let p = LayoutParameter(name: "itemWidth", title: "item width", kind: .number(range: 1...1000, step: 10), value: 995)
        #expect(p.stepped(by: 1) == 1000)
        #expect(p.stepped(by: -1) == 985)
        #expect(p.stepped(by: -3) == 965)
        #expect(p.stepped(by: -200) == 1)
        #expect(p.stepped(by: 0) == 995)
        #expect(p.clamped(5000) == 1000)
        #expect(p.clamped(-3) == 1)
        #expect(p.clamped(512.5) == 512.5)
        #expect(p.clamped(.nan) == 995)
        #expect(p.clamped(.infinity) == 995)
        #expect(p.displayValue == "995")
        let fraction = LayoutParameter(name: "x", title: "x", kind: .number(range: 0...1, step: 0.1), value: 0.256)
        #expect(fraction.displayValue == "0.26")
        #expect(fraction.isIntegral == false)
    }

    @Test("repeated fractional steps land on the decimal value, and values off the grid stay off it")
    func fractionalSteps() {
        let scale = LayoutParameter(name: "itemScale", title: "item scale", kind: .number(range: 0.25...4, step: 0.1), value: 1)
        #expect(scale.stepped(by: 3) == 1.3)
        #expect(scale.stepped(by: -7) == 0.3)
        #expect(scale.stepped(by: -8) == 0.25)
        #expect(scale.stepped(by: 40) == 4)
        let pinched = LayoutParameter(name: "itemScale", title: "item scale", kind: .number(range: 0.25...4, step: 0.1), value: 1.25)
        #expect(pinched.stepped(by: 1) == 1.35)
        #expect(pinched.stepped(by: -2) == 1.05)
        #expect(pinched.displayValue == "1.25")
    }

    @Test("an integral number rounds when clamped and steps in whole numbers")
    func integral() {
        let p = LayoutParameter(name: "columnCount", title: "columns", kind: .number(range: 1...20, step: 1), value: 3,
                                isIntegral: true)
        #expect(p.isIntegral)
        #expect(p.clamped(2.6) == 3)
        #expect(p.clamped(0.2) == 1)
        #expect(p.clamped(99) == 20)
        #expect(p.stepped(by: 1) == 4)
        #expect(p.stepped(by: -5) == 1)
        #expect(p.stepped(by: 100) == 20)
        #expect(p.displayValue == "3")
        // Only numbers can be integral.
        #expect(LayoutParameter(name: "t", title: "t", kind: .toggle, value: 1, isIntegral: true).isIntegral == false)
    }

    @Test("a toggle flips on any step, clamps to 0 or 1, and shows on/off")
    func toggle() {
        let off = LayoutParameter(name: "pinHeaders", title: "pin headers", kind: .toggle, value: 0)
        let on = LayoutParameter(name: "pinHeaders", title: "pin headers", kind: .toggle, value: 1)
        #expect(off.stepped(by: 1) == 1)
        #expect(off.stepped(by: -1) == 1)
        #expect(on.stepped(by: 1) == 0)
        #expect(on.stepped(by: -3) == 0)
        #expect(on.stepped(by: 0) == 1)
        #expect(off.clamped(0.3) == 1)
        #expect(off.clamped(0) == 0)
        #expect(on.clamped(-2) == 1)
        #expect(off.displayValue == "off")
        #expect(on.displayValue == "on")
    }

    @Test("a choice cycles through its options, clamps to a valid index (huge values too) and shows the option")
    func choice() {
        let p = LayoutParameter(name: "c", title: "c", kind: .choice(["a", "b", "c"]), value: 2)
        #expect(p.stepped(by: 1) == 0)
        #expect(p.stepped(by: -1) == 1)
        #expect(p.stepped(by: -4) == 1)
        #expect(p.stepped(by: 7) == 0)
        #expect(p.clamped(7) == 2)
        #expect(p.clamped(-1) == 0)
        #expect(p.clamped(1.4) == 1)
        #expect(p.clamped(1e300) == 2)
        #expect(p.clamped(-1e300) == 0)
        #expect(p.displayValue == "c")
        #expect(LayoutParameter(name: "c", title: "c", kind: .choice(["a", "b"]), value: 5).displayValue == "?")
        #expect(LayoutParameter(name: "c", title: "c", kind: .choice(["a", "b"]), value: .nan).displayValue == "?")
        #expect(LayoutParameter(name: "c", title: "c", kind: .choice(["a", "b"]), value: 1e300).stepped(by: 1) == 1)
    }
}

// MARK: - Flow

@Suite("Adjustable layouts: flow")
struct AdjustableFlowLayoutTests {
    @Test("lists every parameter in panel order, with plain titles and the layout's values")
    func reportsValues() {
        let flow = configuredFlow
        let params = flow.adjustableParameters
        #expect(params.map(\.name) == [
            "itemWidth", "itemHeight", "minimumLineSpacing", "minimumInteritemSpacing",
            "sectionInsetTop", "sectionInsetLeft", "sectionInsetBottom", "sectionInsetRight",
            "headerHeight", "footerHeight", "scrollDirection", "pinHeaders", "pinFooters", "itemScale",
        ])
        #expect(params.map(\.title) == [
            "item width", "item height", "line spacing", "item spacing", "inset top", "inset left", "inset bottom",
            "inset right", "header height", "footer height", "scroll direction", "pin headers", "pin footers", "item scale",
        ])
        #expect(values(params) == [
            "itemWidth": 80, "itemHeight": 60, "minimumLineSpacing": 12, "minimumInteritemSpacing": 6,
            "sectionInsetTop": 4, "sectionInsetLeft": 8, "sectionInsetBottom": 12, "sectionInsetRight": 16,
            "headerHeight": 40, "footerHeight": 24, "scrollDirection": 0, "pinHeaders": 1, "pinFooters": 0, "itemScale": 1.5,
        ])
        // The keys `parameters` also has carry the same values there.
        for p in params {
            if let reported = flow.parameters[p.name] { #expect(reported == p.value, "\(p.name)") }
        }
        #expect(params.first { $0.name == "scrollDirection" }?.kind == .choice(["vertical", "horizontal"]))
        #expect(params.first { $0.name == "scrollDirection" }?.displayValue == "vertical")
        #expect(params.first { $0.name == "pinHeaders" }?.kind == .toggle)
        #expect(numberKind(parameter("itemWidth", of: flow))! == (1...1000, 10))
        #expect(numberKind(parameter("itemHeight", of: flow))! == (1...1000, 10))
        #expect(numberKind(parameter("minimumLineSpacing", of: flow))! == (0...200, 2))
        #expect(numberKind(parameter("minimumInteritemSpacing", of: flow))! == (0...200, 2))
        #expect(numberKind(parameter("sectionInsetRight", of: flow))! == (0...200, 4))
        #expect(numberKind(parameter("footerHeight", of: flow))! == (0...200, 4))
        #expect(numberKind(parameter("itemScale", of: flow))! == (FlowLayout.pinchScaleBounds, 0.1))
    }

    @Test("header and footer height are the extent along a horizontal scroll axis")
    func horizontalHeaderExtent() {
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        flow.headerReferenceSize = Size(width: 30, height: 99)
        flow.footerReferenceSize = Size(width: 20, height: 99)
        #expect(values(flow.adjustableParameters)["headerHeight"] == 30)
        #expect(values(flow.adjustableParameters)["footerHeight"] == 20)
        #expect(values(flow.adjustableParameters)["scrollDirection"] == 1)
    }

    @Test("each parameter set to another allowed value changes that parameter alone; its current value changes nothing")
    func eachParameterAlone() {
        checkEachParameterChangesAlone(FlowLayout())
        checkEachParameterChangesAlone(configuredFlow)
    }

    @Test("item width 150 gives 150-wide items, two to a 320-point line")
    func itemWidthGeometry() throws {
        let flow = try #require(try FlowLayout().setting("itemWidth", to: 150) as? FlowLayout)
        #expect(flow.itemSize == Size(width: 150, height: 50))
        let g = flow.prepareGeometry(in: context([10]))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 150, height: 50))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 170, y: 0, width: 150, height: 50))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 60, width: 150, height: 50))
        // Five lines of two, 10 apart.
        #expect(g.collectionViewContentSize == Size(width: 320, height: 290))
    }

    @Test("spacings, insets and the item scale show in the frames")
    func metricsGeometry() throws {
        var layout: any CollectionLayout = FlowLayout()
        for (name, value) in [("minimumLineSpacing", 20.0), ("sectionInsetTop", 8), ("sectionInsetLeft", 12), ("itemScale", 2)] {
            layout = try #require(layout as? FlowLayout).setting(name, to: value)
        }
        let g = try #require(layout as? FlowLayout).prepareGeometry(in: context([10]))
        // 100×100 items from x 12: two fit in 308 points (100 + 10 + 100), justified to 12 and 220.
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 12, y: 8, width: 100, height: 100))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 220, y: 8, width: 100, height: 100))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 12, y: 8 + 100 + 20, width: 100, height: 100))
    }

    @Test("scroll direction horizontal grows the content in x, and the header keeps its height along the new axis")
    func scrollDirectionGeometry() throws {
        var vertical = FlowLayout()
        vertical.headerReferenceSize = Size(width: 0, height: 40)
        let verticalGeometry = vertical.prepareGeometry(in: context([100]))
        // 20 lines of 5 under a 40-point header.
        #expect(verticalGeometry.collectionViewContentSize == Size(width: 320, height: 40 + 20 * 50 + 19 * 10))

        let horizontal = try #require(try vertical.setting("scrollDirection", to: 1) as? FlowLayout)
        #expect(horizontal.scrollDirection == .horizontal)
        #expect(horizontal.headerReferenceSize == Size(width: 40, height: 0))
        #expect(values(horizontal.adjustableParameters)["headerHeight"] == 40)
        let g = horizontal.prepareGeometry(in: context([100]))
        // 13 columns of 8 (the last one of 4) after a 40-point header.
        #expect(g.collectionViewContentSize == Size(width: 40 + 13 * 50 + 12 * 10, height: 480))
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == Rect(x: 0, y: 0, width: 40, height: 480))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))?.frame.minX == 40.0 + 60)

        // And back: the original configuration exactly.
        let back = try horizontal.setting("scrollDirection", to: 0)
        #expect(back.isEqual(to: vertical))
    }

    @Test("pinning headers and footers sets UIKit's properties and pins in the geometry")
    func pinning() throws {
        var base = FlowLayout()
        base.headerReferenceSize = Size(width: 0, height: 40)
        let pinned = try #require(try base.setting("pinHeaders", to: 1) as? FlowLayout)
        #expect(pinned.sectionHeadersPinToVisibleBounds)
        #expect(!pinned.sectionFootersPinToVisibleBounds)
        let footers = try #require(try base.setting("pinFooters", to: 1) as? FlowLayout)
        #expect(footers.sectionFootersPinToVisibleBounds)
        #expect(!footers.sectionHeadersPinToVisibleBounds)
        let visible = Rect(x: 0, y: 100, width: 320, height: 480)
        let header = ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        let g = pinned.prepareGeometry(in: context([100]))
        #expect(g.layoutAttributesForElements(in: visible, visibleBounds: visible).first { $0.key == header }?.frame
            == Rect(x: 0, y: 100, width: 320, height: 40))
        let unpinned = base.prepareGeometry(in: context([100]))
        #expect(!unpinned.layoutAttributesForElements(in: visible, visibleBounds: visible).contains { $0.key == header })
    }

    @Test("refusals name the parameter and what is allowed")
    func errors() {
        let flow = FlowLayout()
        #expect(refusal { try flow.setting("bogus", to: 1) } == "unknown parameter 'bogus' for flow; allowed: itemWidth, itemHeight, "
            + "minimumLineSpacing, minimumInteritemSpacing, sectionInsetTop, sectionInsetLeft, sectionInsetBottom, "
            + "sectionInsetRight, headerHeight, footerHeight, scrollDirection, pinHeaders, pinFooters, itemScale")
        #expect(refusal { try flow.setting("itemWidth", to: 1001) } == "itemWidth: 1001 is out of range; allowed: 1…1000")
        #expect(refusal { try flow.setting("itemWidth", to: 0.5) } == "itemWidth: 0.5 is out of range; allowed: 1…1000")
        #expect(refusal { try flow.setting("itemHeight", to: .nan) } == "itemHeight: nan is out of range; allowed: 1…1000")
        #expect(refusal { try flow.setting("minimumLineSpacing", to: -2) }
            == "minimumLineSpacing: -2 is out of range; allowed: 0…200")
        #expect(refusal { try flow.setting("headerHeight", to: .infinity) } == "headerHeight: inf is out of range; allowed: 0…200")
        #expect(refusal { try flow.setting("itemScale", to: 5) } == "itemScale: 5 is out of range; allowed: 0.25…4")
        #expect(refusal { try flow.setting("itemScale", to: 0.2) } == "itemScale: 0.2 is out of range; allowed: 0.25…4")
        #expect(refusal { try flow.setting("pinHeaders", to: 0.5) } == "pinHeaders: 0.5 is not allowed; use 0 (off) or 1 (on)")
        #expect(refusal { try flow.setting("pinFooters", to: 2) } == "pinFooters: 2 is not allowed; use 0 (off) or 1 (on)")
        #expect(refusal { try flow.setting("scrollDirection", to: 2) }
            == "scrollDirection: 2 is not allowed; use 0 (vertical) or 1 (horizontal)")
        #expect(refusal { try flow.setting("scrollDirection", to: 0.5) }
            == "scrollDirection: 0.5 is not allowed; use 0 (vertical) or 1 (horizontal)")
        #expect(refusal { try flow.setting("scrollDirection", to: -1) }
            == "scrollDirection: -1 is not allowed; use 0 (vertical) or 1 (horizontal)")
        // The ends of each range are allowed.
        #expect(refusal { try flow.setting("itemWidth", to: 1000) } == nil)
        #expect(refusal { try flow.setting("itemScale", to: 0.25) } == nil)
    }
}

// MARK: - Circle

@Suite("Adjustable layouts: circle")
struct AdjustableCircleLayoutTests {
    @Test("lists radius (0 = automatic) and item size with the layout's values")
    func reportsValues() {
        let automatic = CircleLayout()
        #expect(automatic.adjustableParameters.map(\.name) == ["radius", "itemWidth", "itemHeight"])
        #expect(automatic.adjustableParameters.map(\.title) == ["radius (0 = auto)", "item width", "item height"])
        #expect(values(automatic.adjustableParameters) == ["radius": 0, "itemWidth": 70, "itemHeight": 70])
        let fixed = CircleLayout(radius: 250, itemSize: Size(width: 40, height: 30))
        #expect(values(fixed.adjustableParameters) == ["radius": 250, "itemWidth": 40, "itemHeight": 30])
        #expect(values(fixed.adjustableParameters) == fixed.parameters)
        #expect(numberKind(parameter("radius", of: fixed))! == (0...CircleLayout.pinchRadiusBounds.upperBound, 10))
        #expect(numberKind(parameter("itemWidth", of: fixed))! == (1...400, 5))
        #expect(numberKind(parameter("itemHeight", of: fixed))! == (1...400, 5))
    }

    @Test("each parameter set to another allowed value changes that parameter alone; its current value changes nothing")
    func eachParameterAlone() {
        // From automatic (0) one step would be 10, which is refused (below the pinch's 30): radiusGeometry covers 0.
        checkEachParameterChangesAlone(CircleLayout(radius: 40))
        checkEachParameterChangesAlone(CircleLayout(radius: 250, itemSize: Size(width: 40, height: 30)))
    }

    @Test("a radius places the items on it; 0 makes it automatic again")
    func radiusGeometry() throws {
        let fixed = try #require(try CircleLayout().setting("radius", to: 100) as? CircleLayout)
        #expect(fixed.radius == 100)
        let square = Rect(x: 0, y: 0, width: 400, height: 400)
        let g = fixed.prepareGeometry(in: context([4], bounds: square))
        // Item 0 at angle 0: centre (200 + 100, 200), 70×70.
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 265, y: 165, width: 70, height: 70))
        let automatic = try #require(try fixed.setting("radius", to: 0) as? CircleLayout)
        #expect(automatic.radius == nil)
        #expect(automatic == CircleLayout())
        // Automatic: 400 / 2.5 = 160.
        let ga = automatic.prepareGeometry(in: context([4], bounds: square))
        #expect(ga.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 325, y: 165, width: 70, height: 70))
        let wide = try #require(try automatic.setting("itemWidth", to: 120) as? CircleLayout)
        let gw = wide.prepareGeometry(in: context([4], bounds: square))
        // 2·160 + 120 = 440 does not fit the 400 wide viewport: the content grows to 440, centred at x 220.
        #expect(gw.collectionViewContentSize == Size(width: 440, height: 400))
        #expect(gw.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 320, y: 165, width: 120, height: 70))
        // Between 0 (automatic) and the pinch's minimum every item would pile onto one spot.
        #expect(refusal { try CircleLayout().setting("radius", to: 10) } == "radius: 10 is out of range; allowed: 0 (automatic) or 30…2000")
        #expect((try CircleLayout().setting("radius", to: 30) as? CircleLayout)?.radius == 30)
    }

    @Test("refusals name the parameter and what is allowed")
    func errors() {
        let circle = CircleLayout()
        #expect(refusal { try circle.setting("spread", to: 1) } == "unknown parameter 'spread' for circle; allowed: radius, itemWidth, itemHeight")
        #expect(refusal { try circle.setting("radius", to: 2001) } == "radius: 2001 is out of range; allowed: 0…2000")
        #expect(refusal { try circle.setting("radius", to: -10) } == "radius: -10 is out of range; allowed: 0…2000")
        #expect(refusal { try circle.setting("itemHeight", to: 400.5) } == "itemHeight: 400.5 is out of range; allowed: 1…400")
    }
}

// MARK: - Tree

@Suite("Adjustable layouts: tree")
struct AdjustableTreeLayoutTests {
    @Test("lists item size, both spacings and compact with the layout's values")
    func reportsValues() {
        var tree = TreeLayout(compact: true)
        tree.itemSize = Size(width: 100, height: 30)
        tree.horizontalSpacing = 80
        tree.verticalSpacing = 6
        #expect(tree.adjustableParameters.map(\.name) == ["itemWidth", "itemHeight", "horizontalSpacing", "verticalSpacing", "compact",
                                                          "selfSizing"])
        #expect(tree.adjustableParameters.map(\.title) == ["item width", "item height", "horizontal spacing", "vertical spacing",
                                                           "compact rows", "self-sizing cells"])
        #expect(values(tree.adjustableParameters)
            == ["itemWidth": 100, "itemHeight": 30, "horizontalSpacing": 80, "verticalSpacing": 6, "compact": 1, "selfSizing": 0])
        #expect(values(TreeLayout().adjustableParameters)
            == ["itemWidth": 120, "itemHeight": 36, "horizontalSpacing": 60, "verticalSpacing": 12, "compact": 0, "selfSizing": 0])
        #expect(numberKind(parameter("itemWidth", of: tree))! == (20...400, 8))
        #expect(numberKind(parameter("itemHeight", of: tree))! == (10...200, 4))
        #expect(numberKind(parameter("horizontalSpacing", of: tree))! == (TreeLayout.pinchHorizontalSpacingBounds, 10))
        #expect(numberKind(parameter("verticalSpacing", of: tree))! == (TreeLayout.pinchVerticalSpacingBounds, 2))
        #expect(parameter("compact", of: tree)?.kind == .toggle)
    }

    @Test("each parameter set to another allowed value changes that parameter alone; its current value changes nothing")
    func eachParameterAlone() {
        checkEachParameterChangesAlone(TreeLayout())
        checkEachParameterChangesAlone(TreeLayout(compact: true))
    }

    @Test("item width and spacings show in the frames")
    func geometry() throws {
        var layout: any CollectionLayout = TreeLayout()
        for (name, value) in [("itemWidth", 200.0), ("horizontalSpacing", 100), ("verticalSpacing", 20)] {
            layout = try #require(layout as? TreeLayout).setting(name, to: value)
        }
        let tree = try #require(layout as? TreeLayout)
        // No delegate: every item is a root, one row each, in columns by section. The spacings set the insets that
        // pad every cell (the guide's): left = right = 50, top = bottom = 10.
        #expect(tree.insets == EdgeInsets(top: 10, left: 50, bottom: 10, right: 50))
        let g = tree.prepareGeometry(in: context([2, 1], bounds: Rect(x: 0, y: 0, width: 800, height: 600)))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 50, y: 10 + 36 + 20, width: 200, height: 36))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 50.0 + 200 + 100)
        let compact = try #require(try tree.setting("compact", to: 1) as? TreeLayout)
        #expect(compact.compact)
    }

    @Test("refusals name the parameter and what is allowed")
    func errors() {
        let tree = TreeLayout()
        #expect(refusal { try tree.setting("spacing", to: 1) }
            == "unknown parameter 'spacing' for tree; allowed: itemWidth, itemHeight, horizontalSpacing, verticalSpacing, compact, selfSizing")
        #expect(refusal { try tree.setting("horizontalSpacing", to: 10) } == "horizontalSpacing: 10 is out of range; allowed: 20…400")
        #expect(refusal { try tree.setting("itemWidth", to: 19) } == "itemWidth: 19 is out of range; allowed: 20…400")
        #expect(refusal { try tree.setting("compact", to: -1) } == "compact: -1 is not allowed; use 0 (off) or 1 (on)")
    }
}

// MARK: - Waterfall

@Suite("Adjustable layouts: waterfall")
struct AdjustableWaterfallLayoutTests {
    @Test("lists columns, spacings, insets and header and footer heights with the layout's values")
    func reportsValues() {
        var w = WaterfallLayout(columnCount: 5)
        w.minimumColumnSpacing = 4
        w.minimumInteritemSpacing = 8
        w.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        w.headerHeight = 30
        w.footerHeight = 20
        #expect(w.adjustableParameters.map(\.name) == [
            "columnCount", "preferredColumnWidth", "minimumColumnSpacing", "minimumInteritemSpacing",
            "sectionInsetTop", "sectionInsetLeft", "sectionInsetBottom", "sectionInsetRight", "headerHeight", "footerHeight", "selfSizing",
        ])
        #expect(w.adjustableParameters.map(\.title) == [
            "columns", "column width (0 = by count)", "column spacing", "item spacing", "inset top", "inset left", "inset bottom", "inset right",
            "header height", "footer height", "self-sizing cells",
        ])
        #expect(values(w.adjustableParameters) == [
            "columnCount": 5, "preferredColumnWidth": 0, "minimumColumnSpacing": 4, "minimumInteritemSpacing": 8, "sectionInsetTop": 1,
            "sectionInsetLeft": 2, "sectionInsetBottom": 3, "sectionInsetRight": 4, "headerHeight": 30, "footerHeight": 20,
            "selfSizing": 0,
        ])
        for p in w.adjustableParameters { #expect(w.parameters[p.name] == p.value, "\(p.name)") }
        #expect(parameter("columnCount", of: w)?.isIntegral == true)
        #expect(numberKind(parameter("columnCount", of: w))! == (1...20, 1))
        #expect(numberKind(parameter("minimumColumnSpacing", of: w))! == (0...200, 2))
        #expect(numberKind(parameter("sectionInsetTop", of: w))! == (0...200, 4))
        #expect(numberKind(parameter("headerHeight", of: w))! == (0...200, 4))
    }

    @Test("each parameter set to another allowed value changes that parameter alone; its current value changes nothing")
    func eachParameterAlone() {
        checkEachParameterChangesAlone(WaterfallLayout())
        var pinched = WaterfallLayout()
        pinched.preferredColumnWidth = 100
        // A new column count clears the pinch's width, which would override it (columnCountOverridesPinch).
        checkEachParameterChangesAlone(pinched, coupled: ["columnCount": ["preferredColumnWidth": 0]])
    }

    @Test("column count 4 gives four columns")
    func columnCountGeometry() throws {
        let four = try #require(try WaterfallLayout().setting("columnCount", to: 4) as? WaterfallLayout)
        let g = four.prepareGeometry(in: context([8]))
        let xs = Set((0..<8).compactMap { g.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX })
        // (320 − 3 · 10) / 4 = 72.5 wide.
        #expect(xs == [0, 82.5, 165, 247.5])
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 72.5)
    }

    @Test("a new column count clears the pinch's preferred width, which would override it; the current count keeps it")
    func columnCountOverridesPinch() throws {
        var pinched = WaterfallLayout()
        pinched.preferredColumnWidth = 100  // round((320 + 10) / 110) = 3 columns
        #expect(pinched.prepareGeometry(in: context([10])).columnCount == 3)
        let five = try #require(try pinched.setting("columnCount", to: 5) as? WaterfallLayout)
        #expect(five.preferredColumnWidth == nil)
        #expect(five.columnCount == 5)
        let g = five.prepareGeometry(in: context([10]))
        let xs = Set((0..<10).compactMap { g.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX })
        #expect(xs == [0, 66, 132, 198, 264])
        let same = try #require(try pinched.setting("columnCount", to: 3) as? WaterfallLayout)
        #expect(same == pinched)
        #expect(same.preferredColumnWidth == 100)
    }

    @Test("the pinch's column width is a parameter: set, it rules the column count; 0 hands the count back")
    func preferredColumnWidth() throws {
        let wide = try #require(try WaterfallLayout().setting("preferredColumnWidth", to: 100) as? WaterfallLayout)
        #expect(wide.preferredColumnWidth == 100)
        #expect(wide.prepareGeometry(in: context([10])).columnCount == 3, "round((320 + 10) / 110) = 3")
        let byCount = try #require(try wide.setting("preferredColumnWidth", to: 0) as? WaterfallLayout)
        #expect(byCount.preferredColumnWidth == nil && byCount == WaterfallLayout())
    }

    @Test("refusals name the parameter and what is allowed; the column count takes whole numbers only")
    func errors() {
        let w = WaterfallLayout()
        #expect(refusal { try w.setting("itemHeight", to: 1) } == "unknown parameter 'itemHeight' for waterfall; allowed: columnCount, "
            + "preferredColumnWidth, minimumColumnSpacing, minimumInteritemSpacing, sectionInsetTop, sectionInsetLeft, sectionInsetBottom, "
            + "sectionInsetRight, headerHeight, footerHeight, selfSizing")
        #expect(refusal { try w.setting("columnCount", to: 2.5) } == "columnCount: 2.5 is not allowed; use a whole number within 1…20")
        #expect(refusal { try w.setting("columnCount", to: 21) } == "columnCount: 21 is out of range; allowed: 1…20")
        #expect(refusal { try w.setting("columnCount", to: 0) } == "columnCount: 0 is out of range; allowed: 1…20")
        #expect(refusal { try w.setting("columnCount", to: -.infinity) } == "columnCount: -inf is out of range; allowed: 1…20")
        #expect(refusal { try w.setting("footerHeight", to: 201) } == "footerHeight: 201 is out of range; allowed: 0…200")
    }
}

// MARK: - Declarations

@Suite("Adjustable layouts: one declaration per parameter")
struct ParameterDeclarationTests {
    private var layouts: [any AdjustableLayout] {
        [FlowLayout(), configuredFlow, CircleLayout(radius: 250), TreeLayout(compact: true), WaterfallLayout(columnCount: 5),
         SectionBackgroundDecorator(base: configuredFlow), CarouselLayout()]
    }

    @Test("the values a layout reports (state files, dumps) are its panel's, by the same names")
    func reportedEqualsListed() {
        for layout in layouts {
            #expect(layout.parameters == values(layout.adjustableParameters), "\(layout.name)")
            #expect(Set(layout.adjustableParameters.map(\.name)).count == layout.adjustableParameters.count, "names are unique")
        }
    }

    @Test("the pinch changes a declared parameter, which the panel and state files then show")
    func pinchParameterIsDeclared() throws {
        for layout in [FlowLayout() as any AdjustableLayout, CircleLayout(), TreeLayout(), WaterfallLayout()] {
            let pinchable = try #require(layout as? any PinchableLayout)
            let name = pinchable.pinchParameterName
            #expect(layout.adjustableParameters.contains { $0.name == name }, "\(layout.name): \(name)")
            let pinched = pinchable.pinched(by: 1.5, in: context([4], bounds: Rect(x: 0, y: 0, width: 640, height: 480)))
            #expect(pinched.parameters[name] != layout.parameters[name], "\(layout.name): \(name) moved")
        }
    }
}

// MARK: - Wrappers

@Suite("Adjustable layouts: decorator and carousel")
struct AdjustableWrapperLayoutTests {
    @Test("the section background decorator forwards to its base and stays decorated")
    func decorator() throws {
        let decorated = SectionBackgroundDecorator(base: configuredFlow, defaultColor: Color(hex: 0x808080))
        #expect(decorated.adjustableParameters == configuredFlow.adjustableParameters)
        checkEachParameterChangesAlone(decorated)
        let changed = try #require(try decorated.setting("itemWidth", to: 150) as? SectionBackgroundDecorator<FlowLayout>)
        #expect(changed.base.itemSize.width == 150)
        #expect(changed.defaultColor == Color(hex: 0x808080))
        // The backgrounds are still there after the change.
        let g = changed.prepareGeometry(in: context([3]))
        let background = ElementKey.decoration(SectionBackgroundDecorator<FlowLayout>.elementKind, IndexPath(item: 0, section: 0))
        #expect(g.layoutAttributesForElements(in: viewport).contains { $0.key == background })
        #expect(refusal { try decorated.setting("bogus", to: 1) }?.hasPrefix("unknown parameter 'bogus' for flow; allowed: itemWidth, ") == true)
        #expect(refusal { try decorated.setting("itemWidth", to: 0) } == "itemWidth: 0 is out of range; allowed: 1…1000")

        let waterfall = SectionBackgroundDecorator(base: WaterfallLayout())
        checkEachParameterChangesAlone(waterfall)
        #expect(try waterfall.setting("columnCount", to: 4) is SectionBackgroundDecorator<WaterfallLayout>)
    }

    @Test("the carousel forwards to its flow layout and stays a carousel")
    func carousel() throws {
        let carousel = CarouselLayout()
        // The one-row carousel keeps its scroll direction and its huge item spacing to itself.
        #expect(carousel.adjustableParameters == CarouselLayout.horizontalFlow.adjustableParameters.filter {
            $0.name != "scrollDirection" && $0.name != "minimumInteritemSpacing"
        })
        checkEachParameterChangesAlone(carousel)
        let changed = try #require(try carousel.setting("itemWidth", to: 200) as? CarouselLayout)
        #expect(changed.flow.itemSize == Size(width: 200, height: 50))
        #expect(changed.flow.scrollDirection == .horizontal)
        #expect(refusal { try carousel.setting("radius", to: 1) } == "unknown parameter 'radius' for carousel; allowed: itemWidth, "
            + "itemHeight, minimumLineSpacing, sectionInsetTop, sectionInsetLeft, sectionInsetBottom, "
            + "sectionInsetRight, headerHeight, footerHeight, pinHeaders, pinFooters, itemScale")
        #expect(refusal { try carousel.setting("scrollDirection", to: 0) }?.hasPrefix("unknown parameter 'scrollDirection' for carousel") == true)
    }
}
