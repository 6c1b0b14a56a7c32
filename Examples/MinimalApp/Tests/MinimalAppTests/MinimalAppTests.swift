import Foundation
import Testing

/// Runs the app as `make examples` does: headless, two frames, a screenshot; the PNG must be written.
@Suite("MinimalApp")
struct MinimalAppTests {
    @Test("--headless --frames 2 --screenshot writes a 480×640 PNG and exits 0")
    func headlessScreenshot() throws {
        // The app is built next to the test bundle (the test target depends on it).
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("MinimalApp")
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("minimal-app-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let process = Process()
        process.executableURL = app
        process.arguments = ["--headless", "--frames", "2", "--screenshot", png.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let data = try Data(contentsOf: png)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR's width and height, big-endian, at bytes 16–23.
        let size = data[16..<24].reduce(into: [UInt8]()) { $0.append($1) }
        #expect(size == [0, 0, 1, 0xE0, 0, 0, 2, 0x80])
    }
}
