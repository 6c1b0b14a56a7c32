import ArgumentParser
import Foundation

/// `playground`: opens the window (or renders headless) with the options below.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Collection Playground: UICollectionView's model on SDL2 (layouts, reuse, scrolling).",
        discussion: "Keys and gestures:\n" + HotkeyMap.helpText + "\n\nSubcommands:\n"
            + "  playground dump-layout   print a layout as JSON (see dump-layout --help)\n"
            + "  playground bench         layout and frame benchmarks (build with -c release)\n"
            + "  playground fuzz          random input with invariant checks (see fuzz --help)",
        version: PlaygroundVersion.current
    )

    @OptionGroup var options: PlaygroundOptions

    /// The command line as given (without the program name), for recordings and replays.
    nonisolated(unsafe) static var arguments: [String] = []

    func run() throws {
        guard let path = options.replay else {
            try PlaygroundApp(options: options, arguments: Self.arguments).run()
            return
        }
        // A replay runs with the recording's options; only output options come from this command line.
        let recording = try Recording.load(path)
        var extra = try Recording.replayArguments(from: Self.arguments)
        // Headless, the image is the size the window had at the end (the model follows the recorded sizes).
        if extra.contains("--headless"), let last = recording.frames.last(where: { $0.viewport != nil })?.viewport {
            extra += ["--size", last.description]
        }
        let files = FileManager.default.temporaryDirectory.appendingPathComponent("playground-replay-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: files) }
        let embedded = try recording.embeddedFileArguments(in: files)
        let replayOptions: PlaygroundOptions
        do { replayOptions = try PlaygroundOptions.parse(recording.options + embedded + extra) } catch {
            throw PlaygroundError("--replay: the recording's options are not valid here: \(PlaygroundOptions.message(for: error))")
        }
        try PlaygroundApp(options: replayOptions).run(replaying: recording)
    }
}
