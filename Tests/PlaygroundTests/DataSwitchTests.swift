import Foundation
import Testing

/// D, the data switch, played headless from a recording.
@Suite("Data switch (D)", .serialized)
struct DataSwitchTests {
    /// The state after D pressed at 0.1 s and frames up to `end` seconds.
    private func stateAfterD(until end: Double, in dir: URL) throws -> [String: Any] {
        try RecordedReplay.state(of: [#"{"key": "d", "mods": [], "t": 0.1}"#, #"{"frame": 0.1}"#, #"{"frame": \#(end)}"#],
                                 options: ["--layout", "flow"], in: dir, name: "d-\(end)")
    }

    @Test("D cross-fades: half way through, the old items' views are still shown fading out beside the new ones; then only the new")
    func crossFade() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let mid = try stateAfterD(until: 0.25, in: dir), end = try stateAfterD(until: 1.0, in: dir)
        // The data is the class hierarchy at once (the data source changed with the batch update).
        let sections = try #require(mid["sections"] as? [[String]])
        #expect(sections == end["sections"] as? [[String]])
        #expect(!(sections.first?.isEmpty ?? true))
        let liveMid = try #require(mid["liveViews"] as? Int), liveEnd = try #require(end["liveViews"] as? Int)
        // A hard cut (reloadData) shows only the new items' views at once; the cross-fade keeps the old ones
        // until they have faded out.
        #expect(liveMid > liveEnd + 20, "mid \(liveMid), end \(liveEnd)")
        #expect((mid["cells"] as? [Any])?.count == (end["cells"] as? [Any])?.count)
    }
}
