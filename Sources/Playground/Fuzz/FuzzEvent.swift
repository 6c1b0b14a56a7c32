import Foundation
import LayoutCore

/// One step of a fuzz run: an input event, or something the window and the clock do around it. Steps do not
/// depend on the app's state: an input event's window positions are fractions of the viewport at the time it runs
/// (values outside 0…1 land outside the window) and its time is the driver's synthetic clock, so a list of steps
/// replays exactly (`playground fuzz --replay FILE`, one JSON object per line, the format the shrinker prints).
enum FuzzEvent: Equatable {
    /// An input event, fed to the app as the window's event loop does (a wheel scrubs a held interactive
    /// transition, Shift's release ends it, a key goes through the hotkey table).
    /// Boxed (indirect): valgrind flagged the compiler-generated copies of this enum reading the nested
    /// InputEvent's unused payload bits inline; a box gives the payload one fully initialised representation.
    indirect case input(InputEvent)
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

    // Input events as the generator writes them (the driver's clock gives them their time).

    /// A pointer event at a fraction of the viewport.
    static func pointer(_ phase: PointerEvent.Phase, button: PointerEvent.Button, at: Point, modifiers: Modifiers, clicks: Int) -> FuzzEvent {
        .input(.pointer(PointerEvent(phase, at: at, button: button, modifiers: modifiers, clickCount: clicks, timestamp: .zero)))
    }

    static func wheel(dx: Double, dy: Double, at: Point, modifiers: Modifiers) -> FuzzEvent {
        .input(.wheel(WheelEvent(dx: dx, dy: dy, location: at, modifiers: modifiers, timestamp: .zero)))
    }

    /// A touch-device pinch about a fraction of the viewport.
    static func pinch(scale: Double, at: Point) -> FuzzEvent { .input(.pinch(scale: scale, center: at)) }

    static func key(_ key: KeyEvent.Key, modifiers: Modifiers) -> FuzzEvent { .input(.key(KeyEvent(key, modifiers: modifiers, timestamp: .zero))) }

    /// Shift released: ends an interactive transition where it is.
    static let shiftUp = FuzzEvent.input(.keyUp(KeyEvent(.shift, timestamp: .zero)))
}

// MARK: JSON lines

extension FuzzEvent {
    /// One JSON object on one line: an input event in its one JSON form (`InputEvent+Codable.swift`, as
    /// recordings write it; `at` is a fraction of the viewport here), other steps as `{"event": …}`. Numbers print
    /// in Swift's shortest round-trip form, so a replay reads back the exact values. `resolvedAt` and `time` add,
    /// for people, where a fraction landed in window coordinates and the clock (a replay ignores both).
    func json(resolvedAt window: Point? = nil, time: Double? = nil) -> String {
        var fields: [(String, String)] = []
        func point(_ p: Point) -> String { "[\(num(p.x)), \(num(p.y))]" }
        let t = time.map { Timestamp(seconds: ($0 * 10_000).rounded() / 10_000) }
        var line: String
        var carriesTime = false
        switch self {
        case .input(let e):
            line = RecordedInput.line(t.map(e.at) ?? e)
            carriesTime = e.timestamp != nil
            if case .key(let k) = e, let binding = HotkeyMap.binding(for: k) { fields.append(("label", q(binding.label))) }
        case .resize(let w, let h): line = step("resize", [("size", "[\(num(w)), \(num(h))]")])
        case .wait(let s): line = step("wait", [("seconds", num(s))])
        case .frames(let n): line = step("frames", [("count", "\(n)")])
        case .render: line = step("render")
        case .appFrame: line = step("app-frame")
        case .dropItem: line = step("drop-item")
        case .crash: line = step("crash")
        }
        if let window {
            fields.append(("window", point(Point(x: (window.x * 100).rounded() / 100, y: (window.y * 100).rounded() / 100))))
        }
        if let t, !carriesTime { fields.append(("t", num(t.seconds))) }
        guard !fields.isEmpty else { return line }
        line.removeLast()  // the closing brace
        return line + ", " + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func step(_ name: String, _ fields: [(String, String)] = []) -> String {
        "{" + ([("event", q(name))] + fields).map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// Reads one JSON line; the error names the field that is wrong.
    static func parse(_ line: String) throws -> FuzzEvent {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)), let d = object as? [String: Any] else {
            throw FuzzEventError("not a JSON object")
        }
        guard let type = d["event"] else {
            do { return .input(try RecordedInput.event(line)) } catch let e as JSONFields.FieldError {
                throw FuzzEventError("\"\(e.field)\": \(e.problem)")
            }
        }
        func double(_ k: String) throws -> Double {
            guard let v = (d[k] as? NSNumber).map(JSONFields.exactDouble), v.isFinite else { throw FuzzEventError("\"\(k)\" must be a finite number") }
            return v
        }
        switch type as? String {
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
        default:
            throw FuzzEventError("\"event\": unknown event '\(type)'; steps are resize, wait, frames, render, app-frame, drop-item and crash, "
                + "and input events are written as in recordings: {\"pointer\": \"down\", \"button\": \"primary\", \"at\": [0.5, 0.5]}")
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
