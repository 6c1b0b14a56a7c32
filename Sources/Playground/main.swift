import ArgumentParser
import Foundation
internal import CSDL2

// Line-buffered stdout so "READY" and saved-file lines reach a pipe as they happen.
csdl_line_buffer_stdout()

// A re-prepare of a million items reuses the memory the last one freed instead of faulting in fresh pages.
FreedMemoryRetention.enable()

// Xlib converts the window title through the C library's character type: in the plain "C" locale (CI, a bare
// shell) a non-ASCII title ("•" of unsaved edits) never reaches _NET_WM_NAME. Use the user's locale when it is
// UTF-8, else C.UTF-8 (only LC_CTYPE: numbers keep their C formatting).
let userCharacterType = setlocale(LC_CTYPE, "").map { String(cString: $0).lowercased().replacingOccurrences(of: "-", with: "") } ?? ""
if !userCharacterType.contains("utf8") { setlocale(LC_CTYPE, "C.UTF-8") }

/// Bad input gets one line and exit code 2; failures at run time one line and exit code 1.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
    exit(code)
}

/// Parses and runs one command type. Subcommands are dispatched by name here rather than through
/// ArgumentParser, because their options share names with the window's (--layout, --items, …).
func runCommand<C: ParsableCommand>(_ type: C.Type, _ arguments: [String], helpHint: String) -> Never {
    do {
        var command = try type.parseAsRoot(arguments)
        try command.run()
        exit(0)
    } catch let error as PlaygroundError {
        fail(error.message, code: error.exitCode)
    } catch {
        if type.exitCode(for: error) == .success { type.exit(withError: error) }  // --help and friends
        let message = type.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        fail(message.replacingOccurrences(of: "Error: ", with: "") + " (see \(helpHint))", code: 2)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "dump-layout": runCommand(DumpLayoutCommand.self, Array(arguments.dropFirst()), helpHint: "playground dump-layout --help")
case "bench": runCommand(BenchCommand.self, Array(arguments.dropFirst()), helpHint: "playground bench --help")
case "fuzz": runCommand(FuzzCommand.self, Array(arguments.dropFirst()), helpHint: "playground fuzz --help")
default:
    PlaygroundCommand.arguments = arguments
    runCommand(PlaygroundCommand.self, arguments, helpHint: "playground --help")
}
