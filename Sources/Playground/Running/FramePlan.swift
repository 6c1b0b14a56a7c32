import LayoutCore

/// What a frame source asks of the next frame: its time, whether it is drawn and presented, and whether it is the
/// last.
struct FramePlan {
    var now: Timestamp
    /// Presented on screen (the last frame is not: its screenshot is still to be read).
    var present: Bool
    /// Drawn at all (a headless replay draws only its last frame).
    var draws = true
    /// Written to the `--record` recording (a replay's frames are not: they are the recording).
    var records = true
    /// The run ends after it.
    var isLast = false
}
