import Foundation
import LayoutCore
import Renderer

/// S: the frame being drawn is saved as a PNG with a timestamped name, announced in the window and on stdout.
extension PlaygroundApp {
    /// A name that sorts by time and never overwrites: playground-20261121-101502.png, then -2, -3, ….
    static func screenshotPath(in directory: String, at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "playground-\(formatter.string(from: date))"
        var path = (directory as NSString).appendingPathComponent(stem + ".png")
        var n = 2
        while FileManager.default.fileExists(atPath: path) {
            path = (directory as NSString).appendingPathComponent("\(stem)-\(n).png")
            n += 1
        }
        return path
    }

    func saveScreenshot() {
        screenshotRequested = false
        // Replays and the fuzzer turn S off: a replay must not litter the folder with the session's shots.
        guard let directory = screenshotDirectory else { return }
        let path = Self.screenshotPath(in: directory, at: Date())
        do {
            try target.savePNG(to: path)
            print("screenshot: \(path)")
            showToast("saved \((path as NSString).lastPathComponent)")
        } catch {
            note("S: could not save '\(path)': \(error)")
            showToast("screenshot failed: \(error)")
        }
    }
}
