import Foundation
import LayoutCore
import Renderer
import Synchronization

/// A folder of images as demo data (`--photos DIR`): every image file under it, recursively, sorted by path; one
/// section per folder that holds images (the top folder first, as "."), labelled by file name, each item sized to
/// its image's aspect ratio (read from the header, so thousands of files load at once). Files whose header cannot
/// be read stay items at 4:3 and show the broken-image placeholder when drawn.
struct PhotoLibrary {
    /// File extensions taken as images.
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "webp"]
    /// Width of an item at its natural size in the flow (heights follow the aspect ratio).
    static let itemWidth = 150.0
    /// Aspect ratios (height / width) beyond these are clamped, so a panorama still makes a usable cell.
    static let aspectRange = 0.25...4.0
    /// The corner radius photo cells are drawn with (prefetch requests must match the drawn ones).
    static let cornerRadius = 8.0

    let sections: [DemoSection]
    /// Each item's file, by item number.
    let paths: [Int32: String]

    /// The last library loaded, by folder: the data is loaded once and its paths read by the data source after.
    /// Locked, because apps are made on any thread (tests make several at once).
    private static let loaded = Mutex<(directory: String, library: PhotoLibrary)?>(nil)

    static func load(_ directory: String, measurer: any ImageMeasuring = SDLImageDecoder()) throws -> PhotoLibrary {
        if let library = loaded.withLock({ $0?.directory == directory ? $0?.library : nil }) { return library }
        let library = try scan(directory, measurer: measurer)
        loaded.withLock { $0 = (directory, library) }
        return library
    }

    static func scan(_ directory: String, measurer: any ImageMeasuring) throws -> PhotoLibrary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlaygroundError("--photos: '\(directory)' is not a folder; give a folder of images (e.g. Assets/photos)")
        }
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw PlaygroundError("--photos: cannot list '\(directory)'; check its permissions")
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if extensions.contains((relative as NSString).pathExtension.lowercased()) { files.append(relative) }
        }
        files.sort()
        let palette: [UInt32] = [0x3B8EEA, 0x4CAF6A, 0xF2A93B, 0xD6456B, 0x8A63D2, 0x2FB5B5, 0xC77D3A, 0x8C9AA8]
        var sections: [DemoSection] = []
        var paths: [Int32: String] = [:]
        var folderIndex: [String: Int] = [:]
        for (number, relative) in files.enumerated() {
            let folder = (relative as NSString).deletingLastPathComponent
            let key = folder.isEmpty ? "." : folder
            if folderIndex[key] == nil {
                folderIndex[key] = sections.count
                let color = Color(hex: palette[sections.count % palette.count])
                sections.append(DemoSection(title: key, theme: "photos", color: color, items: []))
            }
            let s = folderIndex[key]!
            let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            var aspect = 0.75
            if let size = measurer.pixelSize(ofImageAt: path), size.width > 0 {
                aspect = min(aspectRange.upperBound, max(aspectRange.lowerBound, size.height / size.width))
            }
            // The placeholder: the section's color, dark, so a loading photo reads as a frame of its folder.
            let placeholder = sections[s].color.interpolated(to: Color(hex: 0x181A20), progress: 0.6)
            sections[s].items.append(DemoItem(number: number, label: (relative as NSString).lastPathComponent, color: placeholder,
                                              size: Size(width: itemWidth, height: (itemWidth * aspect).rounded())))
            paths[Int32(number)] = path
        }
        return PhotoLibrary(sections: sections, paths: paths)
    }
}
