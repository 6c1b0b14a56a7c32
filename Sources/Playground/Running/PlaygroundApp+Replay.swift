internal import CSDL2
import Foundation
import LayoutCore
import Renderer

/// Playing a recording back (`--replay FILE`): each recorded frame gets the input handled before it, the
/// window size and the time it had, so the model goes through the same states. In a window the frames are
/// paced in real time (Ctrl+Q or closing the window stops); headless they run as fast as they can and only
/// the last one is drawn.
extension PlaygroundApp {
    func replay(_ recording: Recording, inWindow: Bool) throws {
        screenshotDirectory = nil
        let clock = FrameClock()
        let start = clock.now
        let first = recording.frames.first?.time ?? .zero
        var event = SDL_Event()
        for (i, recorded) in recording.frames.enumerated() {
            if inWindow {
                // Real input only ends the replay; the recording's is what plays.
                while SDL_PollEvent(&event) != 0 {
                    switch translator.translate(&event) {
                    case .quit?: return
                    case .key(let k)? where HotkeyMap.binding(for: k)?.action == .quit: return
                    default: break
                    }
                }
                let due = recorded.time - first
                let elapsed = clock.now - start
                if due > elapsed { SDL_Delay(UInt32(min(1000, (due - elapsed) * 1000))) }
            }
            if let v = recorded.viewport {
                viewportOverride = v
                if inWindow { target.setWindowSize(width: v.width, height: v.height) }
            }
            for input in recorded.inputs { apply(input) }
            if quitRequested { break }
            if frameCount == 1, let name = options.switchTo.flatMap(LayoutName.init(rawValue:)) { show(name) }
            let isLast = i == recording.frames.count - 1
            if inWindow || isLast {
                frame(now: recorded.time, present: !isLast)
            } else {
                frame(now: recorded.time, present: false, draws: false)
            }
        }
        print("replay: \(frameCount) of \(recording.frames.count) recorded frames played")
    }
}
