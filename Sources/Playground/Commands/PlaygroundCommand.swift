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

    func run() throws {
        try PlaygroundApp(options: options).run()
    }
}
