/// A flow layout whose scrolling comes to rest with an item centred in the viewport (Apple's Collection View
/// Programming Guide for iOS, "Improving the Scrolling Experience of Your Layout"): everything is the wrapped flow
/// layout's, except `targetContentOffset`, which moves the proposed
/// resting offset so the item whose centre is nearest the proposed viewport's centre sits exactly in the
/// middle, along the flow's scroll axis (horizontal for a carousel; vertical works alike).
///
/// The target is clamped to the content, so the first and last items centre only when the flow's section
/// insets leave room for it (half the viewport minus half an item on either end).
///
/// Every other hook is the flow layout's (`WrappingLayout`, `WrappingGeometry`): parameters, registry, pinned
/// headers, update animations, section frames.
public struct CarouselLayout: WrappingLayout, Equatable {
    /// "carousel", as used on the command line and in state files.
    public var name: String { "carousel" }

    /// The wrapped flow layout, which places every element.
    public var flow: FlowLayout

    /// A carousel over `flow`; by default a flow layout with UIKit's metrics scrolling horizontally.
    public init(flow: FlowLayout = CarouselLayout.horizontalFlow) { self.flow = flow }

    /// The wrapped flow layout, under the name `WrappingLayout` forwards through.
    public var base: FlowLayout {
        get { flow }
        set { flow = newValue }
    }

    /// A default flow layout turned to scroll horizontally.
    public static var horizontalFlow: FlowLayout {
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        return flow
    }

    /// Asks the flow layout; a size change also changes the viewport the snapping centres in.
    public func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool {
        flow.shouldInvalidateLayout(forBoundsChange: oldBounds, newBounds: newBounds)
            || oldBounds.size != newBounds.size
    }

    /// Prepares the flow layout and remembers the viewport size; returns a `CarouselLayout.Geometry`.
    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// `prepare(in:)` with the concrete geometry type, for callers (and tests) that want its extra API.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        Geometry(flow: flow.prepareGeometry(in: context), viewportSize: context.bounds.size)
    }
}

/// The flow layout's pinch, still a carousel (`WrappingLayout`'s forwarding).
extension CarouselLayout: PinchableLayout {}

extension CarouselLayout {
    /// A prepared flow geometry that answers every query but the snapping (`WrappingGeometry`), plus the
    /// viewport size the snapping centres in.
    public struct Geometry: WrappingGeometry, Sendable {
        /// The flow layout's prepared geometry.
        public private(set) var flow: FlowLayout.Geometry
        /// The viewport size at prepare time.
        public let viewportSize: Size

        init(flow: FlowLayout.Geometry, viewportSize: Size) {
            self.flow = flow
            self.viewportSize = viewportSize
        }

        /// The flow geometry, as `WrappingGeometry` forwards to it. Only a flow geometry may be put back (the
        /// update hooks put back the one they mutated).
        public var base: any LayoutGeometry {
            get { flow }
            set {
                guard let newFlow = newValue as? FlowLayout.Geometry else {
                    preconditionFailure("a carousel wraps a flow geometry, not a \(type(of: newValue))")
                }
                flow = newFlow
            }
        }


        /// The offset that centres, along the scroll axis, the item whose centre is nearest the centre of the
        /// viewport at `proposed`, clamped to the content; `proposed` itself when there are no items. The
        /// other axis keeps the proposal. The velocity is not used: the glide already carried it to `proposed`.
        public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
            let axis = flow.scrollDirection.axis
            let viewport = viewportSize[axis]
            let along = axis == .horizontal ? proposed.x : proposed.y
            guard let centre = nearestItemCentre(to: along + viewport / 2, axis: axis) else { return proposed }
            let limit = Swift.max(0, collectionViewContentSize[axis] - viewport)
            let target = Swift.min(Swift.max(0, centre - viewport / 2), limit)
            return axis == .horizontal ? Point(x: target, y: proposed.y) : Point(x: proposed.x, y: target)
        }

        /// Centre along `axis` of the cell whose centre is nearest `position` (the first in key order on a tie),
        /// searching a window that doubles until it holds an answer no item outside it could beat.
        func nearestItemCentre(to position: Double, axis: Axis) -> Double? {
            guard position.isFinite else { return nil }
            let content = collectionViewContentSize
            let cross = axis.cross
            // Across the scroll axis everything within the content (and a viewport either side, for insets
            // that push items out) is searched; along it only the window.
            let crossMin = -viewportSize[cross], crossLength = content[cross] + 2 * viewportSize[cross]
            let span = content[axis] + 2 * viewportSize[axis]
            var radius = Swift.max(1, viewportSize[axis])
            while true {
                let window = Rect(mainAxis: axis, mainOffset: position - radius, crossOffset: crossMin,
                                  mainLength: 2 * radius, crossLength: crossLength)
                var best: Double?
                for a in flow.layoutAttributesForElements(in: window) where a.category == .cell {
                    let c = axis == .horizontal ? a.frame.midX : a.frame.midY
                    if best == nil || abs(c - position) < abs(best! - position) { best = c }
                }
                // An item centred outside the window may still reach into it, so only a centre inside the
                // window is surely the nearest.
                if let best, abs(best - position) <= radius { return best }
                if radius > span + abs(position) { return best }
                radius *= 2
            }
        }
    }
}
