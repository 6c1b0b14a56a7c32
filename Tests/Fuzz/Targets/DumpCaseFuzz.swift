import LayoutCore
@testable import Playground

/// libFuzzer entry for layout cases (`dump-layout --input`): flow and compositional cases, read as the command
/// reads them and laid out when the case is small enough to lay out within the run's time limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func dumpCaseFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    PlaygroundFileFuzz.run(data, size, "layout case") { path in
        let object = try JSONFields.load(path, option: "--input", what: "layout case")
        if CompositionalCase.matches(object) {
            let c = try JSONFields.parse(path, option: "--input") { try CompositionalCase.parse(object) }
            if c.itemCounts.reduce(0, +) <= 2_000 { _ = LayoutDump.json(c.geometry(), itemCounts: c.itemCounts) }
        } else {
            let flow = try JSONFields.parse(path, option: "--input") { try FlowCase.parse(object) }
            let (layout, delegate) = flow.makeLayout()
            if delegate.itemCounts.reduce(0, +) <= 2_000 {
                let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: flow.width, height: flow.height),
                                            itemCounts: delegate.itemCounts, delegate: delegate)
                _ = LayoutDump.json(layout.prepare(in: context), itemCounts: delegate.itemCounts)
            }
            withExtendedLifetime(delegate) {}
        }
    }
    return 0
}
