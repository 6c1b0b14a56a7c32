import Foundation
import Testing

/// Undo and redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y), played headless from recordings: exact ids in order.
@Suite("Undo and redo", .serialized)
struct UndoTests {
    private let all40 = (0..<40).map { "item-\($0)" }

    /// Replays `entries` with `options` (40 items unless given; `RecordedReplay`) and returns the state, settled
    /// unless told otherwise (frames a second after the last).
    private func replay(_ entries: [String], options: [String] = ["--items", "40"], settled: Bool = true, in dir: URL,
                        name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try RecordedReplay.state(of: entries, options: options, settled: settled, in: dir, name: name, sourceLocation: sourceLocation)
    }

    /// A key press at time `t` (taken by the frame at `t`, where its animation starts), then a frame 0.4 s later
    /// (past the 0.3 s update animation).
    private func key(_ key: String, _ mods: [String] = [], at t: Double) -> [String] {
        [#"{"key": "\#(key)", "mods": [\#(mods.map { "\"\($0)\"" }.joined(separator: ", "))], "t": \#(t)}"#, #"{"frame": \#(t)}"#,
         #"{"frame": \#(t + 0.4)}"#]
    }

    /// A click (down and up) at a window point at time `t`, then a frame once the double-click wait is over.
    private func click(_ x: Double, _ y: Double, at t: Double) -> [String] {
        [#"{"pointer": "down", "button": "primary", "at": [\#(x), \#(y)], "mods": [], "clicks": 1, "t": \#(t)}"#,
         #"{"pointer": "up", "button": "primary", "at": [\#(x), \#(y)], "mods": [], "clicks": 1, "t": \#(t + 0.01)}"#,
         #"{"frame": \#(t + 0.45)}"#]
    }

    private func ids(_ state: [String: Any]) throws -> [String] { try #require(state["sections"] as? [[String]]).flatMap { $0 } }
    private func undo(_ state: [String: Any]) -> [Int] {
        let u = state["undo"] as? [String: Int] ?? [:]
        return [u["undoable"] ?? -1, u["redoable"] ?? -1]
    }

    /// M, then clicks on item-0, item-1 and item-3 (900×600 flow, 40 items), then Delete.
    private var deleteThree: [String] {
        key("m", at: 0.01) + click(70, 100, at: 0.5) + click(200, 100, at: 1.0) + click(470, 100, at: 1.5) + key("delete", at: 2.0)
    }

    @Test("delete 3 selected items, Ctrl+Z: the same ids back in their places, selected; Ctrl+Shift+Z and Ctrl+Y delete them again")
    func deleteUndoRedo() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let deleted = try replay(deleteThree, in: dir, name: "deleted")
        let gone = ["item-0", "item-1", "item-3"]
        #expect(try ids(deleted) == all40.filter { !gone.contains($0) })
        #expect(undo(deleted) == [1, 0])
        let undone = try replay(deleteThree + key("z", ["ctrl"], at: 3.0), in: dir, name: "undone")
        #expect(try ids(undone) == all40)
        #expect(undone["selected"] as? [String] == gone, "the restored items are selected")
        #expect(undo(undone) == [0, 1])
        for (name, redo) in [("redo-shift", key("z", ["ctrl", "shift"], at: 4.0)), ("redo-y", key("y", ["ctrl"], at: 4.0))] {
            let redone = try replay(deleteThree + key("z", ["ctrl"], at: 3.0) + redo, in: dir, name: name)
            #expect(try ids(redone) == all40.filter { !gone.contains($0) }, "\(name)")
            #expect(undo(redone) == [1, 0], "\(name)")
        }
        // Nothing left to undo: a second Ctrl+Z changes nothing.
        let twice = try replay(deleteThree + key("z", ["ctrl"], at: 3.0) + key("z", ["ctrl"], at: 4.0), in: dir, name: "twice")
        #expect(try ids(twice) == all40 && undo(twice) == [0, 1])
    }

    @Test("half way through an undo the restored items are animating in (an update animation), not cut in")
    func undoAnimates() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let mid = try replay(deleteThree + [#"{"key": "z", "mods": ["ctrl"], "t": 3.0}"#, #"{"frame": 3.0}"#, #"{"frame": 3.15}"#, #"{"frame": 3.16}"#],
                             settled: false, in: dir, name: "mid")
        let cells = try #require(mid["cells"] as? [[String: Any]])
        let frame0 = try #require(cells.first { $0["id"] as? String == "item-0" }?["frame"] as? [Double])
        let frame2 = try #require(cells.first { $0["id"] as? String == "item-2" }?["frame"] as? [Double])
        let end = try replay(deleteThree + key("z", ["ctrl"], at: 3.0), in: dir, name: "end")
        let endCells = try #require(end["cells"] as? [[String: Any]])
        let end2 = try #require(endCells.first { $0["id"] as? String == "item-2" }?["frame"] as? [Double])
        let end0 = try #require(endCells.first { $0["id"] as? String == "item-0" }?["frame"] as? [Double])
        // item-2 slides from first place back to third: half way it is between.
        #expect(frame2[0] > 16 && frame2[0] < end2[0], "item-2 at \(frame2) on its way to \(end2)")
        // item-0 fades in at its place (the flow's initial attributes): its frame is its final one.
        #expect(frame0 == end0)
    }

    @Test("a drag is one step: Ctrl+Z moves the item back, Ctrl+Shift+Z moves it again")
    func dragUndo() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let drag = [
            #"{"pointer": "down", "button": "primary", "at": [70, 100], "mods": [], "clicks": 1, "t": 0.02}"#, #"{"frame": 0.03}"#,
            #"{"pointer": "move", "button": "primary", "at": [90, 130], "mods": [], "clicks": 1, "t": 0.05}"#, #"{"frame": 0.06}"#,
            #"{"pointer": "move", "button": "primary", "at": [400, 260], "mods": [], "clicks": 1, "t": 0.08}"#, #"{"frame": 0.09}"#,
            #"{"frame": 0.5}"#,
            #"{"pointer": "up", "button": "primary", "at": [400, 260], "mods": [], "clicks": 1, "t": 0.6}"#, #"{"frame": 1.2}"#,
        ]
        let dropped = try replay(drag, in: dir, name: "dropped")
        let moved = try ids(dropped)
        #expect(moved != all40 && moved.sorted() == all40.sorted() && moved.first == "item-1", "item-0 moved: \(moved.prefix(8))")
        #expect(undo(dropped) == [1, 0])
        let undone = try replay(drag + key("z", ["ctrl"], at: 2.0), in: dir, name: "undone")
        #expect(try ids(undone) == all40)
        #expect(undone["selected"] as? [String] == ["item-0"])
        let redone = try replay(drag + key("z", ["ctrl"], at: 2.0) + key("z", ["ctrl", "shift"], at: 3.0), in: dir, name: "redone")
        #expect(try ids(redone) == moved)
    }

    @Test("paste, N and cut are one step each; Ctrl+Z takes each back exactly; a new edit clears the redo stack")
    func pasteInsertCutUndo() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        // Select item-1, copy, paste (a new item-40 after it), N (item-41 or later after the pasted one), cut item-5.
        let edits = click(200, 100, at: 0.1) + key("c", ["ctrl"], at: 0.6) + key("v", ["ctrl"], at: 1.1)
        let pasted = try replay(edits, in: dir, name: "pasted")
        let afterPaste = try ids(pasted)
        #expect(afterPaste.count == 41 && afterPaste[2] == "item-40" && Array(afterPaste[..<2] + afterPaste[3...]) == all40)
        let undone = try replay(edits + key("z", ["ctrl"], at: 2.0), in: dir, name: "paste-undone")
        #expect(try ids(undone) == all40 && undo(undone) == [0, 1])

        let inserted = try replay(edits + key("n", at: 2.0), in: dir, name: "inserted")
        let afterInsert = try ids(inserted)
        #expect(afterInsert.count == 42)
        let insertUndone = try replay(edits + key("n", at: 2.0) + key("z", ["ctrl"], at: 3.0), in: dir, name: "insert-undone")
        #expect(try ids(insertUndone) == afterPaste && undo(insertUndone) == [1, 1])
        // Undo, then a new edit (N): nothing to redo any more.
        let fresh = try replay(edits + key("n", at: 2.0) + key("z", ["ctrl"], at: 3.0) + key("n", at: 4.0), in: dir, name: "fresh")
        #expect(undo(fresh) == [2, 0])

        // Cut of item-5 (second row is far; item-3 at 470, 100), then undo.
        let cut = click(470, 100, at: 0.1) + key("x", ["ctrl"], at: 0.6)
        let afterCut = try replay(cut, in: dir, name: "cut")
        #expect(try ids(afterCut) == all40.filter { $0 != "item-3" })
        let cutUndone = try replay(cut + key("z", ["ctrl"], at: 1.5), in: dir, name: "cut-undone")
        #expect(try ids(cutUndone) == all40 && cutUndone["selected"] as? [String] == ["item-3"])
    }

    @Test("150 edits then 150 undos: the last 100 are undone (the bound), leaving the state after the first 50 exactly")
    func historyBound() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        func presses(_ n: Int, _ key: String, _ mods: [String], from t0: Double) -> [String] {
            (0..<n).flatMap { k -> [String] in
                let t = t0 + Double(k) * 0.02
                return [#"{"key": "\#(key)", "mods": [\#(mods.map { "\"\($0)\"" }.joined(separator: ", "))], "t": \#(t)}"#, #"{"frame": \#(t + 0.01)}"#]
            }
        }
        let fifty = try replay(presses(50, "n", [], from: 0.1) + [#"{"frame": 2}"#], in: dir, name: "fifty")
        let all = try replay(presses(150, "n", [], from: 0.1) + presses(150, "z", ["ctrl"], from: 4) + [#"{"frame": 8}"#],
                             in: dir, name: "all")
        #expect(try ids(fifty).count == 90)
        #expect(try ids(all) == ids(fifty), "the first 50 inserts stay: their steps were dropped")
        #expect(undo(all) == [0, 100])
        // The 40 original items keep their order among them.
        #expect(try ids(all).filter { all40.contains($0) } == all40)
    }

    @Test("with --data, undoing back to the saved state is saved again (no •); redo makes it unsaved")
    func undoToSaved() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let data = dir.appendingPathComponent("d.json").path
        try #"{"sections": [{"title": "A", "items": [{"label": "one"}, {"label": "two"}, {"label": "three"}]}]}"#
            .write(toFile: data, atomically: true, encoding: .utf8)
        let edit = click(30, 70, at: 0.1) + key("delete", at: 0.6)
        let edited = try replay(edit, options: ["--data", data], in: dir, name: "edited")
        #expect(edited["unsavedEdits"] as? Bool == true)
        #expect(try ids(edited).count == 2)
        let undone = try replay(edit + key("z", ["ctrl"], at: 1.5), options: ["--data", data], in: dir, name: "undone")
        #expect(undone["unsavedEdits"] as? Bool == false)
        #expect(try ids(undone).count == 3)
        let redone = try replay(edit + key("z", ["ctrl"], at: 1.5) + key("y", ["ctrl"], at: 2.5), options: ["--data", data], in: dir, name: "redone")
        #expect(redone["unsavedEdits"] as? Bool == true)
    }

    @Test("D twice with --data keeps the unsaved edit and its undo history (the file is not read again)")
    func dataSwitchKeepsEdits() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let data = dir.appendingPathComponent("d.json").path
        try #"{"sections": [{"title": "A", "items": [{"label": "one"}, {"label": "two"}, {"label": "three"}]}]}"#
            .write(toFile: data, atomically: true, encoding: .utf8)
        let edit = click(30, 70, at: 0.1) + key("delete", at: 0.6)
        let original = try ids(try replay([], options: ["--data", data], in: dir, name: "original"))
        let edited = try ids(try replay(edit, options: ["--data", data], in: dir, name: "edited"))
        #expect(edited.count == 2 && original.count == 3)
        let classes = try replay(edit + key("d", at: 1.5), options: ["--data", data], in: dir, name: "classes")
        #expect(classes["data"] as? String != "file" && undo(classes) == [0, 0], "the class hierarchy has its own (empty) history")
        // Quitting while the class hierarchy is shown still keeps the file's unsaved edit.
        #expect(classes["unsavedEdits"] as? Bool == true)
        let recovered = dir.appendingPathComponent("d.recovered.json").path
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recovered))) as? [String: Any])
        #expect(((kept["sections"] as? [[String: Any]])?.first?["items"] as? [Any])?.count == 2, "d.recovered.json holds the edited items")
        try FileManager.default.removeItem(atPath: recovered)
        let back = try replay(edit + key("d", at: 1.5) + key("d", at: 2.5), options: ["--data", data], in: dir, name: "back")
        #expect(try ids(back) == edited)
        #expect(back["unsavedEdits"] as? Bool == true)
        #expect(undo(back) == [1, 0])
        let undone = try replay(edit + key("d", at: 1.5) + key("d", at: 2.5) + key("z", ["ctrl"], at: 3.5), options: ["--data", data],
                                in: dir, name: "undone")
        #expect(try ids(undone) == original && undone["unsavedEdits"] as? Bool == false)
    }

    @Test("in the tree, deleting a parent orphans its children; Ctrl+Z gives them their parent back: every cell where it was")
    func treeUndoRestoresParents() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        func frames(_ s: [String: Any]) throws -> [String: [Double]] {
            Dictionary(uniqueKeysWithValues: try #require(s["cells"] as? [[String: Any]]).compactMap { c in
                (c["id"] as? String).flatMap { id in (c["frame"] as? [Double]).map { (id, $0) } }
            })
        }
        // The root, NSObject, at the top left of the class tree.
        let delete = click(100, 38, at: 0.1) + key("delete", at: 0.6)
        let original = try replay([], options: ["--layout", "tree"], in: dir, name: "tree")
        let deleted = try replay(delete, options: ["--layout", "tree"], in: dir, name: "tree-deleted")
        #expect(try ids(deleted).count == ids(original).count - 1)
        #expect(try frames(deleted) != frames(original), "the orphans were laid out as roots")
        let undone = try replay(delete + key("z", ["ctrl"], at: 1.5), options: ["--layout", "tree"], in: dir, name: "tree-undone")
        #expect(try ids(undone) == ids(original))
        #expect(try frames(undone) == frames(original))
    }

    @Test("K keeps the tree's root (its first item) inside the viewport, both ways")
    func compactKeepsRoot() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        for (name, keys) in [("compact", key("k", at: 0.1) + [#"{"frame": 1.2}"#]),
                             ("back", key("k", at: 0.1) + [#"{"frame": 1.2}"#] + key("k", at: 1.3) + [#"{"frame": 2.4}"#])] {
            let s = try replay(keys, options: ["--layout", "tree"], in: dir, name: name)
            let cells = try #require(s["cells"] as? [[String: Any]])
            let root = try #require(cells.first { ($0["indexPath"] as? [Int]) == [0, 0] }?["frame"] as? [Double], "\(name): the root is drawn")
            // 900×600 less the 26 pt legend at the bottom.
            #expect(root[0] >= 0 && root[1] >= 0 && root[0] + root[2] <= 900 && root[1] + root[3] <= 574, "\(name): root at \(root)")
            // At the tree's first insets (left 30, top 6: every cell padded as in the guide).
            #expect(root[0] == 30 && root[1] == 6, "\(name): the root keeps its place on screen")
        }
    }
}
