import Foundation
import Testing

/// `playground fuzz`: the summary, determinism, bad options, and proof that a broken rule is caught, shrunk and
/// reported (the hidden `--inject-bug drop-item` makes an item vanish from the data half-way through).
@Suite("Fuzzer", .serialized)
struct FuzzTests {
    private func fuzz(_ arguments: [String], timeout: Double = 240) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.playground, ["fuzz"] + arguments, timeout: timeout)
    }

    /// The summary without its timing: what must be identical run to run.
    private func summaryWithoutTime(_ stdout: String) -> String? {
        stdout.split(separator: "\n").first { $0.hasPrefix("fuzz: seed") }.map { String($0.components(separatedBy: ") in ").first ?? "") }
    }

    @Test("a short run exits 0 with one summary line")
    func shortRun() throws {
        let r = try fuzz(["--seed", "3", "--events", "400"])
        #expect(r.status == 0, "stdout: \(r.stdout)\nstderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(r.stdout)")
        let line = String(lines.first ?? "")
        #expect(line.range(of: #"^fuzz: seed 3, 400 events, no violations \(\d+ edits, \d+ drags, \d+ layout switches\) in \d+\.\d s$"#,
                           options: .regularExpression) != nil, "summary: \(line)")
    }

    @Test("the same seed gives the same run")
    func deterministic() throws {
        let a = try fuzz(["--seed", "11", "--events", "300", "--layout", "circle"])
        let b = try fuzz(["--seed", "11", "--events", "300", "--layout", "circle"])
        #expect(a.status == b.status)
        let sa = try #require(summaryWithoutTime(a.stdout), "stdout: \(a.stdout)")
        #expect(sa == summaryWithoutTime(b.stdout))
        #expect(sa.hasPrefix("fuzz: seed 11, 300 events"))
    }

    @Test("bad options get one line naming the option, and exit code 2",
          arguments: [
              (["--events", "-1"], "--events"), (["--seed", "x"], "--seed"), (["--seed", "-3"], "--seed"), (["--frames", "0"], "--frames"),
              (["--layout", "hexagon"], "--layout"), (["--items", "-5"], "--items"), (["--events", "5", "--frames", "5"], "--events"),
              (["--replay", "/nonexistent-dir/events.jsonl"], "--replay"), (["--inject-bug", "nope"], "--inject-bug"), (["--bogus"], "--bogus"),
          ])
    func badOptions(arguments: [String], option: String) throws {
        let r = try fuzz(arguments)
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        #expect(r.stderr.contains(option), "names \(option): \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test("a broken rule is caught: the seed, the violation, the shrunk list as JSON lines, exit code 1")
    func catchesInjectedBug() throws {
        let r = try fuzz(["--seed", "5", "--events", "400", "--inject-bug", "drop-item"])
        #expect(r.status == 1, "stdout: \(r.stdout)\nstderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // The item vanishes at event 200 (half-way) and nothing else may change the data.
        let headline = try #require(lines.first)
        #expect(headline.hasPrefix("fuzz: seed 5: violation after event 200 of 400: ids: item-"), "\(headline)")
        #expect(headline.contains("disappeared"))
        #expect(r.stdout.contains("shortest reproduction: 1 event(s)"), "\(r.stdout)")
        let json = lines.filter { $0.hasPrefix("{") }
        #expect(json.count == 1)
        let event = try #require(try JSONSerialization.jsonObject(with: Data(json[0].utf8)) as? [String: Any])
        #expect(event["event"] as? String == "drop-item")
        #expect(lines.last?.hasPrefix("fuzz: the reproduction fails with: ids:") == true)
    }

    @Test("a crash is caught like a violation: the event, the runtime's message, the shrunk list, exit code 1")
    func catchesInjectedCrash() throws {
        let r = try fuzz(["--seed", "5", "--events", "400", "--inject-bug", "crash"])
        #expect(r.status == 1, "stdout: \(r.stdout)\nstderr: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let headline = try #require(lines.first)
        #expect(headline.hasPrefix("fuzz: seed 5: crash after event 200 of 400: crash: signal"), "\(headline)")
        #expect(headline.contains("Fatal error: injected crash"))
        #expect(r.stdout.contains("shortest reproduction: 1 event(s)"), "\(r.stdout)")
        #expect(lines.filter { $0.hasPrefix("{") } == [#"{"event": "crash"}"#])
    }

    @Test("a printed reproduction replays: the same failure from the file")
    func replay() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let path = dir.appendingPathComponent("repro.jsonl").path
        try """
            {"pointer": "down", "button": "primary", "at": [0.5, 0.3], "mods": [], "clicks": 1, "t": 0}
            {"pointer": "up", "button": "primary", "at": [0.5, 0.3], "mods": [], "clicks": 1, "t": 0}
            {"event": "frames", "count": 25}
            {"event": "drop-item"}
            {"key": "delete", "mods": [], "t": 0}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try fuzz(["--replay", path, "--in-process"])
        #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("violation after event 3 of 5: ids:"), "\(r.stdout)")
        try #"{"event": "teleport"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let bad = try fuzz(["--replay", path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("line 1") && bad.stderr.contains("teleport"), "\(bad.stderr)")
    }

    @Test("a switch begun right after a pinch scrolled the flow (the sides seen at different offsets): no view shows attributes the layout no longer gives (the fuzz's reproduction: a pinned header kept where the rect was)")
    func switchAfterPinchReplays() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let path = dir.appendingPathComponent("switch-after-pinch.jsonl").path
        try """
            {"event": "wait", "seconds": 3.861, "t": 0}
            {"wheel": [0, 2], "at": [0.9506, 0.1928], "mods": ["shift", "ctrl"], "t": 3.8777, "window": [1216.77, 154.24]}
            {"event": "frames", "count": 6, "t": 3.8943}
            {"key": "g", "mods": [], "t": 3.9943, "label": "G"}
            {"event": "frames", "count": 13, "t": 4.011}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try fuzz(["--replay", path])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("no violations (0 edits, 0 drags, 1 layout switches)"), "\(r.stdout)")
    }

    @Test("a soak past its warm-up keeps resident memory within 5 % of the warm figure, and says so")
    func soak() throws {
        // 6,000 frames: the priming (every layout and transition at the largest window, both data sets, which
        // fills the label cache) is the warm-up, and some 2,300 frames of random input follow it.
        let r = try fuzz(["--seed", "2", "--frames", "6000"])
        let line = try #require(r.stdout.split(separator: "\n").first.map(String.init), "stderr: \(r.stderr)")
        let pattern = #"^soak: 6000 frames, RSS warm (\d+\.\d) MB, end (\d+\.\d) MB, growth (-?\d+\.\d) %$"#
        let match = try #require(line.firstMatch(of: try Regex(pattern)), "line: \(line)")
        let warm = try #require(Double(String(match.output[1].substring ?? "")))
        let end = try #require(Double(String(match.output[2].substring ?? "")))
        let growth = try #require(Double(String(match.output[3].substring ?? "")))
        #expect(warm > 0 && end > 0, "RSS was read: \(line)")
        #expect(abs(growth - (end - warm) / warm * 100) < 0.3, "the growth is end against warm: \(line)")
        // Under make sanitize, resident memory measures the sanitizer: AddressSanitizer keeps freed blocks in its
        // quarantine (up to 256 MB) before reusing them, so RSS climbs for thousands of frames whatever the app
        // keeps. The run itself still goes through every frame instrumented; the limit is checked unsanitized.
        guard ProcessInfo.processInfo.environment["PLAYGROUND_SANITIZED"] == nil else { return }
        #expect(growth <= 5, "resident memory grew after the warm-up: \(r.stdout)")
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.split(separator: "\n").count == 1, "one line when memory holds: \(r.stdout)")
    }
}
