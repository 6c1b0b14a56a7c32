import LayoutCore

/// Turns a display list into backend calls. Pure: knows nothing of layouts or data, only of display items.
/// Axis-aligned items take the cheap path (filled rectangles, cached corner and text textures); only items
/// with a 3D transform become projected polygons.
public struct DisplayListRenderer {
    /// How far a bold label's second pass is moved (points): the regular face drawn twice reads as bold.
    public static let syntheticBoldOffset = 0.75
    /// Space kept between a label and its view's edges.
    public static let labelPadding = 4.0
    /// Corner segments per quarter when a rounded shape must be tessellated (transformed items only).
    public static let cornerSegments = 4

    /// Whether the covered parts of a dense list's items are left undrawn (on backends that clip): the same
    /// pixels for far fewer filled (see `OcclusionCuller`). On by default; off draws every item whole.
    public var cullsOccludedItems = true

    /// Whether a translucent fill drawn where nothing but the cleared background lies yet is filled with the
    /// opaque color its blending would leave (on backends that can say exactly, see
    /// `DrawingBackend.fillRoundedRect(_:radius:color:over:)`): the same pixels, none blended. A section
    /// background fading out during a layout switch covers most of the screen. On by default.
    public var fillsOverBackgroundOpaque = true

    /// A renderer; it keeps no state between frames, so one per frame costs nothing.
    public init() {}

    /// Draws every item of the list, back to front.
    public func render(_ list: DisplayList, into backend: inout some DrawingBackend) {
        backend.clear(list.backgroundColor)
        if !list.quads.isEmpty { backend.fillQuads(list.quads) }
        // What lies under each item besides the background: the quads, then the items drawn before it.
        var drawn = DrawnArea()
        let background = Color(red: list.backgroundColor.red, green: list.backgroundColor.green, blue: list.backgroundColor.blue, alpha: 1)
        if fillsOverBackgroundOpaque {
            for q in list.quads { drawn.add(Self.bounds(of: [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft])) }
        }
        func base(of item: DisplayItem) -> Color? {
            guard fillsOverBackgroundOpaque, !drawn.isEverywhere else { return nil }
            let touched = Self.touchedBounds(of: item)
            defer { drawn.add(touched) }
            return touched.map { drawn.meets($0) } == false ? background : nil
        }
        guard cullsOccludedItems, let scale = backend.clipScale,
              let plan = OcclusionCuller.visibility(of: list.items, viewport: list.viewportSize, scale: scale) else {
            for item in list.items { draw(item, into: &backend, over: base(of: item)) }
            return
        }
        for (item, seen) in zip(list.items, plan.items) {
            switch seen {
            case .whole: draw(item, into: &backend, over: base(of: item))
            case .hidden: continue
            case .parts(let range):
                let under = base(of: item)
                // Disjoint boxes: a translucent shadow or label edge is blended once, as in a whole draw.
                for box in plan.boxes[range] {
                    backend.clip(to: box.rect(scale: scale))
                    draw(item, into: &backend, over: under)
                }
                backend.clip(to: nil)
            }
        }
    }

    /// Every point an item may touch, a point wider all round (edges snap to device pixels); nil when not
    /// known (a transformed item, a line).
    static func touchedBounds(of item: DisplayItem) -> Rect? {
        guard item.transform.isIdentity, item.appearance.line == nil, item.frame.isValid else { return nil }
        let a = item.appearance
        var r = item.frame
        if a.shadowColor.alpha > 0 {
            let spread = a.shadowRadius.isFinite ? max(0, a.shadowRadius) : 0
            r = r.union(item.frame.offsetBy(dx: a.shadowOffset.x, dy: a.shadowOffset.y).insetBy(dx: -spread, dy: -spread))
        }
        return r.insetBy(dx: -1, dy: -1)
    }

    /// The bounding box of some points, a point wider all round; nil when one is not finite.
    static func bounds(of points: [Point]) -> Rect? {
        guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        var r = Rect(x: first.x, y: first.y, width: 0, height: 0)
        for p in points.dropFirst() { r = r.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
        return r.insetBy(dx: -1, dy: -1)
    }

    /// Draws one item.
    public func draw(_ item: DisplayItem, into backend: inout some DrawingBackend) {
        draw(item, into: &backend, over: nil)
    }

    /// Draws one item; `base` is the opaque background when nothing else has been drawn where it goes.
    func draw(_ item: DisplayItem, into backend: inout some DrawingBackend, over base: Color?) {
        let a = item.appearance
        let alpha = max(0, min(1, item.alpha))
        guard alpha > 0, item.frame.isValid else { return }
        func faded(_ c: Color) -> Color { Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * alpha) }
        let f = item.frame

        if let line = a.line {
            for polyline in line.polylines {
                var points = polyline.map { Point(x: f.minX + $0.x, y: f.minY + $0.y) }
                if !item.transform.isIdentity { points = project(points, about: f.center, item.transform) }
                // A line with bends is drawn leg by leg (a tree connector's elbows, trunk and legs).
                for (from, to) in zip(points, points.dropFirst()) {
                    backend.drawLine(from: from, to: to, width: line.width, color: faded(a.borderColor))
                }
            }
        }

        if a.shadowColor.alpha > 0, a.line == nil { drawShadow(of: item, color: faded(a.shadowColor), into: &backend) }

        if item.transform.isIdentity {
            // Under an opaque image that covers the frame the fill never shows: skipping it spares the software
            // renderer a fill of every photo cell each frame (and the corners' edge pixels blend the image with
            // what is behind the view, not with the placeholder's color).
            let covered = alpha >= 1 && a.line == nil && a.image.map { backend.imageCovers($0, in: f, cornerRadius: a.cornerRadius) } == true
            if a.backgroundColor.alpha > 0, !covered {
                // Its own shadow, drawn first, lies under the fill too.
                if let base, a.shadowColor.alpha == 0 {
                    backend.fillRoundedRect(f, radius: a.cornerRadius, color: faded(a.backgroundColor), over: base)
                } else {
                    backend.fillRoundedRect(f, radius: a.cornerRadius, color: faded(a.backgroundColor))
                }
            }
            if a.borderWidth > 0, a.borderColor.alpha > 0, a.line == nil {
                backend.strokeRoundedRect(f, radius: a.cornerRadius, width: a.borderWidth, color: faded(a.borderColor))
            }
        } else {
            let outline = project(Self.roundedOutline(f, radius: a.cornerRadius), about: f.center, item.transform)
            guard outline.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            if a.backgroundColor.alpha > 0 { backend.fillPolygon(outline, color: faded(a.backgroundColor)) }
        }

        if let image = a.image, a.line == nil { drawImage(image, of: item, alpha: alpha, into: &backend) }

        if let text = a.text, !text.isEmpty {
            // Over an image a label sits on a dark band along the bottom, where it stays readable on any photo.
            let labelFrame = a.image == nil ? f : imageLabelBand(f, fontSize: a.fontSize)
            if a.image != nil, item.transform.isIdentity {
                backend.fillRoundedRect(labelFrame, radius: min(a.cornerRadius, labelFrame.height / 2), color: faded(Self.imageLabelBandColor))
            }
            let (box, fontSize, vertical, text) = labelLayout(text, appearance: a, in: labelFrame, backend: &backend)
            guard box.width > 0, box.height > 0 else { return }
            // The text color was chosen against the cell's fill; over a picture the label sits on the dark band
            // instead, so it is drawn light (dark text on the band could not be read).
            let textColor = a.image == nil ? a.textColor : Self.imageLabelTextColor
            if item.transform.isIdentity {
                if vertical {
                    backend.drawVerticalText(text, fontSize: fontSize, color: faded(textColor), in: box)
                } else {
                    backend.drawText(text, fontSize: fontSize, color: faded(textColor), in: box)
                    // Bold from the regular face: the text again, a hair to the right (the usual synthetic bold).
                    if a.isBold { backend.drawText(text, fontSize: fontSize, color: faded(textColor), in: box.offsetBy(dx: Self.syntheticBoldOffset, dy: 0)) }
                }
            } else {
                // Corners in the text's own order; a vertical label's top-left is its box's bottom-left.
                var corners = [Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
                               Point(x: box.maxX, y: box.maxY), Point(x: box.minX, y: box.maxY)]
                if vertical { corners = [corners[3], corners[0], corners[1], corners[2]] }
                let q = project(corners, about: f.center, item.transform)
                backend.drawText(text, fontSize: fontSize, color: faded(textColor), quad: q)
            }
        }
    }

    /// Layers a soft shadow is built from (see `drawShadow`): enough that no step between two shows, even at 2×.
    public static let shadowLayers = 16

    /// A soft shadow under an item, as a blur would make it: `shadowLayers` translucent rounded rectangles at the
    /// shadow offset, from grown by the shadow radius (the faint outer rim) to shrunk by half of it (under the
    /// item), so the shade deepens layer by layer towards the item and fades out over the radius, with no hard
    /// edge. Each layer's opacity is chosen so all of them stacked give the shadow color's. Cheap on any
    /// backend (a few fills, no blur pass). Transformed items get the same shapes projected through their
    /// transform.
    func drawShadow(of item: DisplayItem, color: Color, into backend: inout some DrawingBackend) {
        let a = item.appearance, f = item.frame
        let spread = a.shadowRadius.isFinite ? max(0, a.shadowRadius) : 0
        let n = spread > 0 ? Self.shadowLayers : 1
        // 1 − (1 − α)^(1/n): n layers composited over one another give α where all of them overlap.
        let per = 1 - Math.pow(1 - min(1, color.alpha), 1 / Double(n))
        let layer = Color(red: color.red, green: color.green, blue: color.blue, alpha: per)
        let base = f.offsetBy(dx: a.shadowOffset.x, dy: a.shadowOffset.y)
        // An opaque card drawn next covers the middle of its shadow: the layers need not fill it (16 layers
        // under a card were most of a frame's pixels). The hole keeps clear of the card's rounded corners: the
        // square through their arcs' midpoints, a point further in.
        let opaque = item.alpha >= 1 && a.backgroundColor.alpha >= 1 && a.line == nil
        let inset = Swift.max(0, Swift.min(a.cornerRadius, f.width / 2, f.height / 2)) * (1 - 1 / 2.0.squareRoot()) + 1
        let hole = opaque ? f.insetBy(dx: inset, dy: inset) : nil
        for k in 0..<n {
            // From +spread down to −spread/2, evenly.
            let grow = n == 1 ? 0 : spread - 1.5 * spread * Double(k) / Double(n - 1)
            let r = base.insetBy(dx: -grow, dy: -grow)
            guard r.isValid, r.width > 0, r.height > 0 else { return }
            let radius = max(0, a.cornerRadius + grow)
            if item.transform.isIdentity {
                if let hole, hole.width > 0, hole.height > 0 {
                    backend.fillRoundedRect(r, radius: radius, color: layer, hidden: hole)
                } else {
                    backend.fillRoundedRect(r, radius: radius, color: layer)
                }
            } else {
                let outline = project(Self.roundedOutline(r, radius: radius), about: f.center, item.transform)
                guard outline.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
                backend.fillPolygon(outline, color: layer)
            }
        }
    }

    /// Smallest point size a label is set at: below it a label is wrapped and cut with "…" rather than shrunk
    /// (only a cell shorter than one line at this size scales its label down).
    public static let minimumFontSize = 9.0
    /// Most lines a label in a cell wraps to.
    public static let maximumLabelLines = 3

    /// A label may turn vertical only in a frame at least this many times taller than wide.
    public static let verticalLabelAspect = 2.0
    /// …and only when turned it comes out at least this many times larger than fitted across the width.
    public static let verticalLabelGain = 1.5

    /// Where a label goes, at what point size, whether it reads bottom to top, and the text to draw (its lines,
    /// joined by "\n"). Across the frame it is centred (or leading-aligned). A label too wide for its view is
    /// first set at a smaller point size on one line (crisp), not below `minimumFontSize`; failing that it wraps at
    /// word boundaries (and between CJK characters) to as many lines as the frame holds (at most
    /// `maximumLabelLines`), at the requested size and then at the minimum size, the last line cut with "…".
    /// In a tall, narrow frame (a horizontally scrolling layout's header strip) a label that overflows is turned
    /// 90° counter-clockwise instead when that shows it much larger.
    func labelLayout(_ text: String, appearance a: ViewAppearance, in f: Rect,
                     backend: inout some DrawingBackend) -> (rect: Rect, fontSize: Double, vertical: Bool, text: String) {
        let natural = backend.measureText(text, fontSize: a.fontSize)
        guard natural.width > 0, natural.height > 0 else { return (.zero, a.fontSize, false, text) }
        if let padding = a.sizedLabelPadding {
            // A view sized to its label: set as it was measured (same width, size and line limit), not shrunk.
            let room = f.width - 2 * padding
            guard room > 0 else { return (.zero, a.fontSize, false, text) }
            let set = backend.setText(text, fontSize: a.fontSize, maxWidth: room, maxLines: Self.maximumLabelLines)
            guard set.size.width > 0, set.size.height > 0 else { return (.zero, a.fontSize, false, text) }
            let k = min(1, f.height / set.size.height, room / set.size.width)
            let w = set.size.width * k, h = set.size.height * k
            let x = a.textAlignment == .center ? f.midX - w / 2 : f.minX + padding
            return (Rect(x: x, y: f.midY - h / 2, width: w, height: h), a.fontSize, false, set.text)
        }
        let room = f.width - 2 * Self.labelPadding
        let multiline = text.contains(where: \.isNewline)
        if natural.width > room, !multiline, f.height >= Self.verticalLabelAspect * f.width {
            // Compared as if scaled at the requested size: a re-rendered smaller font comes out about as large, and
            // this way deciding measures nothing that is not drawn.
            let across = room > 0 ? min(1, room / natural.width, f.height / natural.height) : 0
            let along = min(1, (f.height - 2 * Self.labelPadding) / natural.width, f.width / natural.height)
            if along > 0, along >= Self.verticalLabelGain * across,
               let up = fitLabel(text, fontSize: a.fontSize, natural: natural, length: f.height, depth: f.width, backend: &backend) {
                let length = up.size.width, depth = up.size.height
                // Text reading upwards starts at the bottom: leading alignment is the bottom end, kept inside the frame.
                let y = a.textAlignment == .center ? f.midY - length / 2
                    : max(f.maxY - Self.labelPadding - 8, f.minY + Self.labelPadding + length) - length
                return (Rect(x: f.midX - depth / 2, y: y, width: depth, height: length), up.fontSize, true, text)
            }
        }
        guard room > 0, let set = setLabel(text, fontSize: a.fontSize, room: room, depth: f.height, backend: &backend)
        else { return (.zero, a.fontSize, false, text) }
        // Only a frame shorter than the set text scales it (a tiny cell); its width already fits.
        let k = min(1, f.height / set.setting.size.height, room / set.setting.size.width)
        let w = set.setting.size.width * k, h = set.setting.size.height * k
        let x = a.textAlignment == .center ? f.midX - w / 2 : f.minX + Self.labelPadding + 8
        return (Rect(x: x, y: f.midY - h / 2, width: w, height: h), set.fontSize, false, set.setting.text)
    }

    /// The label set for a horizontal run `room` wide in a frame `depth` high (see `labelLayout`).
    func setLabel(_ text: String, fontSize requested: Double, room: Double, depth: Double,
                  backend: inout some DrawingBackend) -> (setting: TextSetting, fontSize: Double)? {
        func lines(at size: Double, _ oneLine: TextSetting) -> Int {
            let lineHeight = oneLine.size.height / Double(max(1, oneLine.lines.count))
            return max(1, min(Self.maximumLabelLines, Int(depth / max(1, lineHeight))))
        }
        let single = backend.setText(text, fontSize: requested, maxWidth: .infinity, maxLines: 0)
        guard single.size.width > 0, single.size.height > 0 else { return nil }
        let multiline = single.lines.count > 1
        if single.size.width <= room && single.lines.count <= lines(at: requested, single) { return (single, requested) }
        if !multiline && requested > Self.minimumFontSize {
            let smaller = max(Self.minimumFontSize, (requested * room / single.size.width).rounded(.down))
            let s = backend.setText(text, fontSize: smaller, maxWidth: .infinity, maxLines: 0)
            if s.size.width <= room { return (s, smaller) }
        }
        let wrapped = backend.setText(text, fontSize: requested, maxWidth: room, maxLines: lines(at: requested, single))
        if !wrapped.truncated || requested <= Self.minimumFontSize { return (wrapped, requested) }
        let small = backend.setText(text, fontSize: Self.minimumFontSize, maxWidth: .infinity, maxLines: 1)
        let minimum = backend.setText(text, fontSize: Self.minimumFontSize, maxWidth: room,
                                      maxLines: lines(at: Self.minimumFontSize, small))
        return (minimum, Self.minimumFontSize)
    }

    /// A label fitted along a side `length` long (padded at both ends) and across one `depth` deep: first a smaller
    /// whole point size, then scaled as an image below the minimum size. Its size is in text terms (width along
    /// the line); nil when there is no room.
    func fitLabel(_ text: String, fontSize requested: Double, natural measured: Size, length: Double, depth: Double,
                  backend: inout some DrawingBackend) -> (size: Size, fontSize: Double)? {
        var fontSize = requested, natural = measured
        let room = length - 2 * Self.labelPadding
        guard natural.width > 0, natural.height > 0, room > 0 else { return nil }
        if natural.width > room && fontSize > Self.minimumFontSize {
            fontSize = max(Self.minimumFontSize, (fontSize * room / natural.width).rounded(.down))
            natural = backend.measureText(text, fontSize: fontSize)
        }
        let scale = min(1, room / natural.width, depth / natural.height)
        return (Size(width: natural.width * scale, height: natural.height * scale), fontSize)
    }

    /// Maps points through a transform applied about `center` (Core Animation's anchor point at the middle).
    func project(_ points: [Point], about center: Point, _ t: Transform3D) -> [Point] {
        points.map { p in
            let q = t.project(Point(x: p.x - center.x, y: p.y - center.y))
            return Point(x: q.x + center.x, y: q.y + center.y)
        }
    }

    /// Outline of a rounded rectangle, clockwise from the top-left corner's arc.
    static func roundedOutline(_ f: Rect, radius: Double) -> [Point] {
        let r = max(0, min(radius, f.width / 2, f.height / 2))
        if r == 0 {
            return [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY), Point(x: f.maxX, y: f.maxY), Point(x: f.minX, y: f.maxY)]
        }
        let centers = [Point(x: f.minX + r, y: f.minY + r), Point(x: f.maxX - r, y: f.minY + r),
                       Point(x: f.maxX - r, y: f.maxY - r), Point(x: f.minX + r, y: f.maxY - r)]
        var pts: [Point] = []
        for (i, c) in centers.enumerated() {
            let start = Math.pi * (1 + Double(i) / 2)  // 180°, 270°, 0°, 90°
            for s in 0...cornerSegments {
                let angle = start + Math.pi / 2 * Double(s) / Double(cornerSegments)
                pts.append(Point(x: c.x + r * Math.cos(angle), y: c.y + r * Math.sin(angle)))
            }
        }
        return pts
    }
}
