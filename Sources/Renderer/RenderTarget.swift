internal import CSDL2
import LayoutCore

/// Where frames go: an SDL window, or an offscreen surface drawn by SDL's software renderer (headless,
/// identical pixels on every run). Owns the SDL renderer; releases everything in `deinit`.
public final class RenderTarget {
    let renderer: OpaquePointer
    private let window: OpaquePointer?
    private let surface: UnsafeMutablePointer<SDL_Surface>?
    /// Name of the SDL render driver in use ("software", "opengl", …).
    public let rendererName: String

    private init(renderer: OpaquePointer, window: OpaquePointer?, surface: UnsafeMutablePointer<SDL_Surface>?) {
        self.renderer = renderer; self.window = window; self.surface = surface
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

    /// An offscreen software-rendered target of a size in pixels; needs no display.
    public static func headless(width: Int, height: Int) throws -> RenderTarget {
        try SDLSystem.startText()
        // XRGB so screenshots are opaque RGB and identical run to run.
        guard let surf = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw RenderError("SDL_CreateRGBSurfaceWithFormat(\(width)×\(height)) failed: \(SDLSystem.lastError()); try a smaller --size")
        }
        guard let r = SDL_CreateSoftwareRenderer(surf) else {
            SDL_FreeSurface(surf)
            throw RenderError("SDL_CreateSoftwareRenderer failed: \(SDLSystem.lastError())")
        }
        return RenderTarget(renderer: r, window: nil, surface: surf)
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
        return RenderTarget(renderer: r, window: w, surface: nil)
    }

    /// Size of the drawable area in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Size of the window in screen points (equals `outputSize` unless the display is HiDPI).
    public var windowSize: (width: Int, height: Int) {
        guard let window else { return outputSize }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Scales drawing so one point covers `scale` pixels (HiDPI).
    public func setScale(_ scale: Double) { SDL_RenderSetScale(renderer, Float(scale), Float(scale)) }

    /// Shows the frame (flushes the software renderer into its surface when headless).
    public func present() { SDL_RenderPresent(renderer) }

    /// Reads the frame drawn so far (call before `present()`) and writes it as a PNG.
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

    /// The color of one pixel of the frame drawn so far (for tests).
    public func pixel(x: Int, y: Int) -> Color {
        var value: UInt32 = 0
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: 1, h: 1)
        _ = SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &value, 4)
        return Color(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                     blue: Double(value & 0xFF) / 255, alpha: Double((value >> 24) & 0xFF) / 255)
    }
}
