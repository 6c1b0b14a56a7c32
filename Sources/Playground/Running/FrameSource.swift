/// Where a run's frames come from: the window (real time, SDL events), a headless run (fixed steps, no input) or a
/// recording (its frames' times, window sizes and input). `FrameDriver.run(_:_:)` asks for each frame, makes it,
/// and tells the source it was made.
protocol FrameSource {
    /// Handles the input due before the next frame and plans it; nil ends the run.
    mutating func nextFrame(_ app: PlaygroundApp) -> FramePlan?
    /// After the frame was made (and recorded).
    mutating func frameDidEnd(_ app: PlaygroundApp, _ plan: FramePlan)
}
