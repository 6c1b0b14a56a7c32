/// A one-line, user-facing error: what was wrong and what to do.
struct PlaygroundError: Error, CustomStringConvertible {
    let message: String
    /// Process exit code: 2 for bad input (usage), 1 for failures at run time.
    let exitCode: Int32
    init(_ message: String, exitCode: Int32 = 2) { self.message = message; self.exitCode = exitCode }
    var description: String { message }
}
