import Foundation

/// Finds the `Assets/` folder and a font: $COLLECTION_PLAYGROUND_ASSETS, ./Assets, next to the executable's
/// package, or the source tree the binary was built from.
struct AssetLocator {
    let directory: String

    /// System font used when Assets/ ships none (Debian's fonts-dejavu-core).
    static let systemFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    init() throws {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["COLLECTION_PLAYGROUND_ASSETS"] { candidates.append(env) }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
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
        guard FileManager.default.fileExists(atPath: Self.systemFont) else {
            throw PlaygroundError("font not found at '\(Self.systemFont)'; install it with 'apt-get install -y fonts-dejavu-core' "
                + "(make run does this) or pass --font PATH", exitCode: 1)
        }
        return Self.systemFont
    }
}
