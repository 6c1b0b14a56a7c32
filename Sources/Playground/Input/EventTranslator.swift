internal import CSDL2
import LayoutCore

/// Turns SDL events into `InputEvent`s. Modifiers are tracked from key events in event order,
/// because wheel events carry none and SDL_GetModState() can be ahead of the queue under X input bursts.
struct EventTranslator {
    /// Modifiers held, as of the last key event translated.
    private(set) var modifiers: Modifiers = []

    /// Exponent per unit of finger spread change: spreading across a third of the surface doubles the size.
    static let touchPinchGain = 3 * 0.693

    /// True for either shift key.
    static func isShift(_ sym: SDL_Keycode) -> Bool {
        let k = UInt32(bitPattern: sym)
        return k == SDLK_LSHIFT.rawValue || k == SDLK_RSHIFT.rawValue
    }

    /// The input event an SDL event is; nil for events the playground does not use (window events among them:
    /// the frame loop reads the window's size itself).
    mutating func translate(_ ev: inout SDL_Event) -> InputEvent? {
        let time = Timestamp(seconds: Double(ev.common.timestamp) / 1000)
        switch ev.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            modifiers = Self.modifiers(UInt32(ev.key.keysym.mod))
            if ev.type == SDL_KEYUP.rawValue {
                // Only Shift's release does anything (it ends an interactive transition); other releases are noise.
                return Self.isShift(ev.key.keysym.sym) ? .keyUp(KeyEvent(.shift, modifiers: modifiers, timestamp: time)) : nil
            }
            guard let key = Self.key(ev.key.keysym.sym) else { return nil }
            return .key(KeyEvent(key, modifiers: modifiers, timestamp: time))
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button: PointerEvent.Button
            switch Int32(ev.button.button) {
            case SDL_BUTTON_LEFT: button = .primary
            case SDL_BUTTON_RIGHT: button = .secondary
            default: return nil
            }
            return .pointer(PointerEvent(ev.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up,
                                         at: Point(x: Double(ev.button.x), y: Double(ev.button.y)), button: button,
                                         modifiers: modifiers, clickCount: Int(ev.button.clicks), timestamp: time))
        case SDL_MULTIGESTURE.rawValue:
            // dDist is the change of the fingers' spread, as a fraction of the touch surface's size.
            guard ev.mgesture.numFingers >= 2, ev.mgesture.dDist != 0 else { return nil }
            return .pinch(scale: Math.exp(Double(ev.mgesture.dDist) * Self.touchPinchGain),
                          center: Point(x: Double(ev.mgesture.x), y: Double(ev.mgesture.y)))
        case SDL_MOUSEMOTION.rawValue:
            let held: PointerEvent.Button = ev.motion.state & 1 != 0  /* SDL_BUTTON_LMASK: a function-like macro, not imported */ ? .primary : .none
            return .pointer(PointerEvent(.move, at: Point(x: Double(ev.motion.x), y: Double(ev.motion.y)), button: held,
                                         modifiers: modifiers, timestamp: time))
        case SDL_MOUSEWHEEL.rawValue:
            let flip: Double = ev.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(WheelEvent(dx: Double(ev.wheel.preciseX) * flip, dy: Double(ev.wheel.preciseY) * flip,
                                     location: Point(x: Double(ev.wheel.mouseX), y: Double(ev.wheel.mouseY)),
                                     modifiers: modifiers, timestamp: time))
        default:
            return nil
        }
    }

    static func modifiers(_ mod: UInt32) -> Modifiers {
        var m: Modifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { m.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { m.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { m.insert(.command) }
        return m
    }

    static func key(_ sym: SDL_Keycode) -> KeyEvent.Key? {
        switch UInt32(bitPattern: sym) {
        case SDLK_PAGEUP.rawValue: return .pageUp
        case SDLK_PAGEDOWN.rawValue: return .pageDown
        case SDLK_HOME.rawValue: return .home
        case SDLK_END.rawValue: return .end
        case SDLK_UP.rawValue: return .up
        case SDLK_DOWN.rawValue: return .down
        case SDLK_LEFT.rawValue: return .left
        case SDLK_RIGHT.rawValue: return .right
        case SDLK_ESCAPE.rawValue: return .escape
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: return .enter
        case SDLK_SPACE.rawValue: return .space
        case SDLK_TAB.rawValue: return .tab
        case SDLK_DELETE.rawValue: return .delete
        case SDLK_BACKSPACE.rawValue: return .backspace
        case SDLK_F1.rawValue...SDLK_F12.rawValue: return .function(Int(UInt32(bitPattern: sym) - SDLK_F1.rawValue) + 1)
        default:
            // Printable keys: SDL keycodes for them are their (lower-case) Unicode scalars.
            guard sym > 32, sym < 127, let scalar = Unicode.Scalar(UInt32(sym)) else { return nil }
            return .character(Character(scalar))
        }
    }
}
