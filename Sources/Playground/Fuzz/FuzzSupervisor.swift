import Foundation

/// Runs the fuzz list in a worker process (so a crash is reported like a violation, with its event), prints
/// the summary, or on a failure prints the seed and the failure, shrinks the event list by delta debugging
/// (every try a fresh worker replaying a candidate list) and prints the shortest one as JSON lines.
struct FuzzSupervisor {
    let command: FuzzCommand
    /// This executable (not argv[0], which may be a bare name found on PATH).
    private let executable: String
    private let scratch: URL

    init(command: FuzzCommand) throws {
        self.command = command
        executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("playground-fuzz-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// What a worker run ended in.
    struct Failure {
        /// ids, duplicate, offset, selection, invariant, or crash.
        let kind: String
        /// The event after which it failed, when known.
        let index: Int?
        let message: String
        /// What a shrunk list must still show to count as the same failure.
        var signature: String {
            switch kind {
            case "crash", "invariant": return kind + ":" + String(message.split(separator: ";").first ?? "").filter { !$0.isNumber }.prefix(80)
            default: return kind
            }
        }
    }

    enum Outcome {
        case pass([String: Any])
        case failure(Failure, crashOutput: [String])
        /// The worker ran out of time (shrinking only): counts as "does not reproduce".
        case timeout
    }

    func run() throws -> Int32 {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let clock = ContinuousClock()
        let start = clock.now
        var source: [String]
        if let replay = command.replay {
            source = ["--replay", replay]
        } else {
            source = ["--seed", "\(command.seedValue)"] + (command.frames.map { ["--frames", "\($0)"] } ?? ["--events", "\(command.eventCount)"])
            if let bug = command.injectBug { source += ["--inject-bug", bug] }
        }
        let outcome = try runWorker(configArguments + source, name: "run")
        let seconds = Self.seconds(clock.now - start)
        switch outcome {
        case .pass(let result):
            if let problems = result["problems"] as? [String], !problems.isEmpty {
                FileHandle.standardError.write(Data(("fuzz: note: the collection view reported \(problems.count) distinct problem(s) on the way, e.g.: "
                    + problems.prefix(3).joined(separator: " | ") + "\n").utf8))
            }
            return FuzzReport.printPass(command: command, result: result, seconds: seconds)
        case .timeout:
            return 1
        case .failure(let failure, let crashOutput):
            let events = try command.eventList()
            let at = failure.index.map { "after event \($0) of \(events.count)" } ?? "at an unknown event of \(events.count)"
            print("fuzz: \(command.sourceDescription): \(failure.kind == "crash" ? "crash" : "violation") \(at): \(failure.kind): \(failure.message)")
            // The crash's message and backtrace, without the registers and images that follow it.
            for line in crashOutput.prefix(while: { !$0.hasPrefix("Registers:") }).prefix(30) { print("fuzz:   | \(line)") }
            try shrinkAndReport(events, failure)
            return 1
        }
    }

    // MARK: Shrinking

    private func shrinkAndReport(_ events: [FuzzEvent], _ failure: Failure) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start.advanced(by: .seconds(command.shrinkTime))
        var runs = 0
        var initial = events
        if let i = failure.index, i + 1 < initial.count { initial = Array(initial[...i]) }
        print("fuzz: shrinking \(initial.count) events (delta debugging; each try replays a candidate list in a fresh process, at most \(FuzzReport.fixed(command.shrinkTime, 0)) s) …")
        var candidateNumber = 0
        let reproduces: ([FuzzEvent]) -> Int? = { candidate in
            runs += 1
            candidateNumber += 1
            guard case .failure(let f, _) = (try? self.replay(candidate, name: "try-\(candidateNumber)")) ?? .timeout,
                  f.signature == failure.signature else { return nil }
            return f.index ?? (candidate.count - 1)
        }
        guard let first = reproduces(initial) else {
            print("fuzz: the failure did not reproduce when the \(initial.count) events were replayed in a fresh process; "
                + "run again with the same seed (the run itself is deterministic)")
            return
        }
        var shrinker = Shrinker(events: Array(initial[...min(first, initial.count - 1)]))
        shrinker.shrink(until: { clock.now >= deadline }, reproduces: reproduces)
        let shortest = shrinker.events
        let spent = Self.seconds(clock.now - start)
        let stopped = clock.now >= deadline ? " (stopped at the time limit; shorter may exist)" : ""
        // One more replay for the record: the failure it gives and where each fraction landed in the window.
        let tracePath = scratch.appendingPathComponent("shortest.trace").path
        let final = try runWorker(configArguments + ["--replay", try write(shortest, "shortest"), "--trace-out", tracePath], name: "final",
                                  backtrace: false)
        let traced = (try? String(contentsOfFile: tracePath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        let lines = traced.count == shortest.count ? traced : shortest.map { $0.json() }
        // Kept after the run (the scratch folder is not): the list as a replay file.
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("playground-fuzz-\(command.replay == nil ? "seed-\(command.seedValue)" : "replay").jsonl").path
        let savedOK = (try? Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: saved))) != nil
        print("fuzz: shortest reproduction: \(shortest.count) event(s) of \(initial.count) (\(runs) replays in \(FuzzReport.fixed(spent, 1)) s)\(stopped)"
            + (savedOK ? "; saved to \(saved); replay: playground fuzz --replay \(saved)\(configSuffix)" : ""))
        let shown = 120
        for line in lines.prefix(shown) { print(line) }
        if lines.count > shown { print("fuzz: … \(lines.count - shown) more event(s) in \(saved)") }
        if case .failure(let f, _) = final {
            print("fuzz: the reproduction fails with: \(f.kind): \(f.message)")
        }
    }

    /// Options that shape the app, for replays and the printed command.
    private var configArguments: [String] {
        ["--layout", command.layout, "--items", "\(command.items)", "--sections", "\(command.sections)"]
    }

    private var configSuffix: String {
        var parts: [String] = []
        if command.layout != "flow" { parts += ["--layout", command.layout] }
        if command.items != 240 { parts += ["--items", "\(command.items)"] }
        if command.sections != 6 { parts += ["--sections", "\(command.sections)"] }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

    private func write(_ events: [FuzzEvent], _ name: String) throws -> String {
        let path = scratch.appendingPathComponent(name + ".jsonl").path
        try FuzzEventList.write(events, to: path)
        return path
    }

    private func replay(_ events: [FuzzEvent], name: String) throws -> Outcome {
        let path = try write(events, name)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try runWorker(configArguments + ["--replay", path], name: name, backtrace: false, timeout: 300)
    }

    // MARK: Workers

    /// Starts `playground fuzz --worker …` and reads how it ended. Its stderr (the app's notes, a crash's
    /// message and backtrace) goes to a file; a crash's lines are returned without the notes.
    private func runWorker(_ arguments: [String], name: String, backtrace: Bool = true, timeout: Double? = nil) throws -> Outcome {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = ["fuzz", "--worker"] + arguments
        var env = ProcessInfo.processInfo.environment
        if !backtrace { env["SWIFT_BACKTRACE"] = "enable=no" }
        p.environment = env
        let out = scratch.appendingPathComponent(name + ".out"), err = scratch.appendingPathComponent(name + ".err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        p.standardOutput = outHandle
        p.standardError = errHandle
        p.standardInput = FileHandle.nullDevice
        try p.run()
        if let timeout {
            let limit = Date().addingTimeInterval(timeout)
            while p.isRunning && Date() < limit { usleep(5_000) }
            if p.isRunning {
                p.terminate()
                p.waitUntilExit()
                return .timeout
            }
        }
        p.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        let stdout = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        let lines = stdout.split(separator: "\n")
        if let line = lines.last(where: { $0.hasPrefix("#fuzz-result ") }),
           let object = try? JSONSerialization.jsonObject(with: Data(line.dropFirst("#fuzz-result ".count).utf8)) as? [String: Any] {
            if object["status"] as? String == "pass" { return .pass(object) }
            return .failure(Failure(kind: object["kind"] as? String ?? "violation", index: (object["index"] as? NSNumber)?.intValue,
                                    message: object["message"] as? String ?? "?"), crashOutput: [])
        }
        // No result line: it crashed (or exited early with a message of its own).
        let crashIndex = lines.last(where: { $0.hasPrefix("#fuzz-crash ") }).flatMap { Int($0.split(separator: " ")[1]) }
        let stderr = ((try? String(contentsOf: err, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        let own = stderr.filter { !$0.hasPrefix("playground: ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let how = p.terminationReason == .uncaughtSignal ? "signal \(p.terminationStatus) (\(Self.signalName(p.terminationStatus)))"
            : "exit status \(p.terminationStatus)"
        let headline = own.first { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("error:") }
            ?? stderr.last { $0.hasPrefix("playground: ") } ?? "no message"
        if p.terminationReason == .exit && p.terminationStatus == 2 {
            throw PlaygroundError(stderr.first.map { $0.replacingOccurrences(of: "playground: ", with: "") } ?? "the fuzz worker refused its options")
        }
        return .failure(Failure(kind: "crash", index: crashIndex.flatMap { $0 >= 0 ? $0 : nil }, message: "\(how): \(headline)"),
                        crashOutput: own)
    }

    static func signalName(_ s: Int32) -> String {
        [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGABRT: "SIGABRT", SIGFPE: "SIGFPE",
         SIGKILL: "SIGKILL", SIGTERM: "SIGTERM"][s] ?? "signal"
    }

    static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
}
