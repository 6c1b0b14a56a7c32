import Foundation
import LayoutCore
import Testing
@testable import Playground

/// Recordings, config files and data files: the formats in process, and what the playground does with them.
@Suite("Record, replay, config and data files", .serialized)
struct SessionToolTests {
    private func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func state(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    // MARK: Formats, in process

    @Test("every recorded input reads back exactly, times and positions included")
    func recordedInputRoundTrip() throws {
        let t = Timestamp(seconds: 12.345678901234567)
        let inputs: [InputEvent] = [
            .key(KeyEvent(.character("f"), modifiers: [.shift, .control], timestamp: t)),
            .key(KeyEvent(.function(1), timestamp: t)),
            .key(KeyEvent(.pageDown, timestamp: t)),
            .keyUp(KeyEvent(.shift, timestamp: t)),
            .pointer(PointerEvent(.down, at: Point(x: 70.5, y: 100.25), button: .secondary, modifiers: .alt, clickCount: 2, timestamp: t)),
            .pointer(PointerEvent(.move, at: Point(x: 0.1 + 0.2, y: -3), button: .none, timestamp: t)),
            .wheel(WheelEvent(dx: 0.5, dy: -1.0 / 3, location: Point(x: 640, y: 400), modifiers: .control, timestamp: t)),
            .pinch(scale: 1.1, center: Point(x: 0.25, y: 0.75)),
            .quit,
        ]
        for input in inputs {
            let line = RecordedInput.line(input)
            let back = try RecordedInput.event(line)
            #expect(back == input, "round trip of \(line)")
            #expect(RecordedInput.line(back) == line, "round trip of \(line)")
        }
        #expect(RecordedInput.line(inputs[4]) == #"{"pointer": "down", "button": "secondary", "at": [70.5, 100.25], "mods": ["alt"], "clicks": 2, "t": 12.345678901234567}"#)
        #expect(RecordedInput.line(inputs[3]) == #"{"keyUp": "shift", "mods": [], "t": 12.345678901234567}"#)
    }

    @Test("the checked-in recordings' input lines read and write back byte for byte")
    func checkedInRecordingsRoundTrip() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/recordings").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".jsonl") }
        #expect(files.count >= 2)
        var events = 0
        for file in files {
            let text = try String(contentsOfFile: docs.appendingPathComponent(file).path, encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("{\"frame\"") && !line.hasPrefix("{\"recording\"") {
                #expect(RecordedInput.line(try RecordedInput.event(line)) == line, "\(file): \(line)")
                events += 1
            }
        }
        #expect(events >= 5, "the inspector and parameter recordings click and press keys")
    }

    @Test("a recording keeps the start-up options and drops output options; a replay accepts only output options")
    func recordedOptions() throws {
        let args = ["--layout", "circle", "--record", "r.jsonl", "--headless", "--frames", "9", "--state-out=s.json",
                    "--items", "50", "--screenshot", "x.png", "--software", "--config", "c.json"]
        #expect(Recording.startupOptions(from: args) == ["--layout", "circle", "--items", "50", "--config", "c.json"])
        #expect(try Recording.replayArguments(from: ["--replay", "r.jsonl", "--headless", "--state-out", "s.json"])
            == ["--headless", "--state-out", "s.json"])
        #expect(throws: PlaygroundError.self) { try Recording.replayArguments(from: ["--replay", "r.jsonl", "--items", "5"]) }
    }

    @Test("config values convert by parameter kind and bad ones name the field")
    func configApply() throws {
        let config = try ConfigFile.parse(["layouts": ["flow": ["scrollDirection": "horizontal", "pinHeaders": false, "itemScale": 1.5]]])
        let flow = try ConfigFile.apply(try #require(config.parameters[.flow]), to: LayoutShelf.makeLayout(.flow))
        #expect(flow.parameters["itemScale"] == 1.5)
        let adjustable = try #require(flow as? any AdjustableLayout)
        let byName = Dictionary(uniqueKeysWithValues: adjustable.adjustableParameters.map { ($0.name, $0.value) })
        #expect(byName["scrollDirection"] == 1 && byName["pinHeaders"] == 0)
        #expect(flow is SectionBackgroundDecorator<FlowLayout>, "the section backgrounds survive the settings")

        func problem(_ layouts: [String: Any]) -> String {
            do {
                let c = try ConfigFile.parse(["layouts": layouts])
                for (name, settings) in c.parameters { _ = try ConfigFile.apply(settings, to: LayoutShelf.makeLayout(name)) }
                return "no error"
            } catch let e as JSONFields.FieldError { return "\(e.field): \(e.problem)" } catch { return "\(error)" }
        }
        #expect(problem(["waterfall": ["columnCount": 50]]) == "layouts.waterfall.columnCount: 50 is out of range; allowed: 1…20")
        #expect(problem(["flow": ["pinHeaders": 3]]) == "layouts.flow.pinHeaders: must be true or false")
        #expect(problem(["flow": ["scrollDirection": "diagonal"]])
            == "layouts.flow.scrollDirection: 'diagonal' is not allowed; use \"vertical\" or \"horizontal\"")
        #expect(problem(["circle": ["radius": "big"]]) == "layouts.circle.radius: must be a number")
        #expect(problem(["tree": ["spacnig": 4]]).hasPrefix("layouts.tree.spacnig: unknown parameter for tree; allowed: "))
        #expect(problem(["hexagon": [:]]).hasPrefix("layouts.hexagon: unknown field; allowed: "
            + LayoutName.allCases.map(\.rawValue).sorted().joined(separator: ", ")))
    }

    @Test("a data file gives sections of items with their labels, colors and sizes; an item without a size gets its label's")
    func dataFileParse() throws {
        let sections = try DataFile.parse("""
            {"sections": [{"title": "Fruit", "items": [{"label": "Apple", "color": "#E53935", "size": [140, 80]}, {"label": "Fig"}],
                           "color": "#3B8EEA"},
                          {"items": [{}]}]}
            """)
        #expect(sections.map(\.title) == ["Fruit", "Section 2"])
        #expect(sections[0].items.map(\.label) == ["Apple", "Fig"])
        #expect(sections[0].items[0].size == Size(width: 140, height: 80) && sections[0].items[1].size == Size(width: 40, height: 35))
        // "Fig": 3 characters of 7.7 points + 16 padding = 39.1, one 18.2-point line + 16 = 34.2, rounded up.
        #expect(sections[0].items[0].color.rgba8 == (0xE5, 0x39, 0x35, 0xFF))
        #expect(sections[0].items[1].color.rgba8 == (0x3B, 0x8E, 0xEA, 0xFF), "an item without a color takes its section's")
        #expect(sections.flatMap(\.items).map(\.id) == ["item-0", "item-1", "item-2"])
    }

    // MARK: The playground, end to end

    @Test("--config sets the layout and its parameters; the command line wins; errors name the field")
    func configFile() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let good = try write("""
            {"layout": "waterfall", "items": 60, "sections": 2, "layouts": {"waterfall": {"columnCount": 4, "minimumColumnSpacing": 20}}}
            """, "config.json", in: dir)
        let out = dir.appendingPathComponent("state.json").path
        var r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--config", good, "--state-out", out])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        var s = try state(out)
        #expect(s["layout"] as? String == "waterfall")
        let parameters = try #require(s["parameters"] as? [String: Any])
        #expect(parameters["columnCount"] as? Double == 4 && parameters["minimumColumnSpacing"] as? Double == 20)
        #expect((s["sections"] as? [[String]])?.map(\.count) == [30, 30])
        let xs = Set(try #require(s["cells"] as? [[String: Any]]).compactMap { ($0["frame"] as? [Double])?.first })
        #expect(xs.count == 4, "four columns: \(xs.sorted())")

        r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--config", good, "--layout", "circle", "--state-out", out])
        #expect(r.status == 0)
        s = try state(out)
        #expect(s["layout"] as? String == "circle", "the command line wins over the config")

        let cases: [(String, String)] = [
            (#"{"layouts": {"flow": {"itemWidht": 3}}}"#, "layouts.flow.itemWidht: unknown parameter for flow; allowed: itemWidth, "),
            (#"{"layouts": {"waterfall": {"columnCount": 2.5}}}"#, "layouts.waterfall.columnCount: "),
            (#"{"layout": "hexagon"}"#, "layout: unknown layout 'hexagon'; allowed: \(LayoutName.allowed)"),
            (#"{"layot": "flow"}"#, "layot: unknown field; allowed: carousel, data, items, layout, layouts, sections"),
            (#"{"items": -3}"#, "items: must be a whole number in 0…10000000, got -3"),
            (#"{"layout": "flow","#, "is not valid JSON"),
            (#"{"layout": "tree", "items": 50}"#, "items: only the demo data has a size to set; the data here is classes"),
            (#"{"layout": "circle", "carousel": true}"#, "carousel: the carousel is a flow layout, but the layout is circle"),
        ]
        for (n, (text, expected)) in cases.enumerated() {
            let path = try write(text, "bad-\(n).json", in: dir)
            let bad = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--config", path])
            #expect(bad.status == 2, "\(text)")
            let lines = bad.stderr.split(separator: "\n")
            #expect(lines.count == 1, "one line: \(bad.stderr)")
            #expect(bad.stderr.hasPrefix("playground: --config: '\(path)'") && bad.stderr.contains(expected), "\(bad.stderr)")
        }
        let missing = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--config", dir.appendingPathComponent("none.json").path])
        #expect(missing.status == 2 && missing.stderr.contains("no file at"), "\(missing.stderr)")
    }

    @Test("--data FILE shows its sections and items; D switches to the class hierarchy and back; errors name the field")
    func dataFile() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let data = try write("""
            {"sections": [{"title": "Fruit", "items": [{"label": "Apple", "color": "#E53935", "size": [140, 80]}, {"label": "Fig"}]},
                          {"title": "Veg", "items": [{"label": "Leek", "size": [200, 60]}]}]}
            """, "data.json", in: dir)
        let out = dir.appendingPathComponent("state.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--data", data, "--state-out", out])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let s = try state(out)
        #expect(s["sections"] as? [[String]] == [["item-0", "item-1"], ["item-2"]])
        #expect(s["data"] as? String == "data.json")
        let frames = try #require(s["cells"] as? [[String: Any]]).compactMap { $0["frame"] as? [Double] }
        #expect(frames.map { [$0[2], $0[3]] } == [[140, 80], [40, 35], [200, 60]], "the file's sizes, Fig's label's size for Fig")

        let cases: [(String, String)] = [
            (##"{"sections": [{"items": [{"label": "A"}, {"color": "#GG0000"}]}]}"##,
             "sections[0].items[1].color: '#GG0000' is not a color; use \"#RRGGBB\" or \"#RRGGBBAA\""),
            (#"{"sections": [{"items": [{"size": [-1, 3]}]}]}"#, "sections[0].items[0].size: sizes must not be negative, got [-1, 3]"),
            (#"{"sections": [{"items": [{"lable": "A"}]}]}"#, "sections[0].items[0].lable: unknown field; allowed: color, image, label, size"),
            (#"{"sections": {}}"#, "sections: must be an array of sections"),
            (#"{"sections": [{"title": 5, "items": []}]}"#, "sections[0].title: must be a string"),
            (#"{"sections": [{"items": [{"size": [1e300, 5]}]}]}"#, "sections[0].items[0].size: sides must be at most 100000 points, got [1e+300, 5]"),
        ]
        for (n, (text, expected)) in cases.enumerated() {
            let path = try write(text, "bad-\(n).json", in: dir)
            let bad = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--data", path])
            #expect(bad.status == 2 && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
            #expect(bad.stderr == "playground: --data: '\(path)': \(expected)\n", "\(bad.stderr)")
        }
    }

    /// A recording written by hand, as the README documents the format: a click on item-0, C (circle), and frames.
    private func handWrittenRecording(in dir: URL) throws -> String {
        var lines = [#"{"recording": "collection-playground", "version": 1, "options": ["--items", "120"]}"#,
                     #"{"frame": 0, "viewport": [1024, 700]}"#]
        for f in 1...10 { lines.append(#"{"frame": \#(Double(f) / 60)}"#) }
        lines += [#"{"pointer": "down", "button": "primary", "at": [70, 100], "mods": [], "clicks": 1, "t": 0.2}"#,
                  #"{"pointer": "up", "button": "primary", "at": [70, 100], "mods": [], "clicks": 1, "t": 0.25}"#,
                  #"{"frame": 0.25}"#,
                  #"{"wheel": [0, -3], "at": [500, 400], "mods": [], "t": 0.3}"#,
                  #"{"frame": 0.3}"#,
                  #"{"key": "o", "mods": [], "t": 0.32}"#,
                  #"{"frame": 0.35}"#]
        for f in 1...60 { lines.append(#"{"frame": \#(0.35 + Double(f) / 60)}"#) }
        return try write(lines.joined(separator: "\n") + "\n", "hand.jsonl", in: dir)
    }

    @Test("replaying a recording headless gives the same state JSON every time, with the recorded input applied")
    func replayDeterminism() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let recording = try handWrittenRecording(in: dir)
        let states = try (0..<2).map { n in
            try RecordedReplay.stateData(ofRecording: recording, out: dir.appendingPathComponent("state-\(n).json").path)
        }
        #expect(states[0] == states[1])
        let s = try #require(try JSONSerialization.jsonObject(with: states[0]) as? [String: Any])
        #expect(s["selected"] as? [String] == ["item-0"], "the recorded click selected item-0")
        #expect(s["bounds"] as? [Double] == [1024, 700], "the recorded window size")
        #expect((s["contentOffset"] as? [Double]).map { $0[1] > 100 } == true, "the recorded wheel scrolled: \(s["contentOffset"] ?? "")")
        #expect(s["overlays"] as? [String] == ["parameters"])
        #expect(s["frames"] as? Int == 74, "one per frame line")
        #expect((s["sections"] as? [[String]])?.flatMap { $0 }.count == 120, "the recorded --items 120")
    }

    @Test("a headless run recorded with --record replays to the same state")
    func recordHeadless() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let recording = dir.appendingPathComponent("r.jsonl").path
        let live = dir.appendingPathComponent("live.json").path, replayed = dir.appendingPathComponent("replayed.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--layout", "circle", "--frames", "12", "--switch-to", "tree",
                                                                 "--record", recording, "--state-out", live])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == #"{"recording": "collection-playground", "version": 1, "options": ["--layout", "circle", "--switch-to", "tree"]}"#)
        #expect(lines.count == 13)
        #expect(try Data(contentsOf: URL(fileURLWithPath: live)) == RecordedReplay.stateData(ofRecording: recording, out: replayed))
    }

    @Test("a bad recording or a session option with --replay gets one line naming the line, field or option")
    func replayErrors() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let header = #"{"recording": "collection-playground", "version": 1, "options": []}"#
        let cases: [(String, String)] = [
            ("{\"frame\": 0}\n", "line 1: not a recording: the first line must be"),
            (header + "\n{\"frame\": 0}\n{\"key\": \"nope\", \"t\": 1}\n", "line 3: key: unknown key 'nope'"),
            (header + "\n{\"pointer\": \"down\", \"button\": \"middle\", \"at\": [1, 2], \"t\": 1}\n", "line 2: button: must be primary, secondary or none"),
            (header + "\n{\"frame\": \"soon\"}\n", "line 2: frame: must be a number"),
            (header + "\n", "holds no frames"),
            (#"{"recording": "collection-playground", "version": 1, "options": ["--layout", "hexagon"]}"# + "\n{\"frame\": 0}\n",
             "the recording's options are not valid here: --layout: unknown layout 'hexagon'"),
            (#"{"recording": "collection-playground", "version": 1, "options": ["--record", "x.jsonl"]}"# + "\n{\"frame\": 0}\n",
             "line 1: \"options\": --record is not a start-up option"),
        ]
        for (n, (text, expected)) in cases.enumerated() {
            let path = try write(text, "bad-\(n).jsonl", in: dir)
            let r = try RecordedReplay.play(path)
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(r.stderr.contains(expected), "\(r.stderr)")
        }
        let good = try write(header + "\n{\"frame\": 0}\n", "good.jsonl", in: dir)
        let r = try RecordedReplay.play(good, ["--layout", "circle"])
        #expect(r.status == 2 && r.stderr.contains("--layout cannot be given"), "\(r.stderr)")
    }

    @Test("no key does anything unless the help table lists it: undocumented keys leave the state as it was")
    func undocumentedKeysDoNothing() throws {
        let help = try ProcessRunner.run(ProcessRunner.playground, ["--help"])
        let documented = Set(HotkeyMap.bindings.map { $0.key.name + "/" + $0.modifiers.names.joined(separator: ",") })
        for b in HotkeyMap.bindings { #expect(help.stdout.contains("  \(b.label) "), "--help lists \(b.label)") }
        // Every printable key and F1…F12, plain, with Shift and with Ctrl, minus the documented bindings.
        let printable = (33..<127).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }.filter { $0.lowercased() == $0 }
        let keys = printable + (1...12).map { "F\($0)" } + ["pageUp", "pageDown", "home", "end", "tab", "delete", "backspace"]
        let modifierSets: [Modifiers] = [[], .shift, .control, .alt]
        var lines = [#"{"recording": "collection-playground", "version": 1, "options": []}"#, #"{"frame": 0}"#]
        var time = 0.0, pressed = 0
        for key in keys {
            for mods in modifierSets where !documented.contains(key + "/" + mods.names.joined(separator: ",")) {
                // Keys the collection view handles itself (paging, focus) are documented through the table too.
                if HotkeyMap.binding(for: KeyEvent(KeyEvent.Key(name: key)!, modifiers: mods, timestamp: .zero)) != nil { continue }
                time += 0.05
                lines.append(RecordedInput.line(.key(KeyEvent(KeyEvent.Key(name: key)!, modifiers: mods, timestamp: Timestamp(seconds: time)))))
                lines.append(#"{"frame": \#(time)}"#)
                pressed += 1
            }
        }
        #expect(pressed > 250)
        var baseline = [lines[0], lines[1]]
        var t = 0.0
        for _ in 0..<pressed { t += 0.05; baseline.append(#"{"frame": \#(t)}"#) }
        let dir = try ProcessRunner.temporaryDirectory()
        var states: [Data] = [], shots: [Data] = []
        for (name, text) in [("keys", lines), ("idle", baseline)] {
            let path = try write(text.joined(separator: "\n"), "\(name).jsonl", in: dir)
            let out = dir.appendingPathComponent("\(name).json").path, shot = dir.appendingPathComponent("\(name).png").path
            states.append(try RecordedReplay.stateData(ofRecording: path, extra: ["--screenshot", shot], out: out))
            shots.append(try Data(contentsOf: URL(fileURLWithPath: shot)))
        }
        #expect(states[0] == states[1], "a key outside the help table changed something")
        #expect(shots[0] == shots[1], "a key outside the help table changed what is drawn")
        // The check can see what keys do: L alone (legend) changes both the state and the picture.
        let l = lines[0...1] + [#"{"key": "l", "mods": [], "t": 0.05}"#, #"{"frame": 0.05}"#]
        let lPath = try write(l.joined(separator: "\n"), "l.jsonl", in: dir)
        let lOut = dir.appendingPathComponent("l.json").path
        #expect(try RecordedReplay.state(ofRecording: lPath, out: lOut)["legend"] as? Bool == false)
    }

    @Test("--pixel-ratio 2 renders as a HiDPI display: twice the pixels, the same layout in points")
    func hiDPI() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        var shots: [Data] = []
        var states: [[String: Any]] = []
        for ratio in ["1", "2"] {
            let shot = dir.appendingPathComponent("shot-\(ratio).png").path, out = dir.appendingPathComponent("s-\(ratio).json").path
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--size", "640x400", "--pixel-ratio", ratio,
                                                                     "--screenshot", shot, "--state-out", out])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            shots.append(try Data(contentsOf: URL(fileURLWithPath: shot)))
            states.append(try state(out))
        }
        // PNG width and height: big-endian at bytes 16…23 of the IHDR chunk.
        func size(_ png: Data) -> [UInt32] {
            [16, 20].map { o in png[o..<(o + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        }
        #expect(size(shots[0]) == [640, 400] && size(shots[1]) == [1280, 800])
        #expect(states[0]["bounds"] as? [Double] == [640, 400] && states[1]["bounds"] as? [Double] == [640, 400])
        let cells = states.map { ($0["cells"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] } }
        #expect(!cells[0].isEmpty && cells[0] == cells[1], "the same frames in points at both ratios")
        for bad in ["0.5", "5", "nan"] {
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--pixel-ratio", bad])
            #expect(r.status == 2 && r.stderr.contains("--pixel-ratio: ") && r.stderr.contains("allowed: 1…4"), "\(r.stderr)")
        }
        let window = try ProcessRunner.run(ProcessRunner.playground, ["--pixel-ratio", "2"])
        #expect(window.status == 2 && window.stderr.contains("only for --headless"), "\(window.stderr)")
    }

    @Test("a second interactive switch started over the first and let go lands on a layout the playground names right")
    func overlappingInteractiveSwitches() throws {
        // Found by the fuzzer: Shift+T, then Shift+F, then Shift released at 0 % went back to the tree while the
        // legend (and the next parameter change) said flow.
        let lines = [#"{"recording": "collection-playground", "version": 1, "options": []}"#, #"{"frame": 0}"#,
                     #"{"key": "t", "mods": ["shift"], "t": 0.01}"#, #"{"frame": 0.0167}"#,
                     #"{"key": "f", "mods": ["shift"], "t": 0.03}"#, #"{"frame": 0.0333}"#,
                     #"{"keyUp": "shift", "mods": [], "t": 0.05}"#] + (1...60).map { #"{"frame": \#(0.05 + Double($0) / 60)}"# }
        let dir = try ProcessRunner.temporaryDirectory()
        let path = try write(lines.joined(separator: "\n"), "overlap.jsonl", in: dir)
        let s = try RecordedReplay.state(ofRecording: path, out: dir.appendingPathComponent("state.json").path)
        let parameters = try #require(s["parameters"] as? [String: Any])
        #expect(s["layout"] as? String == "tree" && parameters["compact"] != nil, "named \(s["layout"] ?? ""), parameters \(parameters.keys.sorted())")
    }

    /// Frame lines every 1/60 s after `start`.
    private func frames(_ n: Int, after start: Double) -> [String] {
        (1...n).map { #"{"frame": \#(start + Double($0) / 60)}"# }
    }

    @Test("a parameter change animates, survives a trip to another layout, and the panel never undoes K")
    func parameterChanges() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let minus = [#"{"frame": 0}"#, #"{"key": "-", "mods": [], "t": 0.01}"#]
        // Waterfall: the panel opens on "columns"; one step down. Three frames in, the cells are on their way.
        let early = try RecordedReplay.state(options: ["--layout", "waterfall", "--show", "parameters"], lines: minus + frames(3, after: 0.01), in: dir, name: "early")
        let late = try RecordedReplay.state(options: ["--layout", "waterfall", "--show", "parameters"], lines: minus + frames(60, after: 0.01), in: dir, name: "late")
        #expect((late["parameters"] as? [String: Any])?["columnCount"] as? Double == 5)
        func columns(_ s: [String: Any]) -> Set<Double> {
            Set((s["cells"] as? [[String: Any]] ?? []).compactMap { ($0["frame"] as? [Double])?.first })
        }
        #expect(columns(late).count == 5, "five columns at rest: \(columns(late).sorted())")
        #expect(columns(early).count > 5, "mid-animation the cells are between their old and new columns: \(columns(early).sorted())")

        // F then W: the changed column count is still there.
        let trip = try RecordedReplay.state(options: ["--layout", "waterfall", "--show", "parameters"],
                              lines: minus + frames(40, after: 0.01) + [#"{"key": "f", "mods": [], "t": 0.7}"#] + frames(40, after: 0.7)
                                + [#"{"key": "w", "mods": [], "t": 1.4}"#] + frames(40, after: 1.4), in: dir, name: "trip")
        #expect(trip["layout"] as? String == "waterfall")
        #expect((trip["parameters"] as? [String: Any])?["columnCount"] as? Double == 5)

        // Tree: K (compact) and at once = on the first row (item width): compact stays on.
        let tree = try RecordedReplay.state(options: ["--layout", "tree", "--show", "parameters"],
                              lines: [#"{"frame": 0}"#, #"{"key": "k", "mods": [], "t": 0.01}"#, #"{"frame": 0.02}"#,
                               #"{"key": "=", "mods": [], "t": 0.03}"#] + frames(60, after: 0.03), in: dir, name: "tree")
        let parameters = try #require(tree["parameters"] as? [String: Any])
        #expect(parameters["compact"] as? Bool == true && parameters["itemWidth"] as? Double == 184, "\(parameters)")

        // Flow: the second row is the item width; changing it switches items to the layout's item size.
        let flow = try RecordedReplay.state(options: ["--show", "parameters"], lines: [#"{"frame": 0}"#, #"{"key": "]", "mods": [], "t": 0.01}"#, #"{"frame": 0.02}"#,
                                                         #"{"key": "=", "mods": [], "t": 0.03}"#] + frames(40, after: 0.03), in: dir, name: "flow")
        let widths = Set((flow["cells"] as? [[String: Any]] ?? []).compactMap { ($0["frame"] as? [Double])?[2] })
        #expect(widths == [120], "every item takes the new item width: \(widths)")
        #expect(((flow["config"] as? [String: Any])?["layouts"] as? [String: [String: Any]])?["flow"]?["itemSizes"] as? String == "item size")

        // Circle: from the automatic radius (800 / 2.5 = 320) one step up is 330, never a collapse to 10.
        let circle = try RecordedReplay.state(options: ["--layout", "circle", "--show", "parameters"],
                                lines: [#"{"frame": 0}"#, #"{"key": "=", "mods": [], "t": 0.01}"#] + frames(40, after: 0.01), in: dir, name: "circle")
        #expect((circle["parameters"] as? [String: Any])?["radius"] as? Double == 330)
    }

    @Test("the inspector takes clicks but never a release: a drag begun before I still drops")
    func inspectorDuringDrag() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let s = try RecordedReplay.state(options: ["--items", "60"], lines: [
            #"{"frame": 0, "viewport": [1000, 700]}"#,
            #"{"pointer": "down", "button": "primary", "at": [70, 100], "mods": [], "clicks": 1, "t": 0.02}"#, #"{"frame": 0.03}"#,
            #"{"pointer": "move", "button": "primary", "at": [90, 130], "mods": [], "clicks": 1, "t": 0.05}"#, #"{"frame": 0.06}"#,
            #"{"pointer": "move", "button": "primary", "at": [400, 260], "mods": [], "clicks": 1, "t": 0.08}"#, #"{"frame": 0.09}"#,
            #"{"key": "i", "mods": [], "t": 0.1}"#, #"{"frame": 0.11}"#,
            #"{"pointer": "up", "button": "primary", "at": [400, 260], "mods": [], "clicks": 1, "t": 0.12}"#,
        ] + frames(40, after: 0.12) + [
            // With the inspector on, a click inspects: nothing gets selected.
            #"{"pointer": "down", "button": "primary", "at": [500, 100], "mods": [], "clicks": 1, "t": 0.9}"#,
            #"{"pointer": "up", "button": "primary", "at": [500, 100], "mods": [], "clicks": 1, "t": 0.95}"#,
        ] + frames(20, after: 0.95), in: dir, name: "drag")
        #expect(s["dragging"] as? Bool == false, "the release ended the drag")
        #expect(s["overlays"] as? [String] == ["inspector"])
        #expect(s["bounds"] as? [Double] == [1000, 700])
        let ids = try #require(s["sections"] as? [[String]]).flatMap { $0 }
        #expect(ids.sorted() == (0..<60).map { "item-\($0)" }.sorted() && ids.first != "item-0", "item-0 was dropped elsewhere: \(ids.prefix(6))")
        #expect(s["selected"] as? [String] == ["item-0"] || s["selected"] as? [String] == [], "the inspecting click selected nothing new")
    }

    @Test("a recording keeps the config and data files it started with: editing them later changes no replay")
    func embeddedFiles() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let data = try write(#"{"sections": [{"title": "A", "items": [{"label": "one"}, {"label": "two"}]}]}"#, "d.json", in: dir)
        let config = try write(#"{"layout": "waterfall", "layouts": {"waterfall": {"columnCount": 2}}}"#, "c.json", in: dir)
        let recording = dir.appendingPathComponent("r.jsonl").path
        let live = dir.appendingPathComponent("live.json").path, replayed = dir.appendingPathComponent("replayed.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--frames", "5", "--config", config, "--data", data,
                                                                 "--record", recording, "--state-out", live])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let header = try #require(try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").first)
        #expect(!header.contains(data) && !header.contains(config), "paths are replaced by the files' contents: \(header)")
        // Change both files, then move them away: the replay must not notice.
        _ = try write(#"{"sections": [{"items": [{"label": "changed"}]}]}"#, "d.json", in: dir)
        try FileManager.default.removeItem(atPath: config)
        let a = try state(live), b = try RecordedReplay.state(ofRecording: recording, out: replayed)
        #expect(a["sections"] as? [[String]] == [["item-0", "item-1"]] && b["sections"] as? [[String]] == [["item-0", "item-1"]])
        #expect((b["parameters"] as? [String: Any])?["columnCount"] as? Double == 2 && b["layout"] as? String == "waterfall")
        #expect(a["cells"] as? [[String: AnyHashable]] == b["cells"] as? [[String: AnyHashable]])
    }

    @Test("the state file reports each layout's parameters as its config takes them: the same names, toggles true/false, choices by name")
    func stateParametersAreConfigs() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        for layout in LayoutName.allCases {
            let out = dir.appendingPathComponent("\(layout.rawValue).json").path
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--layout", layout.rawValue, "--state-out", out])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            let s = try state(out)
            let parameters = try #require(s["parameters"] as? [String: Any])
            let config = try #require(((s["config"] as? [String: Any])?["layouts"] as? [String: [String: Any]])?[layout.rawValue])
            // The flow's "itemSizes" is the playground's own row (the data source's), not the layout's.
            #expect(Set(parameters.keys) == Set(config.keys).subtracting([LayoutShelf.itemSizesParameter]), "\(layout.rawValue)")
            for (name, value) in parameters { #expect("\(value)" == "\(config[name] ?? "missing")", "\(layout.rawValue).\(name)") }
            let text = try String(contentsOfFile: out, encoding: .utf8)
            if layout == .tree { #expect(text.contains(#""compact":false"#) && text.contains(#""verticalSpacing":12"#), "\(text)") }
            if layout == .flow { #expect(text.contains(#""pinHeaders":true"#) && text.contains(#""scrollDirection":"vertical""#)) }
        }
    }

    @Test("the state file's \"config\" is a config file: loading it gives the same layout and parameters back")
    func stateConfigRoundTrip() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        // A session that changes things: flow horizontal, item sizes from the layout, a pinch-sized item scale.
        let config = try write(#"{"layout": "flow", "layouts": {"flow": {"scrollDirection": "horizontal", "itemWidth": 150, "pinHeaders": false},"#
            + #" "waterfall": {"columnCount": 3}}}"#, "start.json", in: dir)
        let first = dir.appendingPathComponent("first.json").path, second = dir.appendingPathComponent("second.json").path
        var r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--config", config, "--state-out", first])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let a = try state(first)
        let snapshot = try #require(a["config"] as? [String: Any])
        let layouts = try #require(snapshot["layouts"] as? [String: [String: Any]])
        #expect(layouts["flow"]?["scrollDirection"] as? String == "horizontal" && layouts["flow"]?["pinHeaders"] as? Bool == false)
        #expect(layouts["flow"]?["itemSizes"] as? String == "item size", "giving itemWidth in a config means the layout's item size")
        #expect(layouts["waterfall"]?["columnCount"] as? Double == 3)
        let back = dir.appendingPathComponent("back.json").path
        try JSONSerialization.data(withJSONObject: snapshot).write(to: URL(fileURLWithPath: back))
        r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--config", back, "--state-out", second])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let b = try state(second)
        #expect(a["parameters"] as? [String: AnyHashable] == b["parameters"] as? [String: AnyHashable])
        #expect(a["cells"] as? [[String: AnyHashable]] == b["cells"] as? [[String: AnyHashable]])
        #expect(NSDictionary(dictionary: snapshot).isEqual(to: b["config"] as? [String: Any] ?? [:]))
        let widths = Set((a["cells"] as? [[String: Any]] ?? []).compactMap { ($0["frame"] as? [Double])?[2] })
        #expect(widths == [150], "every item 150 wide: \(widths)")
    }

    @Test("more bad input, one line each: toggles as numbers, a config's missing data file, items without sections, a JPEG name")
    func moreBadInput() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let toggle = try write(#"{"layouts": {"flow": {"pinHeaders": 0}}}"#, "t.json", in: dir)
        let data = try write(#"{"data": "nope.json"}"#, "d.json", in: dir)
        let cases: [([String], String)] = [
            (["--config", toggle], "layouts.flow.pinHeaders: must be true or false"),
            (["--config", data], "--config: '\(data)': data: 'nope.json' is neither a data set (demo, classes) nor a file"),
            (["--items", "10", "--sections", "0"], "--sections: 0 sections cannot hold 10 items"),
            (["--screenshot", dir.appendingPathComponent("x.jpg").path], "screenshots are PNG files; give a name ending in .png"),
        ]
        for (args, expected) in cases {
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless"] + args)
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(expected), "\(args): \(r.stderr)")
        }
    }

    @Test("the inspected element follows its item when an item before it is deleted, and is let go when it is deleted")
    func inspectedElementFollowsEdits() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        // I, a click on item-2 (inspected, not selected), then Right + Space select item-0 and Delete deletes it.
        let head = [#"{"frame": 0}"#, #"{"key": "i", "mods": [], "t": 0.01}"#, #"{"frame": 0.02}"#,
                    #"{"pointer": "down", "button": "primary", "at": [359, 100], "mods": [], "clicks": 1, "t": 0.03}"#,
                    #"{"pointer": "up", "button": "primary", "at": [359, 100], "mods": [], "clicks": 1, "t": 0.04}"#, #"{"frame": 0.05}"#,
                    #"{"key": "right", "mods": [], "t": 0.06}"#, #"{"frame": 0.07}"#,
                    #"{"key": "space", "mods": [], "t": 0.08}"#, #"{"frame": 0.09}"#]
        let before = try RecordedReplay.state(options: [], lines: head + frames(3, after: 0.09), in: dir, name: "before")
        #expect((before["inspected"] as? [String: Any])?["indexPath"] as? [Int] == [0, 2])
        #expect(before["selected"] as? [String] == ["item-0"], "keyboard selection; the click only inspected")
        let after = try RecordedReplay.state(options: [], lines: head + [#"{"key": "delete", "mods": [], "t": 0.1}"#] + frames(40, after: 0.1), in: dir, name: "after")
        #expect((after["sections"] as? [[String]])?.first?.first == "item-1")
        #expect((after["inspected"] as? [String: Any])?["indexPath"] as? [Int] == [0, 1], "item-2 is now at [0, 1]")
    }
}
