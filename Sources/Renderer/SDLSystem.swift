internal import CSDL2

/// Starts the SDL subsystems the renderer needs. Idempotent: asks SDL whether each is up instead of keeping
/// global state.
enum SDLSystem {
    static func lastError() -> String { String(cString: SDL_GetError()) }

    /// Video drivers that show nothing: SDL 2.26 falls back to these when no display can be opened, and a
    /// window run would then go on invisibly. Accepted only when asked for by name (SDL_VIDEODRIVER).
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The video driver in use ("x11", "wayland", …), nil before video is started.
    static var videoDriver: String? { SDL_GetCurrentVideoDriver().map { String(cString: $0) } }

    /// An environment variable, through SDL (the Renderer keeps to SDL).
    static func environment(_ name: String) -> String? { SDL_getenv(name).map { String(cString: $0) } }

    static func startVideo() throws {
        if SDL_WasInit(SDL_INIT_VIDEO) == 0 {
            SDL_SetMainReady()
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
                throw RenderError("SDL_Init(VIDEO) failed: \(lastError()); no display is available — run under Xvfb "
                    + "(xvfb-run make run) or use --headless --screenshot shot.png")
            }
            let requested = environment("SDL_VIDEODRIVER")
            if let driver = videoDriver, invisibleDrivers.contains(driver), requested != driver {
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
                let display = environment("DISPLAY").map { "'\($0)'" } ?? "(DISPLAY is not set)"
                throw RenderError("could not open the display \(display): SDL fell back to its invisible '\(driver)' video driver; "
                    + "start an X server or run under 'xvfb-run -a', or use --headless --screenshot shot.png")
            }
        }
        try startText()
    }

    static func startText() throws {
        // Under the lock: two threads could otherwise both see it unstarted and each start a FreeType library.
        try FreeTypeLock.withLock {
            if TTF_WasInit() == 0 {
                guard TTF_Init() == 0 else { throw RenderError("TTF_Init failed: \(lastError()); reinstall libsdl2-ttf-2.0-0") }
            }
        }
    }
}

