import LayoutCore
@testable import Playground

/// libFuzzer entry for config files (`--config`): read, then each layout's parameters applied and the layout laid
/// out over a small data set, as the app does before it opens a window.
@_cdecl("LLVMFuzzerTestOneInput")
public func configFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    PlaygroundFileFuzz.run(data, size, "config") { path in
        let config = try ConfigFile.load(path)
        let viewport = Size(width: 800, height: 600)
        for (name, settings) in config.parameters {
            let layout = try JSONFields.parse(path, option: "--config") {
                try ConfigFile.apply(settings, to: LayoutShelf.makeLayout(name, carousel: config.carousel, viewport: viewport))
            }
            _ = layout.prepare(in: LayoutContext(bounds: Rect(origin: .zero, size: viewport), itemCounts: [10, 0, 25]))
        }
    }
    return 0
}
