@testable import Playground

/// libFuzzer entry for data files (`--data`): the one-pass reader, item fields included.
@_cdecl("LLVMFuzzerTestOneInput")
public func dataFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    PlaygroundFileFuzz.run(data, size, "data") { path in _ = try DataFile.read(path) }
    return 0
}
