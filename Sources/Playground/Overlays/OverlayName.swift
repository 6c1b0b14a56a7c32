/// Overlays `--show` can open at start.
enum OverlayName: String, CaseIterable {
    case help, inspector, parameters, hud
}
