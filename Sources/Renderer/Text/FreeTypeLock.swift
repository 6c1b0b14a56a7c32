import Synchronization

/// One process-wide lock around what SDL_ttf does on FreeType's shared library object: starting it, and opening
/// and closing faces. SDL_ttf keeps a single `FT_Library` for every font, and FreeType documents that faces may be
/// created and destroyed on several threads only "as long as a mutex lock is used around FT_New_Face and
/// FT_Done_Face" (each adds itself to, or removes itself from, its driver's list of faces). Typesetters are made on
/// any thread (a headless app, a test, a client's worker), so without it two of them opening fonts at once could
/// corrupt that list and the heap. Measuring and drawing with an open font touch only that font and need no lock.
enum FreeTypeLock {
    private static let mutex = Mutex(())

    /// Runs `body` while no other thread starts SDL_ttf or opens or closes a font.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}
