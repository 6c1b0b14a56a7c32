import Foundation

/// A private X server for one window test: Xvfb on a free display, started by the test and stopped by PID.
/// Ready only once a real client has connected: a socket and a lock file exist before the server accepts
/// clients, and without `-noreset` a server whose last client disconnects resets, so an app that connects
/// during that reset silently gets no window.
final class XvfbSession {
    struct Failure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }

    let display: String
    private let xvfb: Process

    init() throws {
        guard let xvfbPath = ProcessRunner.which("Xvfb") else {
            throw Failure("Xvfb is not installed; run 'make deps-test' (or 'make test'), which installs xvfb and xdotool")
        }
        (display, xvfb) = try Self.startServer(xvfbPath)
    }

    /// Starts Xvfb on the first free display that it gets and that accepts a client: its display name and process.
    private static func startServer(_ xvfbPath: String) throws -> (String, Process) {
        // Window tests run in parallel (and other checkouts' tests may run beside them): two sessions can pick
        // the same free number at once. Only one Xvfb gets its lock; the other exits at once, and this session
        // then tries the next number instead of waiting out its 15 s for a server that is not there.
        var tried = Set<Int>()
        while true {
            guard let number = (90..<160).first(where: { !tried.contains($0) && isFree($0) }) else {
                throw Failure("no free X display number in :90…:159")
            }
            tried.insert(number)
            let server = Process()
            server.executableURL = URL(fileURLWithPath: xvfbPath)
            server.arguments = [":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"]
            server.standardOutput = FileHandle.nullDevice
            server.standardError = FileHandle.nullDevice
            try server.run()
            let pid = server.processIdentifier
            var lostTheNumber = false
            let connected = ProcessRunner.wait(timeout: 15) {
                // This server holds the lock (a stale lock from a killed server may be there first) …
                let lock = (try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8)) ?? ""
                guard Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) == pid else {
                    // … unless it already exited: another server took the number first.
                    if !server.isRunning { lostTheNumber = true; return true }
                    return false
                }
                // … and answers a client.
                return clientConnects(to: ":\(number)")
            }
            if connected && !lostTheNumber { return (":\(number)", server) }
            ProcessRunner.stop(server)
            guard lostTheNumber, tried.count < 8 else {
                throw Failure("Xvfb :\(number) did not accept a client connection within 15 s")
            }
        }
    }

    /// Stops this server by PID. SIGKILL, not SIGTERM: processes started from the test runner's threads inherit a
    /// signal mask that blocks SIGTERM, so a terminated Xvfb would live on after the tests. A killed server leaves
    /// its lock file and socket behind, so those are removed here when the lock still names this server.
    deinit {
        let pid = xvfb.processIdentifier
        if xvfb.isRunning {
            kill(pid, SIGKILL)
            _ = ProcessRunner.wait(timeout: 5) { !xvfb.isRunning }
        }
        let number = display.dropFirst()
        let lockPath = "/tmp/.X\(number)-lock"
        if let lock = try? String(contentsOfFile: lockPath, encoding: .utf8),
           Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) == pid {
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
            try? FileManager.default.removeItem(atPath: lockPath)
        }
    }

    /// True when a client can open the display: xdpyinfo (x11-utils) when installed, else xdotool.
    static func clientConnects(to display: String) -> Bool {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        if let xdpyinfo = ProcessRunner.which("xdpyinfo") {
            return (try? ProcessRunner.run(xdpyinfo, ["-display", display], environment: env, timeout: 5))?.status == 0
        }
        guard let xdotool = ProcessRunner.which("xdotool") else { return false }
        return (try? ProcessRunner.run(xdotool, ["getdisplaygeometry"], environment: env, timeout: 5))?.status == 0
    }

    /// A display is free when no X server holds its lock: none there, or one left by a server that is gone
    /// (a killed Xvfb leaves its lock and socket behind; Xvfb itself replaces such stale ones).
    static func isFree(_ number: Int) -> Bool {
        guard let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else {
            return !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        }
        guard let pid = Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["SDL_VIDEODRIVER"] = nil
        return env
    }

    /// Runs xdotool with arguments against this display; a failing command is an error naming it.
    @discardableResult
    func xdotool(_ args: [String]) throws -> ProcessRunner.Result {
        guard let path = ProcessRunner.which("xdotool") else { throw Failure("xdotool is not installed; run 'make deps-test'") }
        let result = try ProcessRunner.run(path, args, environment: environment, timeout: 20)
        guard result.status == 0 else {
            throw Failure("xdotool \(args.joined(separator: " ")) failed (status \(result.status)): \(result.stderr)")
        }
        return result
    }
}
