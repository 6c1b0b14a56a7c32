import Foundation
import Testing

@Suite("render-to-png")
struct RenderToPNGTests {
    /// The tool, built next to the test bundle (the test target depends on it).
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("RenderToPNG")

    func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("each layout renders a 640×480 PNG", arguments: ["flow", "waterfall", "circle", "tree"])
    func renders(layout: String) throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(layout)-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        #expect(try run([layout, "30", png.path]) == 0)
        let data = try Data(contentsOf: png)
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(Array(data[16..<24]) == [0, 0, 2, 0x80, 0, 0, 1, 0xE0])
    }

    @Test("an unknown layout exits 2 with the usage line")
    func unknownLayout() throws {
        #expect(try run(["spiral", "3", "/dev/null"]) == 2)
    }
}
