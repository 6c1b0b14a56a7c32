internal import CSDL2
import Foundation
import LayoutCore
import Renderer

/// Where frames go: a window or an offscreen target, the SDL backend that draws display lists into it, the S key's
/// screenshots and the window's title.
final class Screen {
    let target: RenderTarget
    let backend: SDLBackend
    private let renderer = DisplayListRenderer()
    /// Where S saves screenshots; nil turns the key off (fuzzing, replays).
    var screenshotDirectory: String? = FileManager.default.currentDirectoryPath
    /// Set by S; the frame being drawn is saved before it is presented.
    var screenshotRequested = false
    /// The title last given to the window (it changes only when "•" comes or goes).
    private var shownTitle = PlaygroundApp.windowTitle

    /// A window (or with `--headless` an offscreen target) of the options' size, with its image pipeline.
    init(options: PlaygroundOptions, assets: AssetLocator, fontPath: String) throws {
        let size = options.pixelSize
        if options.headless {
            target = try RenderTarget.headless(width: size.width, height: size.height, pixelRatio: options.pixelRatio ?? 1)
        } else {
            try Self.checkDisplay()
            target = try RenderTarget.window(title: PlaygroundApp.windowTitle, width: size.width, height: size.height,
                                             driver: options.rendererDriver)
            // The same picture the desktop file names; without it the window manager shows a generic one.
            do { try target.setWindowIcon(path: assets.path("icons/collection-playground.png")) } catch {
                Console.note("\(error); the window keeps the default icon")
            }
        }
        // Headless runs decode in line, so every frame shows what it asked for, identically every run.
        let images = ImagePipeline(target: target, workers: options.imageWorkers ?? (options.headless ? 0 : 2),
                                   budget: options.imageCacheMB * 1024 * 1024)
        images.onFailure = { line in Console.note(line) }
        backend = try SDLBackend(target: target, fontPath: fontPath, images: images)
    }

    /// Fails with one line naming the fix when a window cannot possibly open.
    static func checkDisplay() throws {
        let env = ProcessInfo.processInfo.environment
        let hasDisplay = !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
        if !hasDisplay && (env["SDL_VIDEODRIVER"] ?? "").isEmpty {
            throw PlaygroundError("no display: DISPLAY is not set; run under Xvfb (xvfb-run -a make run) "
                + "or render offscreen (playground --headless --screenshot shot.png)", exitCode: 1)
        }
    }

    /// Decodes and caches the photos cells show.
    var images: ImagePipeline { backend.images }
    /// Measures labels with the fonts they are drawn with.
    var typesetter: Typesetter { backend.typesetter }
    /// How each label was set in the last frame drawn, by its text.
    var drawnTextSettings: [String: TextSetting] { backend.drawnTextSettings }

    func draw(_ list: DisplayList) {
        var b = backend
        renderer.render(list, into: &b)
    }

    /// Gives the window `title` when it differs from the one it has.
    func setTitle(_ title: String) {
        guard title != shownTitle else { return }
        shownTitle = title
        target.setWindowTitle(title)
    }

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

    /// S: the frame drawn is saved with a timestamped name; returns the toast that says where (or why not), nil
    /// when screenshots are off (replays and the fuzzer must not litter the folder with the session's shots).
    func saveRequestedScreenshot() -> String? {
        screenshotRequested = false
        guard let directory = screenshotDirectory else { return nil }
        let path = Self.screenshotPath(in: directory, at: Date())
        do {
            try target.savePNG(to: path)
            print("screenshot: \(path)")
            return "saved \((path as NSString).lastPathComponent)"
        } catch {
            Console.note("S: could not save '\(path)': \(error)")
            return "screenshot failed: \(error)"
        }
    }
}
