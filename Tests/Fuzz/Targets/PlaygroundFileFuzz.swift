@testable import Playground

/// The JSON formats the playground reads, fuzzed through the loader the command line uses. A bad file must
/// throw a `PlaygroundError` with exit code 2 and a one-line message; any other error or a crash is a bug.
enum PlaygroundFileFuzz {
    /// Runs `load` on the input file and checks how it fails.
    static func run(_ data: UnsafePointer<UInt8>, _ size: Int, _ what: String, _ load: (String) throws -> Void) {
        FuzzInput.write(data, size)
        do { try load(FuzzInput.path) } catch let e as PlaygroundError {
            if e.exitCode != 2 { fatalError("fuzz: \(what): exit code \(e.exitCode), not 2: \(e.message)") }
            FuzzInput.checkMessage(e.message, what)
            if !e.message.contains(FuzzInput.path) { fatalError("fuzz: \(what): the error does not name the file: \(e.message)") }
        } catch {
            fatalError("fuzz: \(what): \(type(of: error)) is not a one-line PlaygroundError: \(error)")
        }
    }
}
