/// `--headless --frames N --screenshot out.png`: draw N frames offscreen and save the last one, so `make examples`
/// can run the app without a display.
struct Options {
    var headless = false, frames = Int.max, screenshot: String?

    init(_ arguments: [String]) {
        func value(after flag: String) -> String? { arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } }
        headless = arguments.contains("--headless")
        frames = value(after: "--frames").flatMap { Int($0) } ?? .max
        screenshot = value(after: "--screenshot")
    }
}
