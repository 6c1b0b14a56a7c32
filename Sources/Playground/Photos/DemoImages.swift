import Foundation

/// `--demo-images`: the pictures demo items show, so every layout can be seen with pictures without a folder of
/// one's own. The landscapes and patterns of `Assets/photos` (not `formats`, whose truncated file is there to show
/// the broken mark), sorted by path; item N shows picture N modulo their count.
enum DemoImages {
    /// The folders of `Assets/photos` the pictures come from.
    static let folders = ["landscapes", "patterns"]

    /// The pictures in turn; an error names the folder when none is there.
    static func paths(assets: AssetLocator) throws -> [String] {
        let root = assets.path("photos")
        var paths: [String] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            paths += names.filter { PhotoLibrary.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .sorted().map { root + "/" + folder + "/" + $0 }
        }
        guard !paths.isEmpty else {
            throw PlaygroundError("--demo-images: no pictures in '\(root)/landscapes' or '\(root)/patterns'; restore Assets/photos")
        }
        return paths
    }

    /// The pictures demo items show: `paths(assets:)` for the demo data with `--demo-images`, else none.
    static func paths(for set: DataSet, options: PlaygroundOptions, assets: AssetLocator) throws -> [String] {
        guard options.demoImages, set == .demo else { return [] }
        return try paths(assets: assets)
    }

    /// The folder a data file's relative `image` paths are in: the file's own (nil for the working directory).
    static func folder(of dataFile: String) -> String? {
        let folder = (dataFile as NSString).deletingLastPathComponent
        return folder.isEmpty ? nil : folder
    }
}
