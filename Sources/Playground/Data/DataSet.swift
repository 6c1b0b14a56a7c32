import Foundation

/// Which items the playground shows.
enum DataSet: Equatable {
    /// Generated demo items (`--items`, `--sections`).
    case demo
    /// The UIKit class hierarchy (`Assets/class-hierarchy.json`).
    case classes
    /// Sections read from a JSON file (`--data FILE`).
    case file(String)
    /// Every image in a folder, a section per subfolder (`--photos DIR`).
    case photos(String)

    /// The named sets accepted by `--data`, besides a file path.
    static let names = ["demo", "classes"]

    /// A named set or a file path.
    init(argument: String) {
        switch argument {
        case "demo": self = .demo
        case "classes": self = .classes
        default: self = .file(argument)
        }
    }

    /// The name shown in notes and the state file.
    var name: String {
        switch self {
        case .demo: return "demo"
        case .classes: return "classes"
        case .file(let path): return (path as NSString).lastPathComponent
        case .photos: return "photos"
        }
    }
}
