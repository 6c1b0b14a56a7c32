/// Wraps any layout and adds a colored background behind each section (seed 003's section background color),
/// by composition: the base layout is prepared unchanged and its elements pass through untouched.
///
/// Each background is a decoration view of kind `elementKind` at index path (section, 0), zIndex −1 (behind
/// cells at 0 and headers at 10), covering the section from its header to its footer; its color is in the
/// custom value `DecorationView.backgroundColorKey`, which `DecorationView` (the default class for
/// unregistered kinds) paints. Colors come from a `SectionBackgroundDelegate`, else `defaultColor`; a section
/// with neither gets no background.
///
/// Section frames come from the base geometry's `SectionFrameProviding` conformance; a base geometry that
/// does not conform gets no backgrounds at all (the decorator then only forwards).
public struct SectionBackgroundDecorator<Base: CollectionLayout & Equatable>: CollectionLayout, Equatable {
    /// The decoration kind of the section backgrounds.
    public static var elementKind: String { "sectionBackground" }

    /// The wrapped layout, which positions every other element.
    public var base: Base
    /// Color for sections the delegate gives none; nil leaves those sections without a background.
    public var defaultColor: Color?

    /// Wraps a layout; `defaultColor` nil means only sections the delegate colors get a background.
    public init(base: Base, defaultColor: Color? = nil) {
        self.base = base
        self.defaultColor = defaultColor
    }

    /// The base layout's name: the wrapper is a feature of that layout, not a layout of its own.
    public var name: String { base.name }

    /// The base layout's parameters.
    public var parameters: [String: Double] { base.parameters }

    /// The base layout's registry. Shared rather than separate so the collection view, which only sees the
    /// wrapper, still finds the classes the base registered for its own kinds.
    public var decorationViews: DecorationRegistry {
        get { base.decorationViews }
        set { base.decorationViews = newValue }
    }

    /// Asks the base layout: backgrounds depend on the same bounds as the sections they cover.
    public func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool {
        base.shouldInvalidateLayout(forBoundsChange: oldBounds, newBounds: newBounds)
    }

    /// Prepares the base layout and wraps its geometry; returns a `SectionBackgroundDecorator.Geometry`.
    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// `prepare(in:)` with the concrete geometry type, for callers (and tests) that want its extra API.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        Geometry(base: base.prepare(in: context), context: context, defaultColor: defaultColor)
    }
}
