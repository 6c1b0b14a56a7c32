internal import CSDL2

/// Starts the SDL subsystems the renderer needs. Idempotent: asks SDL whether each is up instead of keeping
/// global state.
enum SDLSystem {
    static func lastError() -> String { String(cString: SDL_GetError()) }

    static func startVideo() throws {
        if SDL_WasInit(SDL_INIT_VIDEO) == 0 {
            SDL_SetMainReady()
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
                throw RenderError("SDL_Init(VIDEO) failed: \(lastError()); no display is available — run under Xvfb "
                    + "(xvfb-run make run) or use --headless --screenshot shot.png")
            }
        }
        try startText()
    }

    static func startText() throws {
        if TTF_WasInit() == 0 {
            guard TTF_Init() == 0 else { throw RenderError("TTF_Init failed: \(lastError()); reinstall libsdl2-ttf-2.0-0") }
        }
    }
}
