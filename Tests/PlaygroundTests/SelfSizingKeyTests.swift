import Foundation
import Testing
import LayoutCore
import Renderer
@testable import Playground

/// A, the item-sizes key, played headless from a recording: what a user sees after pressing it in the flow.
@Suite("Item sizes key (A)", .serialized)
struct SelfSizingKeyTests {
    @Test("in the flow, A twice (per item → item size → self-sizing) sizes every cell to its label: the measured label plus 8 points of padding on each side")
    func flowSelfSizes() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let state = try RecordedReplay.state(of: [#"{"key": "a", "mods": [], "t": 0.1}"#, #"{"frame": 0.1}"#,
                                                  #"{"key": "a", "mods": [], "t": 0.2}"#, #"{"frame": 0.2}"#],
                                             options: ["--layout", "flow"], settled: true, in: dir, name: "self-sizing")
        let assets = try AssetLocator()
        let labels = Dictionary(uniqueKeysWithValues: try DemoData.make(items: 240, sections: 6, assets: assets)
            .flatMap(\.items).map { ("item-\($0.number)", $0.label) })
        let typesetter = try Typesetter(fontPath: try assets.fontPath(explicit: nil))
        let cells = try #require(state["cells"] as? [[String: Any]])
        #expect(cells.count > 40)
        var widths = Set<Double>()
        for cell in cells {
            let id = try #require(cell["id"] as? String), frame = try #require(cell["frame"] as? [Double])
            let label = try #require(labels[id])
            let fitting = CollectionViewCell.fittingSize(of: label, measurer: typesetter, fontSize: ViewAppearance().fontSize,
                                                         maximumWidth: 900 - 32)
            #expect(frame[2] == fitting.width && frame[3] == fitting.height, "\(id) \"\(label)\": \(frame), label's size \(fitting)")
            #expect((cell["text"] as? [String: Any])?["truncated"] as? Bool == false, "\(id)")
            widths.insert(frame[2])
        }
        // Labels of different lengths, cells of different widths (at the layout's item size they were all one).
        #expect(widths.count > 5, "\(widths.sorted())")
    }

    @Test("in a 400-point-wide waterfall, A turns self-sizing on and every label draws in as many lines as its cell was measured for (none shrunk onto one line)")
    func narrowWaterfallDrawsAsMeasured() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let state = try RecordedReplay.state(options: ["--layout", "waterfall", "--size", "400x700"],
                                             lines: [#"{"frame": 0, "viewport": [400, 700]}"#, #"{"key": "a", "mods": [], "t": 0.1}"#,
                                                     #"{"frame": 0.1}"#, #"{"frame": 1.5}"#, #"{"frame": 2.5}"#, #"{"quit": true}"#],
                                             in: dir, name: "waterfall-400")
        let assets = try AssetLocator()
        let labels = Dictionary(uniqueKeysWithValues: try DemoData.make(items: 240, sections: 6, assets: assets)
            .flatMap(\.items).map { ("item-\($0.number)", $0.label) })
        let typesetter = try Typesetter(fontPath: try assets.fontPath(explicit: nil))
        let cells = try #require(state["cells"] as? [[String: Any]])
        #expect(cells.count > 30)
        var lineCounts = Set<Int>()
        for cell in cells {
            let id = try #require(cell["id"] as? String), frame = try #require(cell["frame"] as? [Double])
            let label = try #require(labels[id])
            let pad = CollectionViewCell.labelPadding
            let measured = typesetter.measure(label, fontSize: ViewAppearance().fontSize, maxWidth: frame[2] - 2 * pad,
                                              maxLines: CollectionViewCell.maximumLabelLines)
            #expect(frame[3] == (measured.size.height + 2 * pad).rounded(.up), "\(id) \"\(label)\": \(frame), measured \(measured)")
            let drawn = try #require(cell["text"] as? [String: Any])
            #expect(drawn["lines"] as? Int == measured.lines, "\(id) \"\(label)\" in \(frame): drawn \(drawn), measured \(measured.lines) lines")
            lineCounts.insert(measured.lines)
        }
        // Six 53-point columns leave 37 points of text: every label wraps, to two lines or three.
        #expect(lineCounts == [2, 3], "\(lineCounts)")
    }
}
