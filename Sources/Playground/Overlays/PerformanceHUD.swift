import LayoutCore

/// The on-screen performance HUD (P): fps, a frame-time graph of the last frames, the frame split into input,
/// layout, view updates, display list, draw and present (medians that add up to the frame), and live/pooled
/// views (plus cells drawn without a view, beyond the live-view cap). Overlay display items; costs a few filled rects and two short labels per frame.
struct PerformanceHUD {
    var isVisible = false
    /// Frames kept for the graph.
    static let capacity = 120
    private var timings: [FrameTiming] = []
    private var times: [Timestamp] = []
    private var next = 0

    mutating func record(_ t: FrameTiming, at now: Timestamp) {
        if timings.count < Self.capacity {
            timings.append(t); times.append(now)
        } else {
            timings[next] = t; times[next] = now
            next = (next + 1) % Self.capacity
        }
    }

    /// Frames per second over the kept window, from the frames' timestamps.
    var fps: Double {
        guard times.count > 1, let first = times.min(), let last = times.max(), last > first else { return 0 }
        return Double(times.count - 1) / (last - first)
    }

    private func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    /// Height of the HUD panel plus its margin: room other right-hand panels leave free above them.
    static let occupiedHeight = 10 + 168.0
    /// The panel's size: it sits 10 points from the window's top right corner.
    static let size = Size(width: 300, height: 168)

    func items(viewport: Size, liveViews: Int, pooledViews: Int, summarized: Int = 0, renderer: String) -> [DisplayItem] {
        let width = Self.size.width, height = Self.size.height
        let origin = Point(x: viewport.width - width - 10, y: 10)
        var panel = ViewAppearance()
        panel.backgroundColor = Color(hex: 0x0E1014, alpha: 0.85)
        panel.cornerRadius = 6
        func key(_ i: Int) -> ElementKey { .decoration("hud", IndexPath(item: i, section: 0)) }
        var result = [DisplayItem(key: key(0), frame: Rect(x: origin.x, y: origin.y, width: width, height: height),
                                  zIndex: Int.max - 20, appearance: panel)]
        func label(_ text: String, _ i: Int, y: Double, color: Color) -> DisplayItem {
            var a = ViewAppearance()
            a.text = text
            a.textColor = color
            a.fontSize = 12
            a.textAlignment = .leading
            return DisplayItem(key: key(i), frame: Rect(x: origin.x - 4, y: origin.y + y, width: width, height: 18), zIndex: Int.max - 19, appearance: a)
        }
        result.append(label("\(Int(fps.rounded())) fps · \(renderer)", 1, y: 4, color: Color(hex: 0xE6EDF3)))
        func m(_ part: KeyPath<FrameTiming, Double>) -> String { fixed(median(timings.map { $0[keyPath: part] })) }
        result.append(label("input \(m(\.input)) · layout \(m(\.layout)) · views \(m(\.viewUpdates)) ms", 2, y: 22, color: Color(hex: 0xC9D1D9)))
        result.append(label("list \(m(\.displayList)) · draw \(m(\.draw)) · present \(m(\.present)) ms", 5, y: 40, color: Color(hex: 0xC9D1D9)))
        result.append(label("frame \(m(\.total)) ms (median)", 6, y: 58, color: Color(hex: 0xC9D1D9)))
        let beyond = summarized > 0 ? " · \(summarized) as quads" : ""
        result.append(label("views: \(liveViews) live · \(pooledViews) pooled\(beyond)", 3, y: 76, color: Color(hex: 0xC9D1D9)))
        // The graph: one bar per frame, model (input to display list, blue) under draw and present (amber); the line marks 16.7 ms (60 fps).
        let graph = Rect(x: origin.x + 8, y: origin.y + 98, width: width - 16, height: 62)
        let scale = graph.height / 33.3
        var guide = ViewAppearance()
        guide.backgroundColor = Color(hex: 0x5A6272)
        result.append(DisplayItem(key: key(4), frame: Rect(x: graph.minX, y: graph.maxY - 16.7 * scale, width: graph.width, height: 1),
                                  zIndex: Int.max - 18, appearance: guide))
        let ordered = timings.count < Self.capacity ? timings : Array(timings[next...] + timings[..<next])
        let barWidth = graph.width / Double(Self.capacity)
        for (i, t) in ordered.enumerated() {
            let x = graph.minX + Double(i) * barWidth
            let mh = min(graph.height, t.model * scale), dh = min(graph.height - mh, (t.draw + t.present) * scale)
            var m = ViewAppearance(); m.backgroundColor = Color(hex: 0x4DA3FF)
            var d = ViewAppearance(); d.backgroundColor = t.total > 16.7 ? Color(hex: 0xE5534B) : Color(hex: 0xF2A93B)
            result.append(DisplayItem(key: key(10 + 2 * i), frame: Rect(x: x, y: graph.maxY - mh, width: max(1, barWidth - 0.5), height: mh),
                                      zIndex: Int.max - 17, appearance: m))
            result.append(DisplayItem(key: key(11 + 2 * i), frame: Rect(x: x, y: graph.maxY - mh - dh, width: max(1, barWidth - 0.5), height: dh),
                                      zIndex: Int.max - 17, appearance: d))
        }
        return result
    }

    private func fixed(_ v: Double) -> String { String(Double(Int((v * 100).rounded())) / 100) }
}
