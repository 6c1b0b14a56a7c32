/// Time spent on one frame, split as the frame benchmark and the HUD report it (milliseconds). The parts are
/// measured back to back on one clock, so they add up to the frame.
struct FrameTiming {
    /// Input events handled (real or scripted).
    var input = 0.0
    /// Layout and model: input timers, momentum, animations, prepares.
    var layout = 0.0
    /// The visible-views pass: the rect query, the diff, reuse and applying attributes.
    var viewUpdates = 0.0
    /// Building the display list (views and overlays).
    var displayList = 0.0
    /// Drawing the display list.
    var draw = 0.0
    /// Presenting (and a screenshot when one was asked for).
    var present = 0.0
    var total: Double { input + layout + viewUpdates + displayList + draw + present }
    /// Everything before drawing.
    var model: Double { input + layout + viewUpdates + displayList }

    /// A duration in milliseconds.
    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}
