/// The scroll indicators (UIScrollView's): thin bars along each scrollable axis that show while the offset
/// moves and fade out after it stops. The model is `ScrollIndicators`; they reach the renderer as display
/// items on top of the content, so the renderer stays layout-agnostic.
extension CollectionView {
    /// The display-item kind of the bars (`ElementKey.decoration(scrollIndicatorKind, [0, 0])` is the vertical
    /// bar, item 1 the horizontal one).
    public static let scrollIndicatorKind = "scrollIndicator"

    /// Whether the vertical bar shows while scrolling. Default true.
    public var showsVerticalScrollIndicator: Bool {
        get { scroll.indicators.showsVertical }
        set { scroll.indicators.showsVertical = newValue }
    }

    /// Whether the horizontal bar shows while scrolling. Default true.
    public var showsHorizontalScrollIndicator: Bool {
        get { scroll.indicators.showsHorizontal }
        set { scroll.indicators.showsHorizontal = newValue }
    }

    /// Insets of the vertical bar's track, on top of the content inset. Default zero.
    public var verticalScrollIndicatorInsets: EdgeInsets {
        get { scroll.indicators.verticalInsets }
        set { scroll.indicators.verticalInsets = newValue }
    }

    /// Insets of the horizontal bar's track, on top of the content inset. Default zero.
    public var horizontalScrollIndicatorInsets: EdgeInsets {
        get { scroll.indicators.horizontalInsets }
        set { scroll.indicators.horizontalInsets = newValue }
    }

    /// Light or dark bars (indicatorStyle). Default: chosen by the background color.
    public var indicatorStyle: ScrollIndicators.Style {
        get { scroll.indicators.style }
        set { scroll.indicators.style = newValue }
    }

    /// Shows the bars from the next `advance(to:)`, then they fade as after a scroll (flashScrollIndicators()).
    public func flashScrollIndicators() { scroll.indicators.flashPending = true }

    /// The bars' opacity at the last `advance(to:)` (0 before any scroll or flash).
    public var scrollIndicatorAlpha: Double { scroll.lastAdvance.map { scroll.indicators.alpha(at: $0) } ?? 0 }

    /// The bar's frame along an axis in window coordinates for the current offset, nil when it is hidden by
    /// `shows…ScrollIndicator` or the axis cannot scroll (whatever its opacity).
    public func scrollIndicatorFrame(_ axis: Axis) -> Rect? {
        // The shown content size: while a pinch gesture is going on, past what is laid out it is an estimate.
        scroll.indicators.frame(axis, offset: contentOffset, minimum: minimumContentOffset,
                                maximum: scroll.maximumOffset(contentSize: shownContentSize),
                                viewport: bounds.size, contentInset: scroll.contentInset)
    }

    /// The bars as display items, above everything the layout draws; none while a transition owns the offset
    /// (its content size is in between two layouts) or once they have faded.
    func scrollIndicatorItems() -> [DisplayItem] {
        let alpha = scrollIndicatorAlpha
        guard alpha > 0, presentation.animation == nil else { return [] }
        var look = ViewAppearance()
        look.backgroundColor = scroll.indicators.color(background: backgroundColor)
        look.cornerRadius = ScrollIndicators.thickness / 2
        var items: [DisplayItem] = []
        for (i, axis) in [Axis.vertical, .horizontal].enumerated() {
            guard let frame = scrollIndicatorFrame(axis) else { continue }
            items.append(DisplayItem(key: .decoration(Self.scrollIndicatorKind, IndexPath(item: i, section: 0)), frame: frame,
                                     alpha: alpha, zIndex: Int.max - 16, appearance: look))
        }
        return items
    }
}
