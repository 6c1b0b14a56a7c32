import Foundation
import LayoutCore

/// Runs a fuzz or soak list in this process. As `--worker` (what the supervisor starts) it prints one
/// machine-readable `#fuzz-result {…}` line; as `--in-process` (for valgrind) the human lines. Neither shrinks.
struct FuzzWorker {
    let command: FuzzCommand

    func run() throws -> Int32 {
        let events = try command.eventList()
        let clock = ContinuousClock()
        let start = clock.now
        CrashReporter.install()
        let driver = try FuzzDriver(config: command.config)
        var trace: FileHandle?
        if let path = command.traceOut {
            guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
                throw PlaygroundError("--trace-out: cannot write '\(path)'", exitCode: 1)
            }
            trace = h
        }
        let warmFrame = command.frames.map { FuzzReport.warmUpFrames(of: $0) }
        var rssWarm: Double?
        var violation: FuzzViolation?
        for (i, e) in events.enumerated() {
            CrashReporter.currentEvent = i
            let t = driver.now.seconds
            violation = driver.apply(e, index: i)
            trace?.write(Data((e.json(resolvedAt: driver.lastWindowPoint, time: t) + "\n").utf8))
            if let warmFrame, rssWarm == nil, driver.stats.frames >= warmFrame { rssWarm = ResidentMemory.megabytes() }
            if let every = command.memoryLog, every > 0, driver.stats.frames / every != (driver.stats.frames - e.frameCount) / every {
                let cv = driver.app.collectionView
                FileHandle.standardError.write(Data(("memory: frame \(driver.stats.frames) event \(i) RSS \(FuzzReport.fixed(ResidentMemory.megabytes(), 1)) MB, "
                    + "items \(driver.itemNumbers().count), live \(cv.liveViewCount), pooled \(cv.pooledViewCount), created \(cv.createdViewCount), "
                    + "problems \(cv.problems.count), labels \(driver.offscreenLabelsCached), layout \(driver.app.shelf.layoutLabel)\n").utf8))
            }
            if violation != nil { break }
        }
        CrashReporter.currentEvent = -1
        let rssEnd = ResidentMemory.megabytes()
        let seconds = Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
        let stats = driver.stats
        var result: [String: Any] = [
            "status": violation == nil ? "pass" : "violation", "events": stats.events, "frames": stats.frames, "edits": stats.edits,
            "drags": stats.drags, "layouts": stats.layoutSwitches, "skipped": stats.skipped, "problems": stats.problems,
            "seconds": seconds, "listed": events.count,
        ]
        if let violation {
            result["index"] = violation.index
            result["kind"] = violation.kind
            result["message"] = violation.message
        }
        if let rssWarm { result["rssWarm"] = rssWarm; result["rssEnd"] = rssEnd }
        withExtendedLifetime(driver) {}

        if command.worker {
            let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
            print("#fuzz-result " + String(decoding: data, as: UTF8.self))
            return violation == nil ? 0 : 1
        }
        if let violation {
            print("fuzz: \(command.sourceDescription): violation after event \(violation.index) of \(events.count): \(violation.kind): \(violation.message)")
            print("fuzz: (run without --in-process to shrink it to the shortest event list)")
            return 1
        }
        return FuzzReport.printPass(command: command, result: result, seconds: seconds)
    }
}

/// The human lines of a passing run, shared by the supervisor and `--in-process`.
enum FuzzReport {
    /// Resident memory may grow by this much (percent) between warm-up and the end of a soak.
    static let soakGrowthLimit = 5.0
    /// The warm-up: this part of a soak's frames. The soak starts by visiting the high-water marks (every
    /// layout and transition at the largest window, pinched small, drawn), but the heap also keeps the peak
    /// of transient allocations met later by chance; 20 % lets that settle (10 % left up to 4.4 % of such
    /// one-off steps in 100,000-frame runs), and a leak still has 80 % of the run to show.
    static let warmUpFraction = 0.2

    /// The frame at which a soak of `frames` frames measures its warm memory: after `warmUpFraction` of them, and
    /// never before the priming is over (in a short soak, 20 % ends mid-priming, while caches still fill).
    static func warmUpFrames(of frames: Int) -> Int {
        min(frames, max(1, Int(Double(frames) * warmUpFraction), FuzzGenerator.soakPrimingFrames))
    }

    static func printPass(command: FuzzCommand, result: [String: Any], seconds: Double) -> Int32 {
        func int(_ k: String) -> Int { (result[k] as? NSNumber)?.intValue ?? 0 }
        if let frames = command.frames {
            let warm = (result["rssWarm"] as? NSNumber)?.doubleValue ?? -1, end = (result["rssEnd"] as? NSNumber)?.doubleValue ?? -1
            let growth = warm > 0 ? (end - warm) / warm * 100 : 0
            print("soak: \(frames) frames, RSS warm \(fixed(warm, 1)) MB, end \(fixed(end, 1)) MB, growth \(fixed(growth, 1)) %")
            if growth > soakGrowthLimit {
                print("soak: resident memory grew \(fixed(growth, 1)) % after warm-up (limit \(fixed(soakGrowthLimit, 0)) %): something keeps memory per frame or per event")
                return 1
            }
            return 0
        }
        print("fuzz: \(command.sourceDescription), \(int("events")) events, no violations (\(int("edits")) edits, \(int("drags")) drags, "
            + "\(int("layouts")) layout switches) in \(fixed(seconds, 1)) s")
        return 0
    }

    static func fixed(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
}

extension FuzzCommand {
    /// "seed S" or "replay FILE", as the output lines name the run.
    var sourceDescription: String { replay.map { "replay \($0)" } ?? "seed \(seedValue)" }
}
