import Foundation
import LayoutCore

/// One step of a fuzz run. Events do not depend on the app's state: positions are fractions of the viewport at
/// the time the event runs, and time is the driver's synthetic clock, so a list of events replays exactly
/// (`playground fuzz --replay FILE`, one JSON object per line, the format the shrinker prints).
enum FuzzEvent: Equatable {
    /// A pointer event at a fraction of the viewport (values outside 0…1 land outside the window).
    case pointer(PointerEvent.Phase, button: PointerEvent.Button, at: Point, modifiers: Modifiers, clicks: Int)
    /// A wheel event; while an interactive transition runs it scrubs it, as the window's event loop does.
    case wheel(dx: Double, dy: Double, at: Point, modifiers: Modifiers)
    /// A touch-device pinch about a fraction of the viewport.
    case pinch(scale: Double, at: Point)
    /// A key press, through `PlaygroundApp.handle(_:)` (the hotkey table).
    case key(KeyEvent.Key, modifiers: Modifiers)
    /// Shift released: ends an interactive transition where it is, as the window's event loop does.
    case shiftUp
    /// A window resize: the collection view's viewport (not the fixed-size headless render target).
    case resize(width: Double, height: Double)
    /// A jump of the clock, then one frame.
    case wait(seconds: Double)
    /// This many frames (1/60 s each) with no input.
    case frames(Int)
    /// Draw the collection view's display list as it is (odd viewport included) with the SDL renderer.
    case render
    /// One whole `PlaygroundApp.frame` with overlays; the viewport snaps back to the render target's size.
    case appFrame
    /// `--inject-bug drop-item`: an item vanishes from the data without anyone being told (a deliberate bug).
    case dropItem
    /// `--inject-bug crash`: the process traps, as a failed precondition would (a deliberate crash).
    case crash

    /// Frames the event advances (every event is followed by one frame; `frames(n)` by n).
    var frameCount: Int {
        if case .frames(let n) = self { return max(1, n) }
        return 1
    }
}

// MARK: JSON lines

extension FuzzEvent {
    /// One JSON object on one line. Numbers print in Swift's shortest round-trip form, so a replay reads back the
    /// exact values. `resolved` adds where a fraction landed in window coordinates and the clock (for people).
    func json(resolvedAt window: Point? = nil, time: Double? = nil) -> String {
        var fields: [(String, String)] = []
        func point(_ p: Point) -> String { "[\(num(p.x)), \(num(p.y))]" }
        switch self {
        case .pointer(let phase, let button, let at, let mods, let clicks):
            fields = [("event", q("pointer")), ("phase", q(phase.rawValue)), ("button", q(button.rawValue)), ("at", point(at)),
                      ("mods", InputNames.modifierJSON(mods)), ("clicks", "\(clicks)")]
        case .wheel(let dx, let dy, let at, let mods):
            fields = [("event", q("wheel")), ("dx", num(dx)), ("dy", num(dy)), ("at", point(at)), ("mods", InputNames.modifierJSON(mods))]
        case .pinch(let scale, let at):
            fields = [("event", q("pinch")), ("scale", num(scale)), ("at", point(at))]
        case .key(let key, let mods):
            fields = [("event", q("key")), ("key", q(InputNames.keyName(key))), ("mods", InputNames.modifierJSON(mods))]
            if let binding = HotkeyMap.binding(for: KeyEvent(key, modifiers: mods, timestamp: .zero)) {
                fields.append(("label", q(binding.label)))
            }
        case .shiftUp: fields = [("event", q("shift-up"))]
        case .resize(let w, let h): fields = [("event", q("resize")), ("size", "[\(num(w)), \(num(h))]")]
        case .wait(let s): fields = [("event", q("wait")), ("seconds", num(s))]
        case .frames(let n): fields = [("event", q("frames")), ("count", "\(n)")]
        case .render: fields = [("event", q("render"))]
        case .appFrame: fields = [("event", q("app-frame"))]
        case .dropItem: fields = [("event", q("drop-item"))]
        case .crash: fields = [("event", q("crash"))]
        }
        if let window {
            fields.append(("window", point(Point(x: (window.x * 100).rounded() / 100, y: (window.y * 100).rounded() / 100))))
        }
        if let time { fields.append(("t", num((time * 10_000).rounded() / 10_000))) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// Reads one JSON line; the error names the field that is wrong.
    static func parse(_ line: String) throws -> FuzzEvent {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)), let d = object as? [String: Any] else {
            throw FuzzEventError("not a JSON object")
        }
        guard let type = d["event"] as? String else { throw FuzzEventError("missing \"event\"") }
        func double(_ k: String) throws -> Double {
            guard let v = (d[k] as? NSNumber).map(JSONFields.exactDouble), v.isFinite else { throw FuzzEventError("\"\(k)\" must be a finite number") }
            return v
        }
        func point(_ k: String) throws -> Point {
            guard let a = (d[k] as? [NSNumber])?.map(JSONFields.exactDouble), a.count == 2, a.allSatisfy(\.isFinite) else {
                throw FuzzEventError("\"\(k)\" must be [x, y]")
            }
            return Point(x: a[0], y: a[1])
        }
        func mods() throws -> Modifiers {
            guard let names = (d["mods"] ?? [String]()) as? [String] else { throw FuzzEventError("\"mods\" must be a list of names") }
            switch InputNames.modifiers(names) {
            case .success(let m): return m
            case .failure(let e): throw FuzzEventError("\"mods\": \(e)")
            }
        }
        switch type {
        case "pointer":
            guard let phase = (d["phase"] as? String).flatMap(PointerEvent.Phase.init(rawValue:)) else {
                throw FuzzEventError("\"phase\" must be down, move, up or cancel")
            }
            guard let button = (d["button"] as? String).flatMap(PointerEvent.Button.init(rawValue:)) else {
                throw FuzzEventError("\"button\" must be primary, secondary or none")
            }
            return .pointer(phase, button: button, at: try point("at"), modifiers: try mods(), clicks: (d["clicks"] as? Int) ?? 1)
        case "wheel":
            return .wheel(dx: try double("dx"), dy: try double("dy"), at: try point("at"), modifiers: try mods())
        case "pinch":
            return .pinch(scale: try double("scale"), at: try point("at"))
        case "key":
            guard let name = d["key"] as? String, let key = InputNames.keyNamed(name) else { throw FuzzEventError("\"key\": unknown key") }
            return .key(key, modifiers: try mods())
        case "shift-up": return .shiftUp
        case "resize":
            guard let a = d["size"] as? [NSNumber], a.count == 2 else { throw FuzzEventError("\"size\" must be [w, h]") }
            return .resize(width: JSONFields.exactDouble(a[0]), height: JSONFields.exactDouble(a[1]))
        case "wait": return .wait(seconds: try double("seconds"))
        case "frames":
            guard let n = d["count"] as? Int, n >= 1 else { throw FuzzEventError("\"count\" must be 1 or more") }
            return .frames(n)
        case "render": return .render
        case "app-frame": return .appFrame
        case "drop-item": return .dropItem
        case "crash": return .crash
        default: throw FuzzEventError("\"event\": unknown event '\(type)'")
        }
    }
}

/// A replay file that cannot be read: the message names the line and the field.
struct FuzzEventError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

private func q(_ s: String) -> String { JSONText.string(s) }
/// Integers without a fraction, others in shortest round-trip form: a replay reads back the exact value.
private func num(_ v: Double) -> String { v.compact }

enum FuzzEventList {
    /// Reads a replay file: one event per line; blank lines and lines starting with # are skipped.
    static func load(path: String) throws -> [FuzzEvent] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("--replay: cannot read '\(path)'; give a file of JSON lines as the fuzzer prints them")
        }
        var events: [FuzzEvent] = []
        for (n, raw) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            do { events.append(try FuzzEvent.parse(line)) } catch {
                throw PlaygroundError("--replay: '\(path)' line \(n + 1): \(error)")
            }
        }
        return events
    }

    static func write(_ events: [FuzzEvent], to path: String) throws {
        let text = events.map { $0.json() + "\n" }.joined()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
