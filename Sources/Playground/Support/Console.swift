import Foundation

/// The playground's notes on stderr, one line each ("playground: saved d.json").
enum Console {
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
    }
}
