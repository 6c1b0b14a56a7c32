/// Where and how one element is shown (UICollectionViewLayoutAttributes). A value: layouts hand out copies.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The element these attributes describe.
    public var key: ElementKey
    /// The frame in content coordinates. Setting `center` or `size` keeps the other fixed, as in UIKit.
    public var frame: Rect
    /// 3D transform applied about the centre (identity by default).
    public var transform3D: Transform3D = .identity
    /// Opacity, 0…1 (default 1).
    public var alpha: Double = 1
    /// Stacking order; higher draws on top (default 0; decorations and supplementary views tie-break by category).
    public var zIndex: Int = 0
    /// Hidden elements keep their place but draw nothing (default false).
    public var isHidden: Bool = false
    /// Values a layout adds beyond UIKit's set (a subclass's properties in UIKit). Part of equality and interpolation.
    public var customValues: [String: AttributeValue] = [:]
    /// Drawn before everything of a higher layer, whatever the zIndex: −1 for an element a layout switch shows
    /// from one of its two layouts only (fading in or out), 0 otherwise. Such an element has no stacking order
    /// with the other layout's elements, so the elements that move (in both layouts, ordered by their
    /// interpolated zIndex) pass over it: a fading header band never covers the cells flying through it.
    var transitionLayer: Int8 = 0

    /// Attributes of the element `key` at `frame`, untransformed and opaque.
    public init(key: ElementKey, frame: Rect) { self.key = key; self.frame = frame }

    /// Attributes for a cell (layoutAttributesForCellWithIndexPath:).
    public static func cell(_ indexPath: IndexPath, frame: Rect = .zero) -> LayoutAttributes {
        LayoutAttributes(key: .cell(indexPath), frame: frame)
    }
    /// Attributes for a supplementary view of a kind.
    public static func supplementary(_ kind: String, _ indexPath: IndexPath, frame: Rect = .zero) -> LayoutAttributes {
        LayoutAttributes(key: .supplementary(kind, indexPath), frame: frame)
    }
    /// Attributes for a decoration view of a kind.
    public static func decoration(_ kind: String, _ indexPath: IndexPath, frame: Rect = .zero) -> LayoutAttributes {
        LayoutAttributes(key: .decoration(kind, indexPath), frame: frame)
    }

    /// The element's index path.
    public var indexPath: IndexPath { key.indexPath }
    /// The element's category.
    public var category: ElementCategory { key.category }

    /// The centre of the frame; setting it moves the frame.
    public var center: Point {
        get { frame.center }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size; setting it keeps the centre.
    public var size: Size {
        get { frame.size }
        set {
            let c = center
            frame = Rect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// A custom value by name.
    public subscript(custom name: String) -> AttributeValue? {
        get { customValues[name] }
        set { customValues[name] = newValue }
    }

    /// True when nothing is NaN or infinite and the size is not negative: safe to draw.
    public var isValid: Bool { frame.isValid && alpha.isFinite }

    /// The element's key and frame, with every attribute that is not its default.
    public var description: String {
        var s = "\(key) frame=\(frame)"
        if !transform3D.isIdentity { s += " transform=\(transform3D)" }
        if alpha != 1 { s += " alpha=\(alpha.compact)" }
        if zIndex != 0 { s += " z=\(zIndex)" }
        if isHidden { s += " hidden" }
        for k in customValues.keys.sorted() { s += " \(k)=\(customValues[k]!)" }
        return s
    }

    /// The attributes at progress t toward `other` (same element): frame, alpha and transform interpolate,
    /// zIndex rounds, isHidden switches at the end it belongs to, custom values interpolate per key (a value one
    /// side lacks switches at the halfway point, except the lift amount, which a side without it has at 0).
    public func interpolated(to other: LayoutAttributes, progress t: Double) -> LayoutAttributes {
        var r = self
        // Center and size interpolate separately so a growing element stays centred on its path.
        let c = center.interpolated(to: other.center, progress: t)
        let sz = size.interpolated(to: other.size, progress: t)
        r.frame = Rect(x: c.x - sz.width / 2, y: c.y - sz.height / 2, width: sz.width, height: sz.height)
        r.alpha = Math.lerp(alpha, other.alpha, t)
        r.zIndex = Int(Math.lerp(Double(zIndex), Double(other.zIndex), t).rounded())
        r.transform3D = transform3D.interpolated(to: other.transform3D, progress: t)
        r.isHidden = t < 1 ? (isHidden && other.isHidden) : other.isHidden
        var values = customValues
        for (k, v) in other.customValues {
            if let mine = customValues[k] ?? Self.absentValue(k) {
                values[k] = mine.interpolated(to: v, progress: t)
            } else if t >= 0.5 { values[k] = v }
        }
        for k in customValues.keys where other.customValues[k] == nil {
            if let zero = Self.absentValue(k), t < 1 { values[k] = customValues[k]!.interpolated(to: zero, progress: t) }
            else if t >= 0.5 { values[k] = nil }
        }
        r.customValues = values
        return r
    }

    /// The value a side without `key` counts as: the lift amount is 0 there, so a cell's lift animates up and
    /// back down (`CollectionViewCell.liftAmountAttributeKey`); other values switch instead (nil).
    static func absentValue(_ key: String) -> AttributeValue? {
        key == CollectionViewCell.liftAmountAttributeKey ? .number(0) : nil
    }
}
