import Foundation
import Renderer

/// Finds the `Assets/` folder and a font: $COLLECTION_PLAYGROUND_ASSETS, ./Assets, the installed share folder
/// (`PREFIX/share/collection-playground` next to `PREFIX/bin/playground`), next to the executable's package, or the
/// source tree the binary was built from. The system font comes from the Renderer's `FontLocator`.
struct AssetLocator {
    let directory: String

    init() throws {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["COLLECTION_PLAYGROUND_ASSETS"] { candidates.append(env) }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        let exe = URL(fileURLWithPath: Self.executablePath).resolvingSymlinksInPath()
        // make install: PREFIX/bin/playground → PREFIX/share/collection-playground.
        candidates.append(exe.deletingLastPathComponent().appendingPathComponent("../share/collection-playground").standardized.path)
        // .build/<config>/playground → package root is three levels up.
        candidates.append(exe.deletingLastPathComponent().appendingPathComponent("../../../Assets").standardized.path)
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets").standardized.path)
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/demo.json") }) else {
            throw PlaygroundError("cannot find the Assets folder (looked in \(candidates.joined(separator: ", "))); "
                + "run from the repository root or set COLLECTION_PLAYGROUND_ASSETS", exitCode: 1)
        }
        directory = found
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// The font to draw with: an explicit path, a .ttf in Assets/fonts, or the system DejaVu Sans.
    func fontPath(explicit: String?) throws -> String {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw PlaygroundError("--font: no file at '\(explicit)'; pass the path of a .ttf font")
            }
            return explicit
        }
        let fonts = path("fonts")
        if let local = (try? FileManager.default.contentsOfDirectory(atPath: fonts))?.sorted().first(where: { $0.hasSuffix(".ttf") }) {
            return fonts + "/" + local
        }
        do { return try FontLocator.defaultFontPath() } catch {
            throw PlaygroundError("\(error) (make run installs fonts-dejavu-core), or pass --font PATH", exitCode: 1)
        }
    }

    /// The running binary's own path (argv[0] is a bare name when it was found through PATH).
    private static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
