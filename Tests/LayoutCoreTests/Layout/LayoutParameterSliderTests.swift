import LayoutCore
import Testing

/// A number parameter as a slider: where its value sits on the track and what a position on the track sets.
@Suite("Layout parameter sliders")
struct LayoutParameterSliderTests {
    private let columns = LayoutParameter(name: "columns", title: "columns", kind: .number(range: 1...20, step: 1), value: 5, isIntegral: true)
    private let spacing = LayoutParameter(name: "s", title: "s", kind: .number(range: 0...1, step: 0.1), value: 0.25)

    @Test("the value's place on the track: 0 at the lower bound, 1 at the upper")
    func fraction() {
        #expect(columns.sliderFraction == 4.0 / 19)
        #expect(spacing.sliderFraction == 0.25)
        #expect(LayoutParameter(name: "t", title: "t", kind: .toggle, value: 1).sliderFraction == nil)
    }

    @Test("a position sets the value on the step grid, within the range; the ends are the bounds")
    func value() {
        #expect(columns.sliderValue(atFraction: 0.5) == 11)  // 1 + 9.5, rounded to the step
        #expect(columns.sliderValue(atFraction: -3) == 1)
        #expect(columns.sliderValue(atFraction: 7) == 20)
        #expect(spacing.sliderValue(atFraction: 0.33) == 0.3, "no binary drift: 0.3, not 0.30000000000000004")
        #expect(spacing.sliderValue(atFraction: .nan) == 0)
        #expect(LayoutParameter(name: "c", title: "c", kind: .choice(["a", "b"]), value: 0).sliderValue(atFraction: 0.5) == nil)
    }
}
