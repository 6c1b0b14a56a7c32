@testable import Playground

/// libFuzzer entry for recordings (`--replay`): header, frames and every event line.
@_cdecl("LLVMFuzzerTestOneInput")
public func recordingFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    PlaygroundFileFuzz.run(data, size, "recording") { path in _ = try Recording.load(path) }
    return 0
}
