/// A one-line, user-facing error: what was wrong and what to do.
struct PlaygroundError: Error, CustomStringConvertible {
    let message: String
    /// Process exit code: 2 for bad input (usage), 1 for failures at run time.
    let exitCode: Int32
    /// Control characters in the message (a newline inside a file's string quoted back, say) are written as
    /// escapes, so the message stays one line whatever the input held.
    init(_ message: String, exitCode: Int32 = 2) {
        let isControl = { (s: Unicode.Scalar) in s.value < 0x20 || s.value == 0x7F }
        self.message = message.unicodeScalars.contains(where: isControl)
            ? message.unicodeScalars.map { isControl($0) ? $0.escaped(asASCII: true) : String($0) }.joined()
            : message
        self.exitCode = exitCode
    }
    var description: String { message }
}
