import Foundation
import LayoutCore

/// One line of a recording: an input event or a frame, as JSON. Numbers are written in Swift's shortest
/// round-trip form, so a replay reads back the exact times and positions.
enum RecordedInput {
    private typealias J = JSONFields
    private typealias FieldError = JSONFields.FieldError
    private static func n(_ v: Double) -> String { v.compact }
    private static func point(_ p: Point) -> String { "[\(n(p.x)), \(n(p.y))]" }
    private static func mods(_ m: Modifiers) -> String { InputNames.modifierJSON(m) }

    /// The JSON line for an input; nil for input that is not recorded (window events: the frame lines carry sizes).
    static func line(_ input: EventTranslator.Input) -> String? {
        switch input {
        case .quit: return "{\"quit\": true}"
        case .key(let k):
            return "{\"key\": \(JSONText.string(InputNames.keyName(k.key))), \"mods\": \(mods(k.modifiers)), \"t\": \(n(k.timestamp.seconds))}"
        case .keyUp(let k):
            // Only Shift's release does anything (it ends an interactive transition); other releases are noise.
            guard k.key == .character("⇧") else { return nil }
            return "{\"keyUp\": \"shift\", \"mods\": \(mods(k.modifiers)), \"t\": \(n(k.timestamp.seconds))}"
        case .pointer(let p):
            return "{\"pointer\": \"\(p.phase.rawValue)\", \"button\": \"\(p.button.rawValue)\", \"at\": \(point(p.location)), "
                + "\"mods\": \(mods(p.modifiers)), \"clicks\": \(p.clickCount), \"t\": \(n(p.timestamp.seconds))}"
        case .wheel(let w):
            return "{\"wheel\": [\(n(w.dx)), \(n(w.dy))], \"at\": \(point(w.location)), \"mods\": \(mods(w.modifiers)), \"t\": \(n(w.timestamp.seconds))}"
        case .pinch(let scale, let c):
            return "{\"pinch\": \(n(scale)), \"center\": \(point(c))}"
        case .resized, .other: return nil
        }
    }

    /// The JSON line for a frame.
    static func frameLine(time: Timestamp, viewport: PixelSize?) -> String {
        guard let v = viewport else { return "{\"frame\": \(n(time.seconds))}" }
        return "{\"frame\": \(n(time.seconds)), \"viewport\": [\(v.width), \(v.height)]}"
    }

    static func frame(_ d: [String: Any]) throws -> Recording.Frame {
        let time = try J.number(d["frame"], "frame")
        var viewport: PixelSize?
        if let v = d["viewport"] {
            let s = try J.size(v, "viewport")
            guard s.width >= 1, s.height >= 1, s.width == s.width.rounded(), s.height == s.height.rounded() else {
                throw FieldError(field: "viewport", problem: "must be [width, height] in whole points, each 1 or more")
            }
            viewport = PixelSize(width: Int(s.width), height: Int(s.height))
        }
        return Recording.Frame(time: Timestamp(seconds: time), viewport: viewport)
    }

    static func parse(_ d: [String: Any]) throws -> EventTranslator.Input {
        func time() throws -> Timestamp { Timestamp(seconds: try J.number(d["t"], "t")) }
        func modifiers() throws -> Modifiers {
            guard let names = (d["mods"] ?? [String]()) as? [String] else { throw FieldError(field: "mods", problem: "must be a list of names") }
            switch InputNames.modifiers(names) {
            case .success(let m): return m
            case .failure(let e): throw FieldError(field: "mods", problem: "\(e)")
            }
        }
        func at(_ key: String) throws -> Point {
            guard let a = d[key] as? [Any], a.count == 2 else { throw FieldError(field: key, problem: "must be [x, y]") }
            return Point(x: try J.number(a[0], "\(key)[0]"), y: try J.number(a[1], "\(key)[1]"))
        }
        func key(_ field: String) throws -> KeyEvent.Key {
            let name = try J.string(d[field], field)
            if field == "keyUp" && name == "shift" { return .character("⇧") }
            guard let key = InputNames.keyNamed(name) else { throw FieldError(field: field, problem: "unknown key '\(name)'") }
            return key
        }
        if d["quit"] != nil { return .quit }
        if d["key"] != nil { return .key(KeyEvent(try key("key"), modifiers: try modifiers(), timestamp: try time())) }
        if d["keyUp"] != nil { return .keyUp(KeyEvent(try key("keyUp"), modifiers: try modifiers(), timestamp: try time())) }
        if let phase = d["pointer"] {
            guard let p = (phase as? String).flatMap(PointerEvent.Phase.init(rawValue:)) else {
                throw FieldError(field: "pointer", problem: "must be down, move, up or cancel")
            }
            guard let b = (d["button"] as? String).flatMap(PointerEvent.Button.init(rawValue:)) else {
                throw FieldError(field: "button", problem: "must be primary, secondary or none")
            }
            let clicks = try d["clicks"].map { try J.integer($0, "clicks", in: 0...10) } ?? 1
            return .pointer(PointerEvent(p, at: try at("at"), button: b, modifiers: try modifiers(), clickCount: clicks, timestamp: try time()))
        }
        if d["wheel"] != nil {
            let delta = try at("wheel")
            return .wheel(WheelEvent(dx: delta.x, dy: delta.y, location: try at("at"), modifiers: try modifiers(), timestamp: try time()))
        }
        if d["pinch"] != nil {
            let scale = try J.number(d["pinch"], "pinch", positive: true)
            return .pinch(scale: scale, normalizedCenter: try at("center"))
        }
        throw FieldError(field: "(line)", problem: "unknown entry; expected one of frame, key, keyUp, pointer, wheel, pinch, quit")
    }
}
