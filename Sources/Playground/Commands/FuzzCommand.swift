import ArgumentParser
import Foundation

/// `playground fuzz`: random input against the headless playground with the invariants checked after every
/// event; a failure is shrunk to the shortest event list that still fails. `--frames` makes it a soak run.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground fuzz",
        abstract: "Drive the headless playground with random events and check its invariants after every one.",
        discussion: """
            Events come from SplitMix64(--seed) and a synthetic clock, so a seed always gives the same run: pointer \
            down/move/up anywhere (primary, secondary, ctrl, shift), plain/shift/ctrl wheels, every hotkey (delete, \
            insert, cut, copy, paste, layout switches mid-transition, Esc mid-drag), window sizes from 1x1 to \
            3840x2160, time jumps of up to 5 s. After every event: LayoutCore's checkInvariants(), the item ids \
            (changed only by delete, cut, insert, paste or a data-set switch, never duplicated), the counts, the \
            offset and the selection. The run happens in a child process, so a crash is caught like a violation: \
            either prints the seed, the event and the shortest event list that still fails (one JSON line per \
            event; save them to a file and replay with --replay FILE), exit code 1.
            Soak (--frames F): F frames with random events every few frames; it starts by visiting the memory high-water \
            marks (every layout and transition at 3840x2160, pinched small, drawn); resident memory (VmRSS) is sampled \
            after the first 20 % (the warm-up) and at the end; more than 5 % growth fails.
            """)

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed of the event generator (0…\(UInt64.max); default 1).", valueName: "S"))
    var seed: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Number of random events (default 10000).", valueName: "N"))
    var events: Int?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Soak instead: run this many frames, events every few frames, and check resident memory.", valueName: "F"))
    var frames: Int?

    @Option(name: .long, help: ArgumentHelp("Layout to start with: \(LayoutName.allowed) (default flow).", valueName: "name"))
    var layout: String = "flow"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Demo items (default 240).", valueName: "n"))
    var items: Int = 240

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Demo sections (default 6).", valueName: "s"))
    var sections: Int = 6

    @Option(name: .long, help: ArgumentHelp("Replay events from a file of JSON lines (as a failure prints them) instead of generating them.", valueName: "path"))
    var replay: String?

    @Option(name: [.customLong("shrink-time")], parsing: .unconditional, help: ArgumentHelp("Most seconds to spend shrinking a failure (default 120).", valueName: "s"))
    var shrinkTime: Double = 120

    @Option(name: [.customLong("inject-bug")], help: .hidden)
    var injectBug: String?

    @Flag(name: [.customLong("in-process")], help: .hidden)
    var inProcess = false

    @Flag(name: .long, help: .hidden)
    var worker = false

    @Option(name: [.customLong("trace-out")], help: .hidden)
    var traceOut: String?

    /// Diagnostics for soak runs: a line of memory and view counts every this many frames (stderr).
    @Option(name: [.customLong("memory-log")], parsing: .unconditional, help: .hidden)
    var memoryLog: Int?

    static let injectableBugs = ["drop-item", "crash"]

    var seedValue: UInt64 { seed.flatMap { UInt64($0) } ?? 1 }
    var eventCount: Int { events ?? 10_000 }
    var config: FuzzConfig { FuzzConfig(layout: layout, items: items, sections: sections, soak: frames != nil) }

    func validate() throws {
        if let seed, UInt64(seed) == nil {
            throw ValidationError("--seed: '\(seed)' is not a seed; give a whole number 0…\(UInt64.max)")
        }
        if let events, events < 0 { throw ValidationError("--events: \(events) is not allowed; give 0 or more") }
        if let frames, frames < 1 { throw ValidationError("--frames: \(frames) is not allowed; give 1 or more") }
        if events != nil && frames != nil { throw ValidationError("--events/--frames: give one: --events fuzzes, --frames soaks") }
        if replay != nil && (events != nil || frames != nil || seed != nil) {
            throw ValidationError("--replay: the file gives the events; drop --seed, --events and --frames")
        }
        if let replay, !FileManager.default.isReadableFile(atPath: replay) {
            throw ValidationError("--replay: cannot read '\(replay)'; give a file of JSON lines as a failed fuzz run prints them")
        }
        if let injectBug, !Self.injectableBugs.contains(injectBug) {
            throw ValidationError("--inject-bug: unknown bug '\(injectBug)'; allowed: \(Self.injectableBugs.joined(separator: ", "))")
        }
        guard shrinkTime.isFinite, shrinkTime >= 0 else { throw ValidationError("--shrink-time: \(shrinkTime) is not allowed; give 0 or more seconds") }
        do { _ = try PlaygroundOptions.parse(config.playgroundArguments) } catch {
            throw ValidationError(PlaygroundOptions.message(for: error))
        }
    }

    /// The events of this run: a replay file, or generated from the seed (with the injected bug half-way).
    func eventList() throws -> [FuzzEvent] {
        if let replay { return try FuzzEventList.load(path: replay) }
        var list = frames.map { FuzzGenerator.events(seed: seedValue, frames: $0) } ?? FuzzGenerator.events(seed: seedValue, count: eventCount)
        if let injectBug, !list.isEmpty {
            let bug: FuzzEvent = injectBug == "crash" ? .crash : .dropItem
            let at = list.count / 2
            if frames == nil { list[at] = bug } else { list.insert(bug, at: at) }
        }
        return list
    }

    func run() throws {
        let code = worker || inProcess ? try FuzzWorker(command: self).run() : try FuzzSupervisor(command: self).run()
        // Failures were reported in full already; the exit code says so (runCommand would add a usage line).
        if code != 0 { Foundation.exit(code) }
    }
}
