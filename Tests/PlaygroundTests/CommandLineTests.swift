import Foundation
import Testing
@testable import Playground

@Suite("Command line", .serialized)
struct CommandLineTests {
    @Test("bad values get one line naming the option and what is allowed, and exit code 2",
          arguments: [
              (["--layout", "hexagon"], "--layout"), (["--layout", "grid"], "--layout"), (["--size", "0x0"], "--size"),
              (["--data", "photos"], "--data"), (["--renderer", "vulkan"], "--renderer"), (["--switch-to", "spiral"], "--switch-to"), (["--content-offset", "1;2"], "--content-offset"),
              (["--size", "wide"], "--size"), (["--items", "abc"], "--items"), (["--items", "-5"], "--items"),
              (["--frames", "0"], "--frames"), (["--bogus"], "--bogus"), (["--sections", "1000001"], "--sections"),
              (["--headless", "--screenshot", "/nonexistent-dir/shot.png"], "--screenshot"),
              (["--headless", "--state-out", "/nonexistent-dir/state.json"], "--state-out"),
          ])
    func badValues(arguments: [String], option: String) throws {
        let r = try ProcessRunner.run(ProcessRunner.playground, arguments)
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line, got: \(r.stderr)")
        #expect(r.stderr.contains(option), "names \(option): \(r.stderr)")
    }

    @Test("an unknown layout lists the allowed ones")
    func layoutAllowed() throws {
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--layout", "grid"])
        #expect(r.stderr.contains("allowed: \(LayoutName.allowed)"), "the catalog's layouts, in order: \(r.stderr)")
    }

    @Test("--help lists the options and the hotkeys")
    func help() throws {
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--help"])
        #expect(r.status == 0)
        for word in ["--layout", "--headless", "--screenshot", "--state-out", "Ctrl+Q", "PageDown", "Shift+C", "Tab", "Delete"] {
            #expect(r.stdout.contains(word), "help mentions \(word)")
        }
    }

    @Test("with no display the window run says so in one line and names the fix")
    func noDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil; env["WAYLAND_DISPLAY"] = nil; env["SDL_VIDEODRIVER"] = nil
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--frames", "1"], environment: env)
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("Xvfb") && r.stderr.contains("--headless"))
    }
}

@Suite("Documentation")
struct DocumentationTests {
    @Test("every key in --help is documented in docs/Playground.md's layouts and key tables")
    func guideListsEveryKey() throws {
        let help = try ProcessRunner.run(ProcessRunner.playground, ["--help"]).stdout
        let guide = try String(contentsOfFile: ProcessRunner.packageRoot + "/docs/Playground.md", encoding: .utf8)
        // The layouts table (a layout's keys, Shift+ too) and the key table: "## Layouts" and "## Keys and gestures".
        let keys = try #require(guide.components(separatedBy: "\n## Layouts\n").dropFirst().first?
            .components(separatedBy: "\n## Pictures\n").first, "docs/Playground.md has ## Layouts, then ## Pictures")
        #expect(keys.contains("\n## Keys and gestures\n"))
        let section = help.components(separatedBy: "Keys and gestures:").last?.components(separatedBy: "Subcommands:").first ?? ""
        // A row starts two spaces in; its further lines start under its description.
        let labels = section.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let label = trimmed.split(separator: " ").first else { return nil }
            return String(label)
        }
        #expect(labels.count >= 20)
        for label in labels { #expect(keys.contains(label), "docs/Playground.md's layouts and key tables document \(label)") }
    }

    @Test("piped, --help's key table fits 80 columns: a long row goes on under its description, never at the line's start")
    func keyTableFitsEightyColumns() throws {
        let help = try ProcessRunner.run(ProcessRunner.playground, ["--help"]).stdout
        let section = help.components(separatedBy: "Keys and gestures:").last?.components(separatedBy: "Subcommands:").first ?? ""
        let lines = section.split(separator: "\n")
        #expect(lines.count > HotkeyMap.bindings.count)
        for line in lines {
            #expect(line.count <= 80, "\(line)")
            #expect(line.hasPrefix("  "), "a line of the key table starts at the margin: \(line)")
        }
        // "Shift+G  hold: interactive transition to compositional, the wheel scrubs it" is longer than 80.
        let row = try #require(lines.firstIndex { $0.hasPrefix("  Shift+G ") })
        let column = lines[row].range(of: "hold:").map { lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) }
        let next = lines[row + 1]
        #expect(next.prefix { $0 == " " }.count == column)
    }
}
