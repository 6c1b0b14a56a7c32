import Foundation
import LayoutCore
import Renderer
import Testing
@testable import Playground

/// Pictures in data files (`"image": PATH` on an item) and on demo items (`--demo-images`): parsed with the field's
/// path in errors, written back by Ctrl+S as the file gave them, kept through paste, cut and undo, drawn headless.
@Suite("Data file images", .serialized)
struct DataFileImageTests {
    static let text = ##"{"sections": [{"items": [{"label": "A", "image": "pics/a b.png"}, {"label": "B"}, {"label": "C", "image": "/abs/c.jpg"}]}]}"##

    private func message(_ text: String) -> String {
        do { _ = try DataFile.document(Array(text.utf8)); return "no error" } catch let e as JSONFields.FieldError {
            return "\(e.field): \(e.problem)"
        } catch { return "\(error)" }
    }

    @Test("an item's image is read as written, by item number; items without one have none")
    func parse() throws {
        let document = try DataFile.document(Array(Self.text.utf8))
        #expect(document.images == [0: "pics/a b.png", 2: "/abs/c.jpg"])
        #expect(document.sections[0].items.map(\.label) == ["A", "B", "C"])
    }

    @Test("a bad image names the field and says what to give")
    func badImage() {
        #expect(message(#"{"sections": [{"items": [{}, {"image": 3}]}]}"#) == "sections[0].items[1].image: must be a string")
        #expect(message(#"{"sections": [{"items": [{"image": ""}]}]}"#)
            == "sections[0].items[0].image: is empty; give the path of a picture file")
        #expect(message(#"{"sections": [{"items": [{"picture": "a.png"}]}]}"#)
            == "sections[0].items[0].picture: unknown field; allowed: color, image, label, size")
    }

    @Test("Ctrl+S writes each image back byte for byte in its item")
    func saveRoundTrip() throws {
        let document = try DataFile.document(Array(Self.text.utf8))
        let written = DataFileWriter(givenItemFields: document.itemFields).text(of: document.sections, images: document.images)
        #expect(written == ##"""
            {"sections": [
              {"items": [
                {"label": "A", "image": "pics/a b.png"},
                {"label": "B"},
                {"label": "C", "image": "/abs/c.jpg"}]}
            ]}

            """##)
        #expect(try DataFile.document(Array(written.utf8)).images == document.images)
    }

    @Test("a pasted copy shows its original's picture; a cut item undone comes back with its picture, and both are saved")
    func pasteCutUndo() throws {
        let document = try DataFile.document(Array(Self.text.utf8))
        let ds = DemoDataSource(document: DemoDocument(sections: document.sections, photoPaths: document.images), usesItemSizes: true)
        ds.imageFolder = "/data"
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 800, height: 600), collectionViewLayout: FlowLayout())
        ds.register(in: cv)
        cv.layoutIfNeeded()
        #expect(ds.image(at: IndexPath(item: 0, section: 0))?.path == "/data/pics/a b.png")
        #expect(ds.image(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(ds.image(at: IndexPath(item: 2, section: 0))?.path == "/abs/c.jpg")
        ds.collectionView(cv, performAction: .copy, forItemsAt: [IndexPath(item: 0, section: 0)])
        ds.collectionView(cv, performAction: .paste, forItemsAt: [IndexPath(item: 2, section: 0)])
        #expect(ds.document.itemIDs == [["item-0", "item-1", "item-2", "item-3"]])
        #expect(ds.image(at: IndexPath(item: 3, section: 0))?.path == "/data/pics/a b.png")
        ds.collectionView(cv, performAction: .cut, forItemsAt: [IndexPath(item: 0, section: 0)])
        #expect(ds.document.itemIDs == [["item-1", "item-2", "item-3"]])
        guard case .removal? = ds.document.history.undoStack.last?.step else { Issue.record("no removal to undo"); return }
        ds.document.apply(.undo)
        #expect(ds.image(at: IndexPath(item: 0, section: 0))?.path == "/data/pics/a b.png")
        let written = DataFileWriter(givenItemFields: document.itemFields).text(of: ds.document.sections, images: ds.document.photoPaths)
        #expect(written.components(separatedBy: #""image": "pics/a b.png""#).count == 3, "\(written)")
    }

    @Test("--demo-images: item N shows picture N modulo 13 of Assets/photos' landscapes then patterns")
    func demoImages() throws {
        let assets = try AssetLocator()
        let paths = try DemoImages.paths(assets: assets)
        let root = assets.path("photos")
        #expect(paths.count == 13)
        let ds = DemoDataSource(sections: [], usesItemSizes: true)
        ds.demoImages = paths
        #expect(ds.imagePath(ofItem: 0) == root + "/landscapes/01-sunset.jpg")
        #expect(ds.imagePath(ofItem: 9) == root + "/patterns/02-plasma.jpg")
        #expect(ds.imagePath(ofItem: 13) == root + "/landscapes/01-sunset.jpg")
        #expect(ds.imagePath(ofItem: 25) == root + "/patterns/05-marble.jpg")
    }

    private func state(_ arguments: [String]) throws -> [String: Any] {
        let dir = try ProcessRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("state.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--frames", "3", "--state-out", out] + arguments)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
    }

    @Test("headless, a data file's items draw their pictures (relative to its folder and absolute); a bad one is reported once")
    func headlessDataFile() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("pics"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ProcessRunner.packageRoot + "/Assets/photos/formats/03-bmp.bmp",
                                         toPath: dir.appendingPathComponent("pics/one.bmp").path)
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("pics/bad.png"))
        let absolute = ProcessRunner.packageRoot + "/Assets/photos/patterns/01-checkers.jpg"
        let file = dir.appendingPathComponent("d.json").path
        try #"{"sections": [{"items": [{"image": "pics/one.bmp"}, {"image": "\#(absolute)"}, {}, {"image": "pics/bad.png"}]}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let s = try state(["--data", file])
        let images = try #require(s["images"] as? [String: Any])
        #expect(images["decoded"] as? Int == 2)
        #expect(images["cached"] as? Int == 2)
        #expect(images["pending"] as? Int == 0)
        let failed = try #require(images["failed"] as? [String])
        #expect(failed.count == 1 && failed[0].hasPrefix("image '\(dir.path)/pics/bad.png'"), "\(failed)")
    }

    @Test("headless --demo-images: every visible demo cell draws a picture; without it none does")
    func headlessDemoImages() throws {
        let with = try state(["--demo-images", "--layout", "waterfall"])
        let images = try #require(with["images"] as? [String: Any])
        let cells = (with["cells"] as? [Any])?.count ?? 0
        #expect(cells > 10)
        // Waterfall cells differ in size, so each visible cell's picture is a decode of its own, all cached.
        #expect(images["decoded"] as? Int == cells)
        #expect(images["cached"] as? Int == cells)
        #expect(images["failed"] as? [String] == [])
        #expect(images["pending"] as? Int == 0)
        let without = try state(["--layout", "waterfall"])
        #expect((without["images"] as? [String: Any])?["decoded"] as? Int == 0)
    }

    @Test("--demo-images with photos or a data file (where it could never show) is one line and exit code 2")
    func demoImagesRefused() throws {
        let line = "playground: --demo-images: the pictures are for the demo data; drop it, or use the file's own (an item's \"image\" field, or --photos) (see playground --help)\n"
        for extra in [["--photos", "Assets/photos"], ["--data", "Assets/photo-data.json"]] {
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--demo-images"] + extra)
            #expect(r.status == 2 && r.stderr == line, "\(extra): \(r.stderr)")
        }
    }

    @Test("Assets/photo-data.json shows its pictures; its one broken file is reported")
    func sampleFile() throws {
        let s = try state(["--data", "Assets/photo-data.json"])
        let images = try #require(s["images"] as? [String: Any])
        #expect(images["decoded"] as? Int == 9)
        #expect(images["failed"] as? [String] == ["image 'Assets/photos/formats/06-truncated.jpg' is truncated (the file ends before its JPEG data does)"])
    }
}

/// Ctrl+C, Ctrl+V, Ctrl+Z and Ctrl+S in a headless replay: the saved file has each picture where its item is.
@Suite("Data file images, saved from a session", .serialized)
struct DataFileImageSessionTests {
    @Test("copy, paste, undo, redo and Ctrl+S: the file keeps every image field as written, the copy's too")
    func pasteUndoRedoSave() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("d.json").path
        try ##"{"sections": [{"items": [{"label": "A", "size": [120, 80], "image": "pics/a.png"}, {"label": "B", "size": [120, 80]}]}]}"##
            .write(toFile: file, atomically: true, encoding: .utf8)
        func key(_ k: String, _ mods: [String], at t: Double) -> [String] {
            [#"{"key": "\#(k)", "mods": [\#(mods.map { "\"\($0)\"" }.joined(separator: ", "))], "t": \#(t)}"#, #"{"frame": \#(t)}"#,
             #"{"frame": \#(t + 0.4)}"#]
        }
        // Select item-0 (the first cell, below its section's header), copy, paste, undo the paste, redo it, save.
        let entries = [#"{"frame": 0, "viewport": [900, 600]}"#,
                       #"{"pointer": "down", "button": "primary", "at": [70, 120], "mods": [], "clicks": 1, "t": 0.1}"#,
                       #"{"pointer": "up", "button": "primary", "at": [70, 120], "mods": [], "clicks": 1, "t": 0.11}"#,
                       #"{"frame": 0.55}"#]
            + key("c", ["ctrl"], at: 0.6) + key("v", ["ctrl"], at: 1.1) + key("z", ["ctrl"], at: 1.6) + key("y", ["ctrl"], at: 2.1)
            + key("s", ["ctrl"], at: 2.6) + [#"{"frame": 3.1}"#, #"{"quit": true}"#]
        let recording = try RecordedReplay.write(options: ["--size", "900x600", "--data", file], lines: entries, in: dir, name: "r")
        let r = try RecordedReplay.play(recording)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == ##"""
            {"sections": [
              {"items": [
                {"label": "A", "size": [120, 80], "image": "pics/a.png"},
                {"label": "A", "color": "#3B8EEA", "size": [120, 80], "image": "pics/a.png"},
                {"label": "B", "size": [120, 80]}]}
            ]}

            """##)
    }

    /// A `w`×`h` 24-bit BMP of one color.
    private func bmp(width w: Int, height h: Int, rgb: (UInt8, UInt8, UInt8)) -> Data {
        let row = (w * 3 + 3) / 4 * 4
        func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        var b: [UInt8] = Array("BM".utf8) + le(54 + row * h, 4) + le(0, 4) + le(54, 4)
        b += le(40, 4) + le(w, 4) + le(h, 4) + le(1, 2) + le(24, 2) + le(0, 4) + le(row * h, 4) + le(2835, 4) + le(2835, 4)
            + le(0, 4) + le(0, 4)
        let line = (0..<w).flatMap { _ in [rgb.2, rgb.1, rgb.0] } + [UInt8](repeating: 0, count: row - w * 3)
        for _ in 0..<h { b += line }
        return Data(b)
    }

    @Test("headless pixels: a data-file item draws its picture inside its frame, clipped at the rounded corners")
    func headlessPixels() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        try bmp(width: 64, height: 48, rgb: (255, 0, 0)).write(to: dir.appendingPathComponent("red.bmp"))
        let file = dir.appendingPathComponent("d.json").path
        try ##"{"sections": [{"color": "#203040", "items": [{"label": "", "size": [160, 120], "image": "red.bmp"}]}]}"##
            .write(toFile: file, atomically: true, encoding: .utf8)
        let shot = dir.appendingPathComponent("shot.png").path, out = dir.appendingPathComponent("state.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--frames", "3", "--data", file,
                                                                 "--screenshot", shot, "--state-out", out])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let state = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        let frame = try #require(((state["cells"] as? [[String: Any]])?.first?["frame"] as? [Double])?.map { Int($0) })
        #expect(frame[2] == 160 && frame[3] == 120)
        let image = try SDLImageDecoder().decodeFull(path: shot)
        func rgb(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] & 0xFFFFFF }
        // The picture fills the cell (aspect fill of a 4:3 image in a 4:3 cell): red well inside, at all four sides.
        for (x, y) in [(frame[0] + 80, frame[1] + 30), (frame[0] + 20, frame[1] + 60), (frame[0] + 140, frame[1] + 60), (frame[0] + 80, frame[1] + 10)] {
            #expect(rgb(x, y) == 0xFF0000, "(\(x), \(y)): \(String(rgb(x, y), radix: 16))")
        }
        // The corner pixel is outside the rounded corner: not the picture.
        #expect(rgb(frame[0], frame[1]) != 0xFF0000)
    }
}
