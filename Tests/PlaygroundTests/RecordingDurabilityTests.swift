import Foundation
import LayoutCore
import Testing
@testable import Playground

/// A recording keeps every event up to a crash: each line is in the file as soon as it is recorded, before the
/// event is handled and before its frame ends (nothing is held in the process to be lost with it).
@Suite("Recording durability")
struct RecordingDurabilityTests {
    @Test("an event is in the file the moment it is recorded, without a frame line or close")
    func eventWrittenAtOnce() throws {
        let path = try ProcessRunner.temporaryDirectory().appendingPathComponent("r.jsonl").path
        let recorder = try SessionRecorder(path: path, options: ["--layout", "circle"])
        recorder.record(.key(KeyEvent(.character("w"), timestamp: Timestamp(seconds: 0.25))))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2, "header and the event: \(lines)")
        #expect(lines.last.map { $0.contains("\"key\": \"w\"") && $0.contains("0.25") } == true, "\(lines)")
        recorder.recordFrame(time: Timestamp(seconds: 0.25), viewport: PixelSize(width: 800, height: 600))
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 3)
        recorder.close()
        // What was written is a recording a replay reads.
        #expect(try Recording.load(path).frames.count == 1)
    }
}
