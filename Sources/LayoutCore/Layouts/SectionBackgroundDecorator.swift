/// Wraps any layout and adds a colored background behind each section (in UIKit, a decoration view per section
/// whose UICollectionViewLayoutAttributes subclass carries the color),
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
///
/// Everything else is the base's (`WrappingLayout`, `WrappingGeometry`): its name, parameters, registry,
/// bounds invalidation, pinned headers, snapping and update animations.
public struct SectionBackgroundDecorator<Base: CollectionLayout & Equatable>: WrappingLayout, Equatable {
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

    /// Prepares the base layout and wraps its geometry; returns a `SectionBackgroundDecorator.Geometry`.
    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// `prepare(in:)` with the concrete geometry type, for callers (and tests) that want its extra API.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        Geometry(base: base.prepare(in: context), context: context, defaultColor: defaultColor)
    }
}
