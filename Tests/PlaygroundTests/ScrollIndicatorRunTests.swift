import Foundation
import Testing

/// Scroll indicators and bounce in the playground, played headless from recordings: a wheel scroll, then the
/// state file and the pixels of the screenshot at chosen moments.
@Suite("Scroll indicators and bounce, headless", .serialized)
struct ScrollIndicatorRunTests {
    /// Plays a 900×600 flow with wheel notches `dy` at 0.1 s and frames at 60 Hz until `end`; returns the state and
    /// the screenshot's path.
    private func run(dy: Double, until end: Double, in dir: URL, name: String, keys: [String] = []) throws -> (state: [String: Any], shot: String) {
        let shot = dir.appendingPathComponent("\(name).png").path
        var lines = [#"{"frame": 0, "viewport": [900, 600]}"#, #"{"frame": 0.05}"#]
        lines += keys.map { #"{"key": "\#($0)", "mods": [], "t": 0.06}"# } + [#"{"frame": 0.07}"#,
                     #"{"wheel": [0, \#(dy)], "at": [450, 300], "mods": [], "t": 0.1}"#]
        var t = 0.1
        while t < end - 1e-9 { lines.append(#"{"frame": \#(t)}"#); t += 1.0 / 60 }
        lines += [#"{"frame": \#(end)}"#, #"{"quit": true}"#]
        let state = try RecordedReplay.state(options: ["--layout", "flow", "--size", "900x600"], lines: lines, extra: ["--screenshot", shot],
                                             in: dir, name: name)
        return (state, shot)
    }

    /// Mean brightness (0…1) of a rectangle of a PNG, through ImageMagick.
    private func brightness(_ png: String, x: Int, y: Int, width: Int, height: Int) throws -> Double {
        let convert = try #require(ProcessRunner.which("convert"), "ImageMagick is not installed; run 'make deps-test'")
        let r = try ProcessRunner.run(convert, [png, "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage", "-colorspace", "Gray",
                                                "-format", "%[fx:mean]", "info:"])
        return try #require(Double(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test("mid-scroll a 3 pt bar shows 3 pt from the right edge, above the legend; 2 s later it has faded")
    func indicatorShowsThenFades() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let mid = try run(dy: -3, until: 0.3, in: dir, name: "mid")
        let indicators = try #require(mid.state["scrollIndicators"] as? [String: Any])
        #expect(indicators["alpha"] as? Double == 1)
        let bar = try #require(indicators["vertical"] as? [Double])
        #expect(bar[0] == 894 && bar[2] == 3 && bar[3] >= 36)
        #expect(bar[1] + bar[3] <= 600 - 26 - 3, "the bar ends above the legend bar: \(bar)")
        #expect(indicators["horizontal"] is NSNull)
        let late = try run(dy: -3, until: 2.0, in: dir, name: "late")
        #expect((late.state["scrollIndicators"] as? [String: Any])?["alpha"] as? Double == 0)
        // The pixels: the bar (light on the dark background) is there mid-scroll and gone once faded.
        let y = Int(bar[1].rounded(.up)) + 2, h = Int(bar[3]) - 4
        let shown = try brightness(mid.shot, x: 894, y: y, width: 3, height: h)
        let gone = try brightness(late.shot, x: 894, y: y, width: 3, height: h)
        #expect(shown > gone + 0.1, "bar \(shown) vs faded \(gone)")
    }

    @Test("four notches up at the top overshoot, bouncing, and are back on 0 within 0.6 s")
    func bounceAtTop() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let peak = try run(dy: 4, until: 0.1625, in: dir, name: "peak")
        let offset = try #require(peak.state["contentOffset"] as? [Double])
        #expect(offset[1] < -40 && offset[1] > -600)
        #expect(peak.state["bouncing"] as? Bool == true)
        #expect((peak.state["problems"] as? [String])?.isEmpty == true)
        let rest = try run(dy: 4, until: 0.7, in: dir, name: "rest")
        #expect((rest.state["contentOffset"] as? [Double])?[1] == 0)
        #expect(rest.state["bouncing"] as? Bool == false)
    }

    @Test("with the parameter panel open the bar runs left of it, and with only the HUD open it starts under the HUD")
    func indicatorAvoidsTheRightColumn() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let panel = try run(dy: -3, until: 0.3, in: dir, name: "panel", keys: ["o"])
        let frames = try #require(panel.state["overlayFrames"] as? [String: Any])
        let panelFrame = try #require((frames["parameters"] as? [[Double]])?.first)
        let bar = try #require((panel.state["scrollIndicators"] as? [String: Any])?["vertical"] as? [Double])
        // 3 pt from the panel's left edge, as it is 3 pt from the window's right edge without the panel.
        #expect(bar[0] + bar[2] == panelFrame[0] - 3, "bar \(bar), panel \(panelFrame)")
        let hud = try run(dy: -3, until: 0.3, in: dir, name: "hud", keys: ["p"])
        let hudFrame = try #require(((hud.state["overlayFrames"] as? [String: Any])?["hud"] as? [[Double]])?.first)
        let hudBar = try #require((hud.state["scrollIndicators"] as? [String: Any])?["vertical"] as? [Double])
        #expect(hudBar[0] == 894, "the HUD leaves the bar at the window's edge")
        #expect(hudBar[1] >= hudFrame[1] + hudFrame[3], "bar \(hudBar) starts under the HUD \(hudFrame)")
    }
}
