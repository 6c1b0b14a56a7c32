/// Checks a layout against the contract the collection view relies on, for the layouts in this package and
/// for a client's own: run it over a few contexts in a test and expect no problems.
///
/// The contract, each part reported as one line naming the element and what is wrong:
/// - the rect query answers exactly the elements of the full layout whose frames intersect the rect, sorted by
///   element key, each once (checked over the viewport, the content, an empty rect and seeded random rects);
/// - the per-element queries give the same attributes as the rect query, and every item the context has that
///   the item query places (with a non-empty frame) is in the rect query;
/// - frames, transforms and alphas are finite, sizes are not negative, the content size is finite and not negative;
/// - elements lie within the content size unless the geometry declares they may overflow it
///   (`LayoutGeometry.elementMayOverflowContent(_:)`);
/// - prepare is deterministic: preparing the same context twice gives the same content size and elements.
public enum LayoutConformance {
    /// Problem lines listed before the rest are only counted in one last line.
    public static let listedLimit = 60

    /// The problems of `layout` prepared in `context`; empty when it conforms.
    public static func problems(in layout: any CollectionLayout, context: LayoutContext) -> [String] {
        var report = Report()
        let geometry = layout.prepare(in: context)
        let content = geometry.collectionViewContentSize
        let contentIsValid = content.isValid
        if !contentIsValid { report.add("content size \(content) must be finite and not negative") }

        let everything = everywhere(around: contentIsValid ? content : .zero, viewport: context.bounds.size)
        let all = geometry.layoutAttributesForElements(in: everything)
        var orderUnreported = checkOrder(all, query: "the rect query over everything", into: &report)
        let usable = checkElements(all, of: geometry, content: contentIsValid ? content : nil, into: &report)
        checkItems(of: geometry, context: context, listed: usable, everything: everything, into: &report)
        for rect in sampleRects(content: contentIsValid ? content : .zero, context: context, elements: usable) {
            checkRectQuery(geometry, rect: rect, all: usable, orderUnreported: &orderUnreported, into: &report)
        }
        if orderUnreported {
            let visible = geometry.layoutAttributesForElements(in: context.bounds, visibleBounds: context.bounds)
            _ = checkOrder(visible, query: "the visible-bounds query at \(context.bounds)", into: &report)
        }
        checkDeterminism(usable, content: content, again: layout.prepare(in: context), everything: everything, into: &report)
        return report.finished()
    }

    // MARK: Checks

    /// Sorted by key, each key once; true when they are (every misplaced element is reported).
    static func checkOrder(_ attributes: [LayoutAttributes], query: String, into report: inout Report) -> Bool {
        var sorted = true
        for (a, b) in zip(attributes, attributes.dropFirst()) where !(a.key < b.key) {
            sorted = false
            report.add(a.key == b.key ? "\(b.key): \(query) returns it twice"
                       : "\(b.key): \(query) returns it after \(a.key); rect queries are sorted by element key")
        }
        return sorted
    }

    /// Finite values, the per-element query's agreement and the content bounds; returns the elements whose
    /// values are finite (the others are reported here and left out of the comparisons, as NaN equals nothing).
    static func checkElements(_ all: [LayoutAttributes], of geometry: any LayoutGeometry, content: Size?,
                              into report: inout Report) -> [LayoutAttributes] {
        var usable: [LayoutAttributes] = []
        usable.reserveCapacity(all.count)
        let tolerance = content.map { 1e-6 * Swift.max(1, $0.width, $0.height) } ?? 0
        for a in all {
            if let defect = defect(of: a) { report.add("\(a.key): \(defect)"); continue }
            usable.append(a)
            let single = geometry.layoutAttributes(for: a.key)
            if let single, single != a {
                let d = difference(single, a)
                report.add("\(a.key): \(query(for: a.key)) gives \(d.name) \(d.first), the rect query \(d.second)")
            } else if single == nil {
                report.add("\(a.key): \(query(for: a.key)) answers nil, but the rect query returns it")
            }
            if let content, !geometry.elementMayOverflowContent(a.key),
               a.frame.minX < -tolerance || a.frame.minY < -tolerance
                || a.frame.maxX > content.width + tolerance || a.frame.maxY > content.height + tolerance {
                report.add("\(a.key): frame \(a.frame) lies outside the content size \(content) "
                           + "(declare elementMayOverflowContent if it may)")
            }
        }
        return usable
    }

    /// Every item of the context that the item query places visibly is in the rect query, under its own key.
    static func checkItems(of geometry: any LayoutGeometry, context: LayoutContext, listed: [LayoutAttributes],
                           everything: Rect, into report: inout Report) {
        let keys = Set(listed.map(\.key))
        var budget = 20_000  // enough for any test configuration; a million-item context is sampled from the start
        for (s, n) in context.itemCounts.enumerated() where n > 0 {
            for i in 0..<n {
                budget -= 1
                if budget < 0 { return }
                let key = ElementKey.cell(IndexPath(item: i, section: s))
                guard let a = geometry.layoutAttributesForItem(at: key.indexPath) else { continue }
                if a.key != key {
                    report.add("\(key): layoutAttributesForItem(at:) answers the attributes of \(a.key)")
                } else if defect(of: a) == nil, a.frame.intersects(everything), !keys.contains(key) {
                    report.add("\(key): layoutAttributesForItem(at:) places it at \(a.frame), but the rect query leaves it out")
                }
            }
        }
    }

    /// The rect query equals the full layout filtered by intersection; one line per rect, naming the first
    /// element that differs. Order is reported once per layout (`orderUnreported`), not once per rect.
    static func checkRectQuery(_ geometry: any LayoutGeometry, rect: Rect, all: [LayoutAttributes],
                               orderUnreported: inout Bool, into report: inout Report) {
        let got = geometry.layoutAttributesForElements(in: rect).filter { defect(of: $0) == nil }
        let want = all.filter { $0.frame.intersects(rect) }
        guard got != want else { return }
        if got.sorted(by: { $0.key < $1.key }) == want {
            if orderUnreported { orderUnreported = checkOrder(got, query: "the rect query in \(rect)", into: &report) }
            return
        }
        let wanted = Dictionary(want.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let returned = Set(got.map(\.key))
        if let extra = got.first(where: { wanted[$0.key] == nil }) {
            report.add("\(extra.key): the rect query in \(rect) returns it, but its frame \(extra.frame) does not meet the rect")
        } else if let missing = want.first(where: { !returned.contains($0.key) }) {
            report.add("\(missing.key): the rect query in \(rect) leaves it out, but its frame \(missing.frame) meets the rect")
        } else if let changed = got.first(where: { wanted[$0.key] != $0 }), let full = wanted[changed.key] {
            let d = difference(changed, full)
            report.add("\(changed.key): the rect query in \(rect) gives \(d.name) \(d.first), the one over everything \(d.second)")
        } else {
            report.add("the rect query in \(rect) returns an element twice")
        }
    }

    /// A second prepare of the same context gives the same content size and elements.
    static func checkDeterminism(_ all: [LayoutAttributes], content: Size, again: any LayoutGeometry, everything: Rect,
                                 into report: inout Report) {
        let secondContent = again.collectionViewContentSize
        if secondContent != content && !(content.width.isNaN || content.height.isNaN) {
            report.add("prepare is not deterministic: the content size is \(content), then \(secondContent)")
        }
        let second = again.layoutAttributesForElements(in: everything).filter { defect(of: $0) == nil }
        guard second != all else { return }
        let byKey = Dictionary(second.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        for a in all where byKey[a.key] != a {
            if let other = byKey[a.key] {
                let d = difference(a, other)
                report.add("\(a.key): prepare is not deterministic: \(d.name) \(d.first) after one prepare, \(d.second) after another")
            } else {
                report.add("\(a.key): prepare is not deterministic: present after one prepare, absent after another")
            }
            return
        }
        report.add("prepare is not deterministic: a second prepare returns \(second.count) elements, not \(all.count)")
    }

    // MARK: Helpers

    /// What makes an element's values unusable, or nil.
    static func defect(of a: LayoutAttributes) -> String? {
        let f = a.frame
        if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) { return "frame \(f) is not finite" }
        if f.width < 0 || f.height < 0 { return "frame \(f) has a negative size" }
        if !a.transform3D.rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) { return "transform \(a.transform3D) is not finite" }
        if !a.alpha.isFinite { return "alpha \(a.alpha) is not finite" }
        return nil
    }

    /// The per-element query that answers a key.
    static func query(for key: ElementKey) -> String {
        switch key.category {
        case .cell: return "layoutAttributesForItem(at:)"
        case .supplementaryView: return "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .decorationView: return "layoutAttributesForDecorationView(ofKind:at:)"
        }
    }

    /// The first attribute in which `a` differs from `b`: its name and both values.
    static func difference(_ a: LayoutAttributes, _ b: LayoutAttributes) -> (name: String, first: String, second: String) {
        if a.key != b.key { return ("key", "\(a.key)", "\(b.key)") }
        if a.frame != b.frame { return ("frame", "\(a.frame)", "\(b.frame)") }
        if a.transform3D != b.transform3D { return ("transform", "\(a.transform3D)", "\(b.transform3D)") }
        if a.alpha != b.alpha { return ("alpha", a.alpha.compact, b.alpha.compact) }
        if a.zIndex != b.zIndex { return ("zIndex", "\(a.zIndex)", "\(b.zIndex)") }
        if a.isHidden != b.isHidden { return ("isHidden", "\(a.isHidden)", "\(b.isHidden)") }
        return ("custom values", "\(a.customValues)", "\(b.customValues)")
    }

    /// A rect holding the content, the viewport and far beyond, for "every element".
    static func everywhere(around content: Size, viewport: Size) -> Rect {
        let reach = Swift.min(1e300, Swift.max(1e9, 4 * Swift.max(content.width, content.height, viewport.width, viewport.height)))
        return Rect(x: -reach, y: -reach, width: 2 * reach + content.width, height: 2 * reach + content.height)
    }

    /// The rects the rect query is checked over: the viewport, the content, an empty rect, rects touching a few
    /// elements' edges from outside, and seeded random rects around the content (the same ones every run).
    static func sampleRects(content: Size, context: LayoutContext, elements: [LayoutAttributes]) -> [Rect] {
        let viewport = context.bounds.size.isValid ? context.bounds.size : Size(width: 320, height: 480)
        var rects = [context.bounds, Rect(origin: .zero, size: content), Rect(x: 0, y: 0, width: 0, height: 0)]
        for a in [elements.first, elements.dropFirst(elements.count / 2).first, elements.last].compactMap({ $0 }) {
            let f = a.frame
            rects += [Rect(x: f.maxX, y: f.minY, width: 10, height: f.height), Rect(x: f.minX - 10, y: f.minY, width: 10, height: f.height),
                      Rect(x: f.minX, y: f.maxY, width: f.width, height: 10), Rect(x: f.minX, y: f.minY - 10, width: f.width, height: 10)]
        }
        var rng = SplitMix64(seed: 0x1A70_C0F0)
        // Capped so the ranges below stay finite: a content size near Double.greatestFiniteMagnitude (a delegate
        // answering huge sizes) would make them infinite, and random(in:) traps on an infinite range.
        let width = Swift.min(Swift.max(1, content.width), 1e300), height = Swift.min(Swift.max(1, content.height), 1e300)
        for _ in 0..<40 {
            rects.append(Rect(x: Double.random(in: -0.1 * width - 50...width + 20, using: &rng),
                              y: Double.random(in: -0.1 * height - 50...height + 20, using: &rng),
                              width: Double.random(in: 0...1.5 * viewport.width, using: &rng),
                              height: Double.random(in: 0...1.5 * viewport.height, using: &rng)))
        }
        return rects
    }
}
