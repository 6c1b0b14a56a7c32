extension CompositionalLayout {
    /// A badge of a template slot, relative to the group's origin.
    struct Badge {
        var slot: Int
        var kind: String
        var frame: Rect
        var zIndex: Int
    }

    /// One group resolved into the frames of its slots relative to the group's origin (nested groups
    /// flattened in order): every repetition of the group reuses it, so nothing is stored per item.
    struct Template {
        /// Most slots one group may hold; a group of zero-length items that would repeat forever stops here.
        static let slotLimit = 10_000
        var slots: [Rect] = []
        /// Per slot: bit 0 width estimated, bit 1 height estimated (rule 8).
        var estimated: [UInt8] = []
        /// Badges in slot order.
        var badges: [Badge] = []
        /// The union of every slot and badge frame (nil: none yet).
        var bounds: Rect?
        /// Set when a group hit `slotLimit`.
        var truncated = false

        /// Adds the slots of `group` laid out at `size` with its origin at `origin` (rules 1–3).
        mutating func add(_ group: CollectionLayoutGroup, size: Size, origin: Point) {
            let ins = Self.finite(group.contentInsets)
            let inner = Rect(x: origin.x + ins.left, y: origin.y + ins.top,
                             width: Swift.max(0, size.width - ins.left - ins.right),
                             height: Swift.max(0, size.height - ins.top - ins.bottom))
            if let provider = group.customItems {
                let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: size, contentInsets: group.contentInsets))
                for custom in provider.value(environment) {
                    let f = custom.frame.isValid ? custom.frame : .zero
                    addSlot(Rect(x: origin.x + f.minX, y: origin.y + f.minY, width: f.width, height: f.height), estimated: 0)
                }
                return
            }
            guard let axis = group.layoutAxis, !group.subitems.isEmpty else { return }
            let cross = axis.cross
            let length = inner.size[axis]
            let spacing = group.interItemSpacing ?? .fixed(0)
            let minimumGap = spacing.spacing

            // Which subitems go in, at which size (rule 2).
            var placed: [(item: CollectionLayoutItem, size: Size)] = []
            switch group.repetition {
            case .equalCount(let n), .repeating(let n):
                let item = group.subitems[0]
                var s = item.layoutSize.resolved(in: inner.size)
                if case .equalCount = group.repetition, n > 0 {
                    s[axis] = Swift.max(0, (length - Double(n - 1) * minimumGap) / Double(n))
                }
                for _ in 0..<Swift.max(0, Swift.min(n, Self.slotLimit)) { placed.append((item, s)) }
            case .fill:
                // The next subitem goes in while it fits; a tolerance so thirds of a length add up.
                let tolerance = 1e-9 * Swift.max(1, abs(length))
                // A pass over the subitems that advances nothing (zero lengths, as in a zero-size view) would
                // repeat forever: such a group holds one pass.
                let passAdvance = group.subitems.reduce(0.0) { sum, item in
                    sum + item.layoutSize.resolved(in: inner.size)[axis] + (item.edgeSpacing?.before(axis) ?? 0)
                        + (item.edgeSpacing?.after(axis) ?? 0) + minimumGap
                }
                var end = 0.0
                while placed.count < Self.slotLimit {
                    if placed.count == group.subitems.count && passAdvance <= 0 { break }
                    let item = group.subitems[placed.count % group.subitems.count]
                    let s = item.layoutSize.resolved(in: inner.size)
                    let footprint = s[axis] + (item.edgeSpacing?.before(axis) ?? 0) + (item.edgeSpacing?.after(axis) ?? 0)
                    let next = placed.isEmpty ? footprint : end + minimumGap + footprint
                    if !placed.isEmpty && next > length + tolerance { break }
                    placed.append((item, s))
                    end = next
                }
                if placed.count == Self.slotLimit { truncated = true }
            }
            guard !placed.isEmpty else { return }

            // A flexible spacing shares what is left equally between the gaps.
            var gap = minimumGap
            if spacing.isFlexibleSpacing, placed.count > 1 {
                let used = placed.reduce(0.0) { sum, p in
                    sum + p.size[axis] + (p.item.edgeSpacing?.before(axis) ?? 0) + (p.item.edgeSpacing?.after(axis) ?? 0)
                }
                let n = Double(placed.count - 1)
                gap += Swift.max(0, length - used - n * minimumGap) / n
            }
            var position = inner.min(axis)
            for (k, p) in placed.enumerated() {
                if k > 0 { position += gap }
                position += p.item.edgeSpacing?.before(axis) ?? 0
                let crossStart = inner.min(cross) + (p.item.edgeSpacing?.before(cross) ?? 0)
                let childOrigin = axis == .horizontal ? Point(x: position, y: crossStart) : Point(x: crossStart, y: position)
                if let nested = p.item.group {
                    add(nested, size: p.size, origin: childOrigin)
                } else {
                    addItem(p.item, space: Rect(origin: childOrigin, size: p.size))
                }
                position += p.size[axis] + (p.item.edgeSpacing?.after(axis) ?? 0)
            }
        }

        /// An item's cell frame: its space less its insets, except on estimated axes (rule 3); then its badges.
        private mutating func addItem(_ item: CollectionLayoutItem, space: Rect) {
            let ins = Self.finite(item.contentInsets)
            let estimatedWidth = item.layoutSize.widthDimension.isEstimated
            let estimatedHeight = item.layoutSize.heightDimension.isEstimated
            let (l, r) = estimatedWidth ? (0.0, 0.0) : (ins.left, ins.right)
            let (t, b) = estimatedHeight ? (0.0, 0.0) : (ins.top, ins.bottom)
            let frame = Rect(x: space.minX + l, y: space.minY + t,
                             width: Swift.max(0, space.width - l - r), height: Swift.max(0, space.height - t - b))
            guard addSlot(frame, estimated: (estimatedWidth ? 1 : 0) | (estimatedHeight ? 2 : 0)) else { return }
            var kinds = Set<String>()
            for supplementary in item.supplementaryItems where kinds.insert(supplementary.elementKind).inserted {
                let size = supplementary.layoutSize.resolved(in: frame.size)
                let badge = Badge(slot: slots.count - 1, kind: supplementary.elementKind,
                                  frame: supplementary.containerAnchor.frame(of: size, in: frame), zIndex: supplementary.zIndex)
                badges.append(badge)
                bounds = bounds.map { $0.union(badge.frame) } ?? badge.frame
            }
        }

        @discardableResult
        private mutating func addSlot(_ frame: Rect, estimated flags: UInt8) -> Bool {
            guard slots.count < Self.slotLimit else { truncated = true; return false }
            slots.append(frame)
            estimated.append(flags)
            bounds = bounds.map { $0.union(frame) } ?? frame
            return true
        }

        /// Insets with numbers that are not finite read as 0.
        static func finite(_ i: EdgeInsets) -> EdgeInsets {
            func f(_ x: Double) -> Double { x.isFinite ? x : 0 }
            return EdgeInsets(top: f(i.top), left: f(i.left), bottom: f(i.bottom), right: f(i.right))
        }
    }
}
