import ArgumentParser

/// `playground`: opens the window (or renders headless) with the options below.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Collection Playground: UICollectionView's model on SDL2 — layouts, reuse, scrolling.",
        discussion: "Keys and gestures:\n" + HotkeyMap.helpText + "\n\nSubcommands:\n"
            + "  playground dump-layout   print a layout as JSON (see dump-layout --help)\n"
            + "  playground bench         layout and frame benchmarks (build with -c release)\n"
            + "  playground fuzz          random input with invariant checks (see fuzz --help)"
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
        let extra = try Recording.replayArguments(from: Self.arguments)
        let replayOptions: PlaygroundOptions
        do { replayOptions = try PlaygroundOptions.parse(recording.options + extra) } catch {
            throw PlaygroundError("--replay: the recording's options are not valid here: \(PlaygroundOptions.message(for: error))")
        }
        try PlaygroundApp(options: replayOptions).run(replaying: recording)
    }
}
