import ArgumentParser
import Foundation
internal import CSDL2

// Line-buffered stdout so "READY" and saved-file lines reach a pipe as they happen.
csdl_line_buffer_stdout()

/// Bad input gets one line and exit code 2; failures at run time one line and exit code 1.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
    exit(code)
}

do {
    var command = try PlaygroundCommand.parseAsRoot()
    try command.run()
} catch let error as PlaygroundError {
    fail(error.message, code: error.exitCode)
} catch {
    let code = PlaygroundCommand.exitCode(for: error)
    if code == .success { PlaygroundCommand.exit(withError: error) }  // --help and friends
    let message = PlaygroundCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    fail(message.replacingOccurrences(of: "Error: ", with: "") + " (see playground --help)", code: 2)
}
