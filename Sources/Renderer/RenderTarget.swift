internal import CSDL2
import LayoutCore

/// Where frames go: an SDL window, or an offscreen surface drawn by SDL's software renderer (headless,
/// identical pixels on every run). Owns the SDL renderer; releases everything in `deinit`.
public final class RenderTarget {
    let renderer: OpaquePointer
    private let window: OpaquePointer?
    private let surface: UnsafeMutablePointer<SDL_Surface>?
    /// Headless targets have no window to ask for their size in points, so they remember it.
    private let logicalSize: (width: Int, height: Int)?
    /// Name of the SDL render driver in use ("software", "opengl", …).
    public let rendererName: String
    /// The video driver showing the window ("x11", "wayland"); "headless" for an offscreen surface.
    public var videoDriver: String { window == nil ? "headless" : SDLSystem.videoDriver ?? "unknown" }
    /// Blends a pixel as this target's software renderer does (see `BlendProbe`); nil for hardware renderers,
    /// which blend on the GPU with their own rounding.
    lazy var blendProbe: BlendProbe? = {
        if let surface { return BlendProbe(format: surface.pointee.format.pointee.format) }
        guard rendererName == "software", let window else { return nil }
        return BlendProbe(format: SDL_GetWindowPixelFormat(window))
    }()
    /// Device pixels per point, as last set by `setScale` (headless targets start at their pixel ratio).
    public private(set) var scale: Double = 1

    private init(renderer: OpaquePointer, window: OpaquePointer?, surface: UnsafeMutablePointer<SDL_Surface>?,
                 logicalSize: (width: Int, height: Int)? = nil) {
        self.renderer = renderer; self.window = window; self.surface = surface; self.logicalSize = logicalSize
        var info = SDL_RendererInfo()
        rendererName = SDL_GetRendererInfo(renderer, &info) == 0 ? String(cString: info.name) : "unknown"
        // Linear filtering for labels and corners drawn at a scale (textures created from now on).
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        if let window { SDL_DestroyWindow(window) }
        if let surface { SDL_FreeSurface(surface) }
    }

    /// Puts `text` on the system clipboard (SDL_SetClipboardText); false for a headless target, which has no
    /// display to own a clipboard, or when SDL refuses.
    @discardableResult
    public func setClipboardText(_ text: String) -> Bool {
        guard window != nil else { return false }
        return SDL_SetClipboardText(text) == 0
    }

    /// An offscreen software-rendered target `width`×`height` points big, with `pixelRatio` pixels per point
    /// (a HiDPI screen without one); needs no display.
    public static func headless(width: Int, height: Int, pixelRatio: Double = 1) throws -> RenderTarget {
        guard pixelRatio.isFinite, pixelRatio > 0 else {
            throw RenderError("pixel ratio \(pixelRatio) is not a positive number; use 1 (standard) or 2 (HiDPI)")
        }
        try SDLSystem.startText()
        let pw = Int((Double(width) * pixelRatio).rounded()), ph = Int((Double(height) * pixelRatio).rounded())
        // XRGB so screenshots are opaque RGB and identical run to run.
        guard let surf = SDL_CreateRGBSurfaceWithFormat(0, Int32(pw), Int32(ph), 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw RenderError("SDL_CreateRGBSurfaceWithFormat(\(pw)×\(ph)) failed: \(SDLSystem.lastError()); try a smaller --size or pixel ratio")
        }
        guard let r = SDL_CreateSoftwareRenderer(surf) else {
            SDL_FreeSurface(surf)
            throw RenderError("SDL_CreateSoftwareRenderer failed: \(SDLSystem.lastError())")
        }
        let target = RenderTarget(renderer: r, window: nil, surface: surf, logicalSize: (width, height))
        target.setScale(pixelRatio)
        return target
    }

    /// Which SDL render driver a window uses.
    public enum Driver: String, CaseIterable, Sendable {
        /// Hardware acceleration when SDL has it, else software.
        case auto
        /// SDL's software renderer: identical pixels to headless runs.
        case software
        /// The OpenGL driver (Mesa's llvmpipe when there is no GPU).
        case opengl
    }

    /// A resizable window with a renderer paced by vsync, using the chosen driver.
    public static func window(title: String, width: Int, height: Int, driver: Driver) throws -> RenderTarget {
        switch driver {
        case .auto: return try window(title: title, width: width, height: height, software: false)
        case .software: return try window(title: title, width: width, height: height, software: true)
        case .opengl:
            try SDLSystem.startVideo()
            var index: Int32 = -1
            for i in 0..<SDL_GetNumRenderDrivers() {
                var info = SDL_RendererInfo()
                if SDL_GetRenderDriverInfo(i, &info) == 0, String(cString: info.name) == "opengl" { index = i }
            }
            guard index >= 0 else {
                throw RenderError("the opengl renderer is not available in this SDL build; use --renderer auto or --renderer software")
            }
            return try window(title: title, width: width, height: height, software: false, driverIndex: index)
        }
    }

    /// A resizable window with a renderer paced by vsync. `software` forces SDL's software renderer.
    public static func window(title: String, width: Int, height: Int, software: Bool, driverIndex: Int32 = -1) throws -> RenderTarget {
        try SDLSystem.startVideo()
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            throw RenderError("SDL_CreateWindow failed: \(SDLSystem.lastError()); check DISPLAY, or use --headless")
        }
        let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
        let preferred = (software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue) | vsync
        guard let r = SDL_CreateRenderer(w, driverIndex, preferred)
            ?? (driverIndex < 0 ? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) : nil) else {
            SDL_DestroyWindow(w)
            throw RenderError("SDL_CreateRenderer failed: \(SDLSystem.lastError())")
        }
        let target = RenderTarget(renderer: r, window: w, surface: nil)
        // Start at the window's real ratio, so the first frame is already drawn at pixel resolution.
        let (pw, _) = target.outputSize, (ww, _) = target.windowSize
        if pw > 0 && ww > 0 { target.setScale(Double(pw) / Double(ww)) }
        return target
    }

    /// Size of the drawable area in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Size of the window in screen points (equals `outputSize` unless the display is HiDPI); for a headless
    /// target, the size in points it was made with.
    public var windowSize: (width: Int, height: Int) {
        if let logicalSize { return logicalSize }
        guard let window else { return outputSize }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Asks for a window size in points (a replay restoring the recorded window); headless targets keep theirs.
    public func setWindowSize(width: Int, height: Int) {
        guard let window, width > 0, height > 0 else { return }
        SDL_SetWindowSize(window, Int32(width), Int32(height))
    }

    /// Sets the window's title (headless targets have none).
    public func setWindowTitle(_ title: String) {
        guard let window else { return }
        SDL_SetWindowTitle(window, title)
    }

    /// Gives the window the image at `path` as its icon (title bar, task switcher). Headless targets have no
    /// window; a file that cannot be read throws one line naming it.
    public func setWindowIcon(path: String) throws {
        guard let window else { return }
        guard let icon = IMG_Load(path) else {
            throw RenderError("cannot read the window icon '\(path)': \(SDLSystem.lastError())")
        }
        defer { SDL_FreeSurface(icon) }
        SDL_SetWindowIcon(window, icon)
    }

    /// Scales drawing so one point covers `scale` pixels (HiDPI); nothing to do when the scale is unchanged.
    public func setScale(_ scale: Double) {
        // Called every frame by the app: skip SDL when nothing changed, and ignore nonsense (a 0×0 window).
        guard scale.isFinite, scale > 0, scale != self.scale else { return }
        self.scale = scale
        SDL_RenderSetScale(renderer, Float(scale), Float(scale))
    }

    /// Shows the frame (flushes the software renderer into its surface when headless).
    public func present() { SDL_RenderPresent(renderer) }

    /// Reads the frame drawn so far (call before `present()`) and writes it as a PNG of `outputSize` pixels.
    public func savePNG(to path: String) throws {
        let (w, h) = outputSize
        guard let surf = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw RenderError("could not allocate a \(w)×\(h) surface for the screenshot: \(SDLSystem.lastError())")
        }
        defer { SDL_FreeSurface(surf) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB888.rawValue, surf.pointee.pixels, surf.pointee.pitch) == 0 else {
            throw RenderError("SDL_RenderReadPixels failed: \(SDLSystem.lastError())")
        }
        guard IMG_SavePNG(surf, path) == 0 else {
            throw RenderError("could not write PNG '\(path)': \(SDLSystem.lastError()); check that the folder exists and is writable")
        }
    }

    /// Every pixel of the frame drawn so far, row by row, as 0xAARRGGBB: `outputSize` pixels (for tests).
    public func readPixels() -> [UInt32] {
        let (w, h) = outputSize
        guard w > 0, h > 0 else { return [] }
        var pixels = [UInt32](repeating: 0, count: w * h)
        // The rect is in device pixels whatever the scale: SDL keeps its viewport in pixels.
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        if SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(w * 4)) != 0 { return [] }
        return pixels
    }

    /// The color of one device pixel of the frame drawn so far (for tests).
    public func pixel(x: Int, y: Int) -> Color {
        var value: UInt32 = 0
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: 1, h: 1)
        _ = SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &value, 4)
        return Color(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                     blue: Double(value & 0xFF) / 255, alpha: Double((value >> 24) & 0xFF) / 255)
    }
}
