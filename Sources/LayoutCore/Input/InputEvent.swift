/// One input event, the only form input takes between the platform and the model: the platform's event translator makes
/// them, the playground routes them, recordings write and replay them (one JSON object per line, see
/// `InputEvent+Codable.swift`) and the fuzzer generates them. Adding a kind of input is a case here, its coding,
/// its translation and where it is routed.
public enum InputEvent: Hashable, Sendable {
    /// A pointer pressed, moved, released or cancelled (UIKit: `UITouch` in `touchesBegan(_:with:)` and its siblings).
    case pointer(PointerEvent)
    /// A key pressed (UIKit: `UIPress` in `pressesBegan(_:with:)`).
    case key(KeyEvent)
    /// A key released. Only Shift's release means anything (it ends an interactive transition); its key is
    /// `KeyEvent.Key.shift`.
    case keyUp(KeyEvent)
    /// A wheel or touchpad scroll (UIKit: `UIEvent.EventType.scroll`).
    case wheel(WheelEvent)
    /// A touch-device pinch: a scale factor about a point given as fractions of the window (0…1).
    case pinch(scale: Double, center: Point)
    /// The window is asked to close.
    case quit

    /// When it happened; pinches and quits carry no time.
    public var timestamp: Timestamp? {
        switch self {
        case .pointer(let e): return e.timestamp
        case .key(let e), .keyUp(let e): return e.timestamp
        case .wheel(let e): return e.timestamp
        case .pinch, .quit: return nil
        }
    }

    /// Where it happened: window points for pointer and wheel events, a fraction of the window for a pinch.
    public var location: Point? {
        switch self {
        case .pointer(let e): return e.location
        case .wheel(let e): return e.location
        case .pinch(_, let center): return center
        case .key, .keyUp, .quit: return nil
        }
    }

    /// The same event at another time (events that carry none stay as they are).
    public func at(_ time: Timestamp) -> InputEvent {
        switch self {
        case .pointer(var e): e.timestamp = time; return .pointer(e)
        case .key(var e): e.timestamp = time; return .key(e)
        case .keyUp(var e): e.timestamp = time; return .keyUp(e)
        case .wheel(var e): e.timestamp = time; return .wheel(e)
        case .pinch, .quit: return self
        }
    }

    /// The same event with its window-point location mapped (a pinch's centre is a fraction and stays).
    public func mappingWindowPoint(_ transform: (Point) -> Point) -> InputEvent {
        switch self {
        case .pointer(var e): e.location = transform(e.location); return .pointer(e)
        case .wheel(var e): e.location = transform(e.location); return .wheel(e)
        case .key, .keyUp, .pinch, .quit: return self
        }
    }
}
