import Foundation

/// The recording a running app writes (`--record`), read while it grows: a line per input event and per frame,
/// flushed every frame, each stamped with the app's own clock (SDL ticks, in seconds). The window tests wait on
/// it instead of sleeping: "the app has received this input" and "the app's clock has passed this time" are facts
/// the app states, where a fixed sleep guesses, and guesses wrong under load. The app draws a frame at least
/// every 100 ms even when idle, so its clock always shows up here.
struct LiveRecording {
    typealias Entry = [String: Any]

    /// An input line, by what the recording names.
    enum Input {
        /// A key press by the name the recording gives it ("Delete", "w", …).
        case key(String)
        /// A pointer event in a phase ("down", "move", "up").
        case pointer(String)
        /// A pointer event in a phase at a window height (within a point).
        case pointerAt(String, y: Double)
        /// A wheel notch (ctrl+wheel included: it is recorded as a wheel with modifiers).
        case wheel

        func matches(_ e: Entry) -> Bool {
            switch self {
            case .key(let name): return e["key"] as? String == name
            case .pointer(let phase): return e["pointer"] as? String == phase
            case .pointerAt(let phase, let y):
                guard e["pointer"] as? String == phase, let at = e["at"] as? [NSNumber], at.count == 2 else { return false }
                return abs(at[1].doubleValue - y) <= 1
            case .wheel: return e["wheel"] != nil
            }
        }
    }

    let path: String

    /// The complete lines so far, parsed (the line being written, if any, is left out).
    func entries() -> [Entry] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast()  // "" after the last newline, or a line still being written
        return lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? Entry }
    }

    /// The app time of the last frame recorded.
    var lastFrameTime: Double? { entries().last { $0["frame"] != nil }.flatMap { ($0["frame"] as? NSNumber)?.doubleValue } }

    /// Waits until `count` inputs of a kind are recorded after the first `start` entries, and returns the app time of the
    /// last of them; nil when they do not arrive within `timeout` seconds.
    func waitForInputs(_ input: Input, count: Int = 1, after start: Int, timeout: Double = 20) -> Double? {
        var time: Double?
        _ = ProcessRunner.wait(timeout: timeout) {
            let hits = entries().dropFirst(start).filter { $0["t"] != nil && input.matches($0) }
            guard hits.count >= count else { return false }
            time = (hits[count - 1]["t"] as? NSNumber)?.doubleValue
            return time != nil
        }
        return time
    }

    /// Waits until the app has drawn a frame at or after `time` on its own clock.
    func waitForFrame(atOrAfter time: Double, timeout: Double = 20) -> Bool {
        ProcessRunner.wait(timeout: timeout) { (lastFrameTime ?? -.infinity) >= time }
    }

    /// Waits until a frame is recorded with the window at `size` (frame lines name the viewport when it changes).
    func waitForViewport(_ size: (Int, Int), timeout: Double = 20) -> Bool {
        ProcessRunner.wait(timeout: timeout) {
            entries().last { $0["viewport"] != nil }.flatMap { $0["viewport"] as? [Int] } == [size.0, size.1]
        }
    }
}
