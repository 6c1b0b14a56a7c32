internal import CSDL2
import LayoutCore

/// The only place the playground reads real time: SDL's millisecond tick, the clock SDL events are stamped with.
struct FrameClock {
    /// Now, as a LayoutCore timestamp.
    var now: Timestamp { Timestamp(seconds: Double(SDL_GetTicks64()) / 1000) }
}
