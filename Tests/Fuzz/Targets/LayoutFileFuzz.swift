import LayoutCore
@testable import Playground

/// libFuzzer entry for compositional layout files (`--layout-file`), laid out over a small data set as the
/// window would show them.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFileFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    PlaygroundFileFuzz.run(data, size, "layout file") { path in
        let layout = try LayoutFileWatcher.parse(path)
        let counts = [12, 0, 30]
        let geometry = layout.prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 800, height: 600), itemCounts: counts))
        _ = LayoutDump.json(geometry, itemCounts: counts)
    }
    return 0
}
