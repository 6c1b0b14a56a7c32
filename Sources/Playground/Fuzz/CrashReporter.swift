import Foundation

/// Tells the fuzz supervisor which event a worker was running when it crashed: a signal handler writes
/// `#fuzz-crash <event index> <signal>` to stdout with async-signal-safe calls only, then puts the previous
/// handler back and returns, so the fault repeats into it (Swift's backtrace, or the default action).
enum CrashReporter {
    /// The event being applied; the handler reads it. Written once per event, by the only thread.
    nonisolated(unsafe) static var currentEvent = -1
    /// Preallocated so the handler never allocates.
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    static func install() {
        currentEvent = -1
        _ = buffer
        _ = previous
        for sig in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { sig, _, _ in CrashReporter.report(sig) }
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, previous + Int(sig))
        }
    }

    /// Runs inside the signal handler: no allocation, no locks, no Swift strings.
    private static func report(_ sig: Int32) {
        var n = 0
        for b in "#fuzz-crash ".utf8 { buffer[n] = b; n += 1 }
        appendDigits(currentEvent, at: &n)
        buffer[n] = UInt8(ascii: " "); n += 1
        appendDigits(Int(sig), at: &n)
        buffer[n] = UInt8(ascii: "\n"); n += 1
        _ = write(1, buffer, n)
        sigaction(sig, previous + Int(sig), nil)
    }

    /// Writes a number's decimal digits into the buffer (−1 for "no event yet").
    private static func appendDigits(_ value: Int, at n: inout Int) {
        if value < 0 { buffer[n] = UInt8(ascii: "-"); buffer[n + 1] = UInt8(ascii: "1"); n += 2; return }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var v = value
        while divisor > 0 {
            buffer[n] = UInt8(48 + v / divisor); n += 1
            v %= divisor
            divisor /= 10
        }
    }
}

/// Resident memory of this process.
enum ResidentMemory {
    /// VmRSS from /proc/self/status, in megabytes (−1 when it cannot be read).
    static func megabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
        return kb / 1024
    }
}
