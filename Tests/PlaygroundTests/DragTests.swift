import Foundation
import Testing

/// Drag to reorder in the playground, played headless from recordings (900×600): what a refused drag says, where
/// dropped items land.
@Suite("Playground drags", .serialized)
struct DragTests {
    private func pointer(_ phase: String, _ x: Double, _ y: Double, at t: Double) -> String {
        #"{"pointer": "\#(phase)", "button": "primary", "at": [\#(x), \#(y)], "mods": [], "clicks": 1, "t": \#(t)}"#
    }
    private func frame(_ t: Double) -> String { #"{"frame": \#(t)}"# }

    /// Press at (x0, y0) at t, move in `steps` steps over 0.2 s to (x1, y1), a frame after each; no release.
    private func drag(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, at t: Double, steps: Int = 8) -> [String] {
        var lines = [pointer("down", x0, y0, at: t), frame(t + 0.01)]
        for k in 1...steps {
            let f = Double(k) / Double(steps), time = t + 0.02 + 0.2 * f
            lines += [pointer("move", x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, at: time), frame(time + 0.001)]
        }
        return lines
    }

    private func ids(_ state: [String: Any]) throws -> [String] { try #require(state["sections"] as? [[String]]).flatMap { $0 } }

    @Test("in the tree a drag is refused with a toast, \"items stay beside their parent\"; elsewhere a drag shows none")
    func treeRefusesWithToast() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let before = try RecordedReplay.state(of: [frame(0.5)], options: ["--layout", "tree"], in: dir, name: "tree-before")
        // UIView, the third box of the tree's top row.
        let refused = try RecordedReplay.state(of: drag(from: 580, 38, to: 620, 200, at: 0.3) + [frame(0.8)], options: ["--layout", "tree"],
                                               in: dir, name: "tree")
        #expect(refused["refusedDrag"] as? String == "items stay beside their parent")
        #expect(refused["dragging"] as? Bool == false)
        #expect(try ids(refused) == ids(before), "nothing moved")
        // The toast is gone 2.5 s later.
        let later = try RecordedReplay.state(of: drag(from: 580, 38, to: 620, 200, at: 0.3) + [frame(3.2)], options: ["--layout", "tree"],
                                             in: dir, name: "tree-later")
        #expect(later["refusedDrag"] is NSNull)
        // A flow drag lifts the item, and says nothing.
        let flow = try RecordedReplay.state(of: drag(from: 70, 100, to: 300, 200, at: 0.3) + [frame(0.8)], options: ["--items", "40"], in: dir, name: "flow")
        #expect(flow["dragging"] as? Bool == true)
        #expect(flow["refusedDrag"] is NSNull)
    }

    @Test("R switches to seed 003's drag: a long press lifts, panning into items swaps them at once; R again goes back")
    func longPressSwapMode() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let r = [#"{"key": "r", "mods": [], "t": 0.05}"#, frame(0.06)]
        // Lemon 0 held still 0.6 s, then panned into Lime 1 and on into Yuzu 2 (the first row of 900×600).
        var hold = [pointer("down", 70, 100, at: 0.1)] + stride(from: 0.15, through: 0.7, by: 0.05).map { frame($0) }
        hold += drag(from: 70, 100, to: 208, 95, at: 0.7, steps: 6).dropFirst(2)
        hold += drag(from: 208, 95, to: 340, 95, at: 1.0, steps: 6).dropFirst(2)
        let swapped = try RecordedReplay.state(of: r + hold + [frame(1.4)], options: ["--items", "40"], in: dir, name: "swap")
        #expect(swapped["reorderStyle"] as? String == "longPressSwap")
        #expect(swapped["dragging"] as? Bool == true)
        let section = try #require((swapped["sections"] as? [[String]])?.first)
        #expect(Array(section.prefix(4)) == ["item-1", "item-2", "item-0", "item-3"])
        // The release moves nothing more; the same presses in the default style lift nothing (a long press opens the menu).
        let dropped = try RecordedReplay.state(of: r + hold + [pointer("up", 340, 95, at: 1.4), frame(1.5), frame(2.0)], options: ["--items", "40"],
                                               in: dir, name: "dropped")
        #expect(dropped["dragging"] as? Bool == false)
        #expect(Array(try #require((dropped["sections"] as? [[String]])?.first).prefix(4)) == ["item-1", "item-2", "item-0", "item-3"])
        // The swaps are one undo step, gathered from the lift (the interaction's dragDidBegin) to the drop (dragDidEnd):
        // Ctrl+Z takes every swap back at once.
        let undo = dropped["undo"] as? [String: Int]
        #expect(undo == ["undoable": 1, "redoable": 0])
        let undone = try RecordedReplay.state(of: r + hold + [pointer("up", 340, 95, at: 1.4), frame(1.5),
                                                              #"{"key": "z", "mods": ["ctrl"], "t": 1.6}"#, frame(1.7), frame(2.5)],
                                              options: ["--items", "40"], in: dir, name: "swap-undone")
        #expect(try ids(undone) == (0..<40).map { "item-\($0)" })
        #expect(undone["undo"] as? [String: Int] == ["undoable": 0, "redoable": 1])
        let plain = try RecordedReplay.state(of: hold + [frame(1.4)], options: ["--items", "40"], in: dir, name: "plain")
        #expect(plain["reorderStyle"] as? String == "interactiveMovement")
        #expect(plain["dragging"] as? Bool == false && !(plain["menu"] is NSNull))
        #expect(try ids(plain) == (0..<40).map { "item-\($0)" })
        let back = try RecordedReplay.state(of: r + [#"{"key": "r", "mods": [], "t": 0.07}"#, frame(0.08)], options: ["--items", "40"], in: dir, name: "back")
        #expect(back["reorderStyle"] as? String == "interactiveMovement")
    }

    @Test("waterfall: a drop shifts the items between its places along the fill order; the columns do not reshuffle")
    func waterfallDrop() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let options = ["--items", "120", "--sections", "2", "--layout", "waterfall"]
        let before = try RecordedReplay.state(of: [frame(0.5)], options: options, in: dir, name: "waterfall-before")
        // Lime 1 (second column) dragged onto Orange 3 (fourth) and dropped.
        let after = try RecordedReplay.state(of: drag(from: 230, 100, to: 520, 110, at: 0.1) + [frame(0.6), pointer("up", 520, 110, at: 0.61), frame(0.62), frame(1.5), frame(2.5)],
                                             options: options, in: dir, name: "waterfall-after")
        #expect(Array(try #require((after["sections"] as? [[String]])?.first).prefix(5)) == ["item-0", "item-2", "item-3", "item-1", "item-4"])
        func x(_ state: [String: Any]) throws -> [String: Double] {
            var out: [String: Double] = [:]
            for cell in try #require(state["cells"] as? [[String: Any]]) {
                out[try #require(cell["id"] as? String)] = try #require(cell["frame"] as? [Double])[0]
            }
            return out
        }
        let (xb, xa) = (try x(before), try x(after))
        // The moved run: 2 and 3 one place back, 1 into 3's place.
        #expect(xa["item-2"] == xb["item-1"] && xa["item-3"] == xb["item-2"] && xa["item-1"] == xb["item-3"])
        // Every other item on screen keeps its column.
        let others = xb.keys.filter { !["item-1", "item-2", "item-3"].contains($0) && xa[$0] != nil }
        #expect(others.count > 20)
        #expect(others.filter { xa[$0] != xb[$0] }.sorted() == [])
    }

    private func key(_ key: String, _ mods: [String] = [], at t: Double) -> [String] {
        [#"{"key": "\#(key)", "mods": [\#(mods.map { "\"\($0)\"" }.joined(separator: ", "))], "t": \#(t)}"#, frame(t), frame(t + 0.4)]
    }
    private func click(_ x: Double, _ y: Double, at t: Double) -> [String] {
        [pointer("down", x, y, at: t), pointer("up", x, y, at: t + 0.01), frame(t + 0.45)]
    }
    private func undoCounts(_ state: [String: Any]) -> [Int] {
        let u = state["undo"] as? [String: Int] ?? [:]
        return [u["undoable"] ?? -1, u["redoable"] ?? -1]
    }

    /// M, then item-1, item-3 and item-8 selected by clicks (900×600 flow, 40 items of varied sizes); item-3 is
    /// pressed and dragged over item-11 in the second row, held there.
    private var multiDrag: [String] {
        key("m", at: 0.01) + click(206, 94, at: 0.5) + click(473, 94, at: 1.0) + click(196, 274, at: 1.5)
            + drag(from: 473, 94, to: 540, 280, at: 2.0) + [frame(2.6)]
    }

    @Test("several selected items dragged together land together, in their order, where the drop is; undo and redo are one step each; Esc puts all back")
    func multiItemDrag() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let all40 = (0..<40).map { "item-\($0)" }
        let held = try RecordedReplay.state(of: multiDrag, options: ["--items", "40"], in: dir, name: "multi-held")
        #expect(held["dragging"] as? Bool == true)
        #expect(held["selected"] as? [String] == ["item-1", "item-3", "item-8"])
        #expect(try ids(held) == all40, "nothing moves before the drop")
        let drop = [pointer("up", 540, 280, at: 2.61), frame(2.62), frame(3.5)]
        let dropped = try RecordedReplay.state(of: multiDrag + drop, options: ["--items", "40"], in: dir, name: "multi-dropped")
        // The three land together in their order, the dragged item-3 in item-11's place (index 4 of the second
        // section: each row of this data is a section), 1 before it and 8 after it: two of them crossed from the first
        // section into the second. The others keep their order.
        let expected = ["item-0", "item-2", "item-4", "item-5", "item-6", "item-7", "item-9", "item-10", "item-1", "item-3", "item-8",
                        "item-11"] + (12..<40).map { "item-\($0)" }
        #expect((dropped["sections"] as? [[String]])?.prefix(2).map { $0 } == [["item-0", "item-2", "item-4", "item-5", "item-6"],
                ["item-7", "item-9", "item-10", "item-1", "item-3", "item-8", "item-11", "item-12", "item-13"]])
        #expect(try ids(dropped) == expected)
        #expect(undoCounts(dropped) == [1, 0], "one step for the whole drag")
        #expect(dropped["selected"] as? [String] == ["item-1", "item-3", "item-8"], "the selection follows the items")
        let undone = try RecordedReplay.state(of: multiDrag + drop + key("z", ["ctrl"], at: 4.0), options: ["--items", "40"], in: dir, name: "multi-undone")
        #expect(try ids(undone) == all40)
        #expect(undoCounts(undone) == [0, 1])
        #expect(undone["selected"] as? [String] == ["item-1", "item-3", "item-8"])
        let redone = try RecordedReplay.state(of: multiDrag + drop + key("z", ["ctrl"], at: 4.0) + key("z", ["ctrl", "shift"], at: 5.0),
                                              options: ["--items", "40"], in: dir, name: "multi-redone")
        #expect(try ids(redone) == expected)
        #expect(undoCounts(redone) == [1, 0])
        let cancelled = try RecordedReplay.state(of: multiDrag + key("escape", at: 2.7) + [pointer("up", 540, 280, at: 3.3), frame(3.4), frame(4.0)],
                                                 options: ["--items", "40"], in: dir, name: "multi-cancelled")
        #expect(try ids(cancelled) == all40)
        #expect(undoCounts(cancelled) == [0, 0])
        // Every cell back in its place.
        func frames(_ state: [String: Any]) throws -> [String: [Double]] {
            var out: [String: [Double]] = [:]
            for cell in try #require(state["cells"] as? [[String: Any]]) { out[try #require(cell["id"] as? String)] = cell["frame"] as? [Double] }
            return out
        }
        let before = try RecordedReplay.state(of: key("m", at: 0.01) + [frame(0.5)], options: ["--items", "40"], in: dir, name: "multi-before")
        #expect(try frames(cancelled) == frames(before))
    }

    @Test("seed 003's swapping drag is one undo step however many swaps it made: Ctrl+Z restores the exact order, Ctrl+Shift+Z the swapped one")
    func swapDragUndoIsOneStep() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let r = [#"{"key": "r", "mods": [], "t": 0.05}"#, frame(0.06)]
        // As in longPressSwapMode: item-0 swaps with item-1, then with item-2; released.
        var hold = [pointer("down", 70, 100, at: 0.1)] + stride(from: 0.15, through: 0.7, by: 0.05).map { frame($0) }
        hold += drag(from: 70, 100, to: 208, 95, at: 0.7, steps: 6).dropFirst(2)
        hold += drag(from: 208, 95, to: 340, 95, at: 1.0, steps: 6).dropFirst(2)
        hold += [pointer("up", 340, 95, at: 1.4), frame(1.5), frame(2.0)]
        let swapped = (["item-1", "item-2", "item-0"] + (3..<40).map { "item-\($0)" })
        let dropped = try RecordedReplay.state(of: r + hold, options: ["--items", "40"], in: dir, name: "swap-dropped")
        #expect(try ids(dropped) == swapped)
        #expect(undoCounts(dropped) == [1, 0])
        let undone = try RecordedReplay.state(of: r + hold + key("z", ["ctrl"], at: 2.5), options: ["--items", "40"], in: dir, name: "swap-undone")
        #expect(try ids(undone) == (0..<40).map { "item-\($0)" })
        #expect(undoCounts(undone) == [0, 1])
        let redone = try RecordedReplay.state(of: r + hold + key("z", ["ctrl"], at: 2.5) + key("z", ["ctrl", "shift"], at: 3.5), options: ["--items", "40"],
                                              in: dir, name: "swap-redone")
        #expect(try ids(redone) == swapped)
        #expect(undoCounts(redone) == [1, 0])
    }
}
