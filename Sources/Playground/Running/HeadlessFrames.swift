import LayoutCore

/// A headless run: `--frames N` frames (1 by default) at fixed 1/60 s steps, identical every run.
struct HeadlessFrames: FrameSource {
    let frames: Int
    private var next = 0

    init(frames: Int) { self.frames = frames }

    mutating func nextFrame(_ app: PlaygroundApp) -> FramePlan? {
        guard next < frames else { return nil }
        defer { next += 1 }
        return FramePlan(now: Timestamp(seconds: Double(next) * PlaygroundApp.frameInterval), present: next < frames - 1,
                         isLast: next == frames - 1)
    }

    func frameDidEnd(_ app: PlaygroundApp, _ plan: FramePlan) {}
}
