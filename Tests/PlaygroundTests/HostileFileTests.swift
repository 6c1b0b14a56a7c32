import Foundation
import LayoutCore
import Testing
@testable import Playground

/// Files no person would write, fed to every format the playground reads: each answers with one line naming
/// what was wrong and exit code 2, quickly, and never crashes (a crash here fails the whole test process).
@Suite("Hostile input files")
struct HostileFileTests {
    /// A valid file of each format, the option that reads it, and the in-process loader.
    struct Format: Sendable, CustomStringConvertible {
        let option: [String]
        let valid: String
        let load: @Sendable (String) throws -> Void
        var description: String { option.joined(separator: " ") }
    }

    static let formats: [Format] = [
        Format(option: ["--data"], valid: ##"{"sections": [{"title": "Fruit", "color": "#3B8EEA", "items": [{"label": "Apple", "color": "#E53935", "size": [140, 80]}, {"label": "Fig \u00e9\n"}]}]}"##,
               load: { _ = try DataFile.load($0) }),
        Format(option: ["--config"], valid: #"{"layout": "waterfall", "items": 60, "sections": 2, "layouts": {"waterfall": {"columnCount": 4, "minimumColumnSpacing": 20}}}"#,
               load: { _ = try ConfigFile.load($0) }),
        Format(option: ["dump-layout", "--input"], valid: #"{"width": 320, "height": 480, "sections": [{"items": [[50, 50], [60, 40]], "headerSize": [0, 30]}]}"#,
               load: { _ = try FlowCase.load(path: $0) }),
        Format(option: ["--layout-file"], valid: #"{"layout": "compositional", "sections": [{"group": {"group": "horizontal", "#
                   + #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 140}}, "subitems": [{"size": "#
                   + #"{"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}}]}"#,
               load: { _ = try LayoutFileWatcher.parse($0) }),
        // Two lines and no newline at the end, so every truncation is broken: a cut at a line's end leaves a valid
        // shorter recording (what a crash keeps), and the header alone holds no frames.
        Format(option: ["--replay"], valid: #"{"recording": "collection-playground", "version": 1, "options": ["--layout", "flow"]}"# + "\n"
                   + #"{"frame": 0, "viewport": [320, 140]}"#,
               load: { _ = try Recording.load($0) }),
    ]

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = try ProcessRunner.temporaryDirectory().appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    /// Runs the loader on a file and returns the one-line message it fails with (nil when it loads).
    private func message(_ format: Format, _ bytes: [UInt8]) throws -> String? {
        let path = try write(bytes, "case.json")
        do { try format.load(path); return nil } catch let e as PlaygroundError {
            #expect(e.exitCode == 2, "\(format): \(e.message)")
            #expect(!e.message.contains("\n"), "\(format): one line: \(e.message)")
            return e.message
        }
    }

    @Test("the valid example of each format loads (so the cases below start from a good file)", arguments: formats)
    func validLoads(_ format: Format) throws {
        #expect(try message(format, Array(format.valid.utf8)) == nil)
    }

    @Test("every truncation of a valid file is one line naming the file, never a crash", arguments: formats)
    func everyTruncation(_ format: Format) throws {
        let bytes = Array(format.valid.utf8)
        for n in 0..<bytes.count {
            let m = try message(format, Array(bytes[..<n]))
            // A prefix can be valid JSON only when it is the empty file's opposite: never here (all are objects).
            let text = try #require(m, "\(format): the first \(n) bytes loaded")
            #expect(text.hasPrefix(format.option.last! + ": "), "\(text)")
        }
    }

    @Test("100,000-deep nesting, invalid UTF-8, NaN, Infinity, 1e400 and a lone surrogate are refused with one line",
          arguments: formats)
    func hostileText(_ format: Format) throws {
        let cases: [(String, [UInt8], String)] = [
            ("deep", Array(("[" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "]").utf8),
             "nested more than 64 deep"),
            ("deep object", Array((String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)).utf8),
             "nested more than 64 deep"),
            ("utf8", Array(#"{"x": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8), "not valid UTF-8"),
            ("nan", Array(#"{"x": NaN}"#.utf8), "NaN, Infinity and bare words are not JSON"),
            ("infinity", Array(#"{"x": -Infinity}"#.utf8), "expected a number"),
            ("1e400", Array(#"{"x": 1e400}"#.utf8), "too large for a Double"),
            ("surrogate", Array(#"{"x": "\ud800"}"#.utf8), "lone surrogate"),
            ("trailing comma", Array(#"{"x": [1, 2,]}"#.utf8), "expected a value"),
            // Found by make fuzz-files: the escaped byte was quoted raw, so a backslash before a carriage return
            // or a newline broke the message's one line.
            ("escaped return", Array(#"{"x": "\"#.utf8) + [0x0D] + Array(#""}"#.utf8),
             "an unknown escape (a backslash before byte 13) in a string"),
        ]
        for (name, bytes, expected) in cases {
            let m = try #require(try message(format, bytes), "\(format) \(name) loaded")
            #expect(m.contains("is not valid JSON: line 1, column"), "\(format) \(name): \(m)")
            #expect(m.contains(expected), "\(format) \(name): \(m)")
        }
    }

    @Test("a message quoting a file's text stays one line: control characters are written as escapes")
    func controlCharactersEscaped() {
        #expect(PlaygroundError("--config: 'c.json': layout: unknown layout 'a\nb\r\u{1B}'").message
                == #"--config: 'c.json': layout: unknown layout 'a\nb\r\u{1B}'"#)
    }

    @Test("1e308 is a number like any other: a field that cannot take it says so", arguments: formats)
    func hugeNumber(_ format: Format) throws {
        let text = format.valid.replacingOccurrences(of: "140", with: "1e308").replacingOccurrences(of: "60", with: "1e308")
            .replacingOccurrences(of: "320", with: "1e308")
        let m = try #require(try message(format, Array(text.utf8)), "\(format): 1e308 loaded")
        #expect(m.contains("1e+308"), "the message names the number: \(m)")
    }

    @Test("a file over its format's limit is refused before it is read, naming the limit, in well under 2 s")
    func oversized() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        // Sparse files: their size is what the playground checks, so no 100 MB are written to disk.
        for (option, megabytes, limit) in [(["--data"], 100, "a data file may be at most 64 MB"),
                                           (["--config"], 9, "a config file may be at most 1 MB"),
                                           (["dump-layout", "--input"], 2, "a layout case may be at most 1 MB"),
                                           (["--replay"], 300, "a recording may be at most 256 MB")] {
            let path = dir.appendingPathComponent("big-\(megabytes).json").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(megabytes) << 20)
            try handle.close()
            let start = Date()
            let args = option.first == "dump-layout" ? option + [path] : ["--headless"] + option + [path]
            let r = try ProcessRunner.run(ProcessRunner.playground, args)
            // A sanitized debug build (make sanitize) starts several times slower: its limit is stretched.
            let seconds = ProcessInfo.processInfo.environment["PLAYGROUND_SANITIZED"] == nil ? 2.0 : 10.0
            #expect(Date().timeIntervalSince(start) < seconds, "\(option): refused in \(Date().timeIntervalSince(start)) s")
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(option): \(r.stderr)")
            #expect(r.stderr.contains("is \(megabytes) MB; \(limit); split it"), "\(option): \(r.stderr)")
        }
    }

    @Test("a data file of 200,000 items loads: every item, its label, its section's color (2,000,000: playground bench)")
    func manyItems() throws {
        var text = #"{"sections": [{"title": "All", "items": ["#
        text.reserveCapacity(200_000 * 22)
        for i in 0..<200_000 { text += i == 0 ? #"{"label": "n\#(i)"}"# : #",{"label": "n\#(i)"}"# }
        text += ##"], "color": "#102030"}]}"##
        let sections = try DataFile.parse(text)
        #expect(sections.count == 1 && sections[0].items.count == 200_000)
        #expect(sections[0].items[199_999].label == "n199999" && sections[0].items[199_999].id == "item-199999")
        #expect(sections[0].items[123].color.rgba8 == (0x10, 0x20, 0x30, 0xFF), "the section color, given after the items")
    }
}
