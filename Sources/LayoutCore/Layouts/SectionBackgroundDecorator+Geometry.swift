extension SectionBackgroundDecorator {
    /// A prepared base geometry plus one background per colored section. Everything but the backgrounds is
    /// answered by the base geometry (`WrappingGeometry`); the rect queries merge the backgrounds in, in key order.
    public struct Geometry: WrappingGeometry {
        /// zIndex of the backgrounds: behind cells (0) and headers and footers (10).
        public static var zIndex: Int { -1 }

        /// The base layout's prepared geometry (settable for the update hooks, which reach it mutating).
        public var base: any LayoutGeometry

        /// One section's background, as computed in prepare.
        struct Background {
            let section: Int
            let frame: Rect
            let color: Color
        }

        /// Backgrounds in section order; sections without a color (or a valid frame) are left out.
        let backgrounds: [Background]
        /// Search bounds over `backgrounds` along x and along y.
        let reachX: Reach
        let reachY: Reach

        /// The color of sections the delegate gives none; kept to derive the backgrounds again.
        let defaultColor: Color?

        /// The base applies the invalidation in place (self-sizing cells moved lines); the backgrounds, which
        /// follow its section frames, are derived again (one pass over the sections).
        public mutating func invalidateLayout(with context: inout LayoutInvalidationContext, in layoutContext: LayoutContext) -> Bool {
            guard base.invalidateLayout(with: &context, in: layoutContext) else { return false }
            self = Geometry(base: base, context: layoutContext, defaultColor: defaultColor)
            return true
        }

        init(base: any LayoutGeometry, context: LayoutContext, defaultColor: Color?) {
            self.base = base
            self.defaultColor = defaultColor
            guard let provider = base as? SectionFrameProviding else {
                backgrounds = []; reachX = Reach(); reachY = Reach()
                return
            }
            // One cast per prepare, then one delegate call per section.
            let delegate = context.delegate as? SectionBackgroundDelegate
            let count = context.numberOfSections
            var frames: [Rect?] = [], colors: [Color?] = []
            frames.reserveCapacity(count)
            colors.reserveCapacity(count)
            for s in 0..<count {
                frames.append(provider.frameForSection(s))
                colors.append(delegate?.sectionBackgroundColor(forSectionAt: s) ?? defaultColor)
            }
            var backgrounds: [Background] = []
            for s in 0..<count {
                // NaN or infinite frames would break the search bounds' monotonicity; they cannot be drawn anyway.
                guard let frame = frames[s], frame.isValid, let color = colors[s] else { continue }
                backgrounds.append(Background(section: s, frame: frame, color: color))
            }
            self.backgrounds = backgrounds
            reachX = Reach(backgrounds.map { ($0.frame.minX, $0.frame.maxX) })
            reachY = Reach(backgrounds.map { ($0.frame.minY, $0.frame.maxY) })
        }

        /// The base's elements and the backgrounds whose frames intersect `rect`, in key order.
        public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            Self.merged(base.layoutAttributesForElements(in: rect), backgroundAttributes(in: rect))
        }

        /// The base's visible-bounds query (so pinned headers keep working) plus the backgrounds meeting `rect`,
        /// which never pin.
        public func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
            Self.merged(base.layoutAttributesForElements(in: rect, visibleBounds: visibleBounds), backgroundAttributes(in: rect))
        }

        /// A section's background at (section, 0), or nil when it has none; other kinds ask the base.
        public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard kind == SectionBackgroundDecorator.elementKind else {
                return base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
            }
            guard indexPath.item == 0, indexPath.isItemPath else { return nil }
            // Backgrounds are in section order: binary search instead of a per-section index.
            var lo = 0, hi = backgrounds.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if backgrounds[mid].section < indexPath.section { lo = mid + 1 } else { hi = mid }
            }
            guard lo < backgrounds.count, backgrounds[lo].section == indexPath.section else { return nil }
            return attributes(of: backgrounds[lo])
        }

        // MARK: Implementation

        /// The backgrounds whose frames intersect `rect`, in section order, found by binary search.
        func backgroundAttributes(in rect: Rect) -> [LayoutAttributes] {
            guard !backgrounds.isEmpty, !rect.isEmpty else { return [] }
            // Searching both axes needs no scroll direction: along the cross axis every frame spans the
            // viewport, so that range is everything or nothing and the scroll axis does the narrowing.
            let xs = reachX.candidates(min: rect.minX, max: rect.maxX)
            let ys = reachY.candidates(min: rect.minY, max: rect.maxY)
            let lo = Swift.max(xs.lowerBound, ys.lowerBound), hi = Swift.min(xs.upperBound, ys.upperBound)
            guard lo < hi else { return [] }
            var out: [LayoutAttributes] = []
            for i in lo..<hi where backgrounds[i].frame.intersects(rect) {
                out.append(attributes(of: backgrounds[i]))
            }
            return out
        }

        /// The attributes of one background.
        func attributes(of background: Background) -> LayoutAttributes {
            var a = LayoutAttributes.decoration(SectionBackgroundDecorator.elementKind,
                                                IndexPath(item: 0, section: background.section), frame: background.frame)
            a.zIndex = Self.zIndex
            a[custom: DecorationView.backgroundColorKey] = .color(background.color)
            return a
        }

        /// Two key-sorted lists merged into one. Decorations sort before cells and supplementary views, so for
        /// a base without decorations (the flow layout) the backgrounds simply go first; the full merge keeps
        /// bases that emit decorations of their own in order too.
        static func merged(_ base: [LayoutAttributes], _ extra: [LayoutAttributes]) -> [LayoutAttributes] {
            guard let lastExtra = extra.last else { return base }
            guard let firstBase = base.first, !(lastExtra.key < firstBase.key) else { return extra + base }
            var out: [LayoutAttributes] = []
            out.reserveCapacity(base.count + extra.count)
            var i = 0, j = 0
            while i < base.count && j < extra.count {
                if extra[j].key < base[i].key { out.append(extra[j]); j += 1 } else { out.append(base[i]); i += 1 }
            }
            out.append(contentsOf: base[i...])
            out.append(contentsOf: extra[j...])
            return out
        }
    }

    /// Running maximum of the frames' far edges and suffix minimum of their near edges along one axis. Both
    /// are monotonic whatever the frames, so the frames that may meet an interval form a range found by two
    /// binary searches; for sections laid out in order that range holds little beyond the ones that do.
    struct Reach {
        var maxPrefix: [Double] = []
        var minSuffix: [Double] = []

        init() {}

        init(_ spans: [(min: Double, max: Double)]) {
            (maxPrefix, minSuffix) = SectionReach.runningExtremes(of: spans) { $0 }
        }

        /// Indexes of the frames that may meet the open interval (lo, hi): a superset, filtered by the caller.
        /// Exact, no slack: the bounds are the very edges `Rect.intersects` compares.
        func candidates(min lo: Double, max hi: Double) -> Range<Int> {
            SectionReach.candidates(maxPrefix: maxPrefix, minSuffix: minSuffix, in: lo, hi)
        }
    }
}
