import LayoutCore

/// Random events from SplitMix64(seed), the same list for the same seed on every machine. Single events and
/// short gestures (a click, a double click, a drag with or without Esc or a lost release, a long press, a
/// right click into the edit menu, an interactive transition scrubbed by the wheel, a burst of layout
/// switches mid-transition) are mixed by weight.
struct FuzzGenerator {
    private var rng: SplitMix64
    /// Soak runs lean on frames: a few frames with no input after every event.
    let soak: Bool

    init(seed: UInt64, soak: Bool = false) {
        rng = SplitMix64(seed: seed)
        self.soak = soak
    }

    /// `count` events.
    static func events(seed: UInt64, count: Int) -> [FuzzEvent] {
        var g = FuzzGenerator(seed: seed)
        var out: [FuzzEvent] = []
        out.reserveCapacity(count + 16)
        while out.count < count { out += g.next() }
        return Array(out.prefix(count))
    }

    /// Events that take at least `frames` frames in all (a soak run). They start by visiting what sets the
    /// high-water marks of memory (every layout at the largest window, drawn; the other data set), so those
    /// are reached inside the warm-up and what grows after it is a leak.
    static func events(seed: UInt64, frames: Int) -> [FuzzEvent] {
        var g = FuzzGenerator(seed: seed, soak: true)
        var out: [FuzzEvent] = []
        var total = 0
        let priming = soakPriming()
        for e in priming where total < frames {
            out.append(e)
            total += e.frameCount
        }
        while total < frames {
            for e in g.next() where total < frames {
                out.append(e)
                total += e.frameCount
            }
        }
        return out
    }

    /// The soak's opening visit to the high-water marks, the same for every seed.
    static func soakPriming() -> [FuzzEvent] {
        var priming: [FuzzEvent] = []
        for data in 0..<2 {
            for layout in LayoutName.allCases {
                // Pinched as small as it goes in the largest window: every element on screen at once.
                let centre = Point(x: 0.5, y: 0.5)
                priming += [.key(.character(layout.hotkey), modifiers: []), .frames(40), .resize(width: 3840, height: 2160), .frames(2),
                            .render, .appFrame, .wheel(dx: 0, dy: -60, at: centre, modifiers: .control), .frames(2), .render, .appFrame,
                            .wheel(dx: 0, dy: 60, at: centre, modifiers: .control), .resize(width: 1, height: 1), .frames(2),
                            .resize(width: 1280, height: 800), .frames(2)]
            }
            // Transitions between every pair of layouts, pinched small in the largest window, caught mid-flight:
            // two layouts' elements on screen at once.
            priming += [.resize(width: 3840, height: 2160)]
            for from in LayoutName.allCases {
                for to in LayoutName.allCases where to != from {
                    priming += [.key(.character(from.hotkey), modifiers: []), .frames(35), .wheel(dx: 0, dy: -60, at: Point(x: 0.5, y: 0.5), modifiers: .control),
                                .key(.character(to.hotkey), modifiers: []), .frames(12), .render, .frames(3), .appFrame]
                }
            }
            priming += [.resize(width: 1280, height: 800), .key(.character("k"), modifiers: []), .frames(40),
                        .key(.character("d"), modifiers: []), .frames(2)]
            _ = data
        }
        return priming
    }

    /// Frames the priming takes: a soak's warm-up lasts at least this long, so that memory is measured only
    /// once every high-water mark (caches included) has been reached.
    static let soakPrimingFrames = soakPriming().reduce(0) { $0 + $1.frameCount }

    // MARK: Random values

    private mutating func below(_ n: Int) -> Int { Int(rng.next() % UInt64(max(1, n))) }
    private mutating func chance(_ p: Double) -> Bool { unit() < p }
    /// Uniform in [0, 1) with 4 decimals, so JSON lines stay short and replay exactly.
    private mutating func unit() -> Double { Double(rng.next() % 10_000) / 10_000 }
    private mutating func between(_ lo: Double, _ hi: Double) -> Double { Self.r4(lo + (hi - lo) * unit()) }
    /// Four decimals: short JSON that reads back as the same Double.
    static func r4(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }
    private mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    /// Mostly inside the window, sometimes a little or far outside it.
    private mutating func position() -> Point {
        switch below(20) {
        case 0: return Point(x: between(-2, 3), y: between(-2, 3))
        case 1, 2: return Point(x: between(-0.1, 1.1), y: between(-0.1, 1.1))
        default: return Point(x: between(0, 1), y: between(0, 1))
        }
    }

    private mutating func modifiers() -> Modifiers {
        switch below(20) {
        case 0, 1, 2: return .control
        case 3, 4: return .shift
        case 5: return [.control, .shift]
        case 6: return .alt
        default: return []
        }
    }

    private mutating func wheelDelta() -> Double {
        switch below(10) {
        case 0: return pick([-50, 50, -200, 200])
        case 1: return pick([-0.25, 0.25, -0.5, 0.5])
        case 2: return 0
        default: return pick([-1, 1, -2, 2, -3, 3, -6, 6])
        }
    }

    private mutating func size() -> (Double, Double) {
        switch below(10) {
        case 0: return (1, 1)
        case 1: return (3840, 2160)
        case 2: return (Double(1 + below(40)), Double(1 + below(40)))
        case 3: return (Double(1 + below(3840)), 1)
        case 4: return (1, Double(1 + below(2160)))
        case 5: return (1280, 800)
        default: return (Double(1 + below(3840)), Double(1 + below(2160)))
        }
    }

    /// Every binding in the hotkey table, so a new hotkey is fuzzed as soon as it is added.
    private static let hotkeys = HotkeyMap.bindings
    /// The ones that change the data or the layout, drawn more often.
    private static let editKeys: [(KeyEvent.Key, Modifiers)] = [
        (.delete, []), (.backspace, []), (.character("n"), []), (.character("x"), .control), (.character("c"), .control),
        (.character("v"), .control), (.character("a"), .control), (.character("m"), []), (.escape, []), (.enter, []), (.space, []),
    ]
    private static let layoutKeys: [KeyEvent.Key] = LayoutName.allCases.map { .character($0.hotkey) } + [.tab]

    private mutating func key() -> FuzzEvent {
        switch below(10) {
        case 0, 1, 2, 3:
            let h = Self.hotkeys[below(Self.hotkeys.count)]
            // The data-set switch reloads everything; keep it rare so most of the run edits the demo data.
            if h.action == .toggleDataSet && !chance(0.2) { return .key(.escape, modifiers: []) }
            // Parameter steps accumulate for the whole run (sizes and spacings drift to their limits, where few
            // items fit on screen); keep them rare so most of the run still has items to press and drag.
            if (h.action == .decreaseParameter || h.action == .increaseParameter) && !chance(0.25) { return .key(.escape, modifiers: []) }
            return .key(h.key, modifiers: h.modifiers)
        case 4, 5, 6, 7:
            let (k, m) = Self.editKeys[below(Self.editKeys.count)]
            return .key(k, modifiers: m)
        case 8:
            return .key(pick(Self.layoutKeys), modifiers: chance(0.3) ? .shift : [])
        default:
            // Keys and modifier combinations nothing is bound to.
            let keys: [KeyEvent.Key] = [.up, .down, .left, .right, .character("x"), .character("q"), .character("?"), .enter, .delete]
            return .key(pick(keys), modifiers: pick([.alt, .command, [.control, .shift], [.control, .alt], .control]))
        }
    }

    // MARK: Events and gestures

    /// The next event or gesture.
    mutating func next() -> [FuzzEvent] {
        var out = gesture()
        if soak { out.append(.frames(1 + below(8))) }
        return out
    }

    private mutating func gesture() -> [FuzzEvent] {
        let r = below(1000)
        switch r {
        case 0..<120: return [click(button: .primary)]
        case 120..<190: return clickGesture()
        case 190..<300: return drag()
        case 300..<330: return rightClickMenu()
        case 330..<350: return longPress()
        case 350..<490: return [.wheel(dx: chance(0.15) ? wheelDelta() : 0, dy: wheelDelta(), at: position(), modifiers: modifiers())]
        case 490..<510: return [.pinch(scale: pick([0.5, 0.8, 0.95, 1.05, 1.25, 2, 0.01, 50]), at: position())]
        case 510..<760:
            let k = key()
            // The inspector takes clicks while it is open: visit it briefly (I, a click that inspects, I), so the
            // rest of the run still selects and drags.
            if k == .key(.character("i"), modifiers: []) { return [k, click(button: .primary), .frames(2), k] }
            return [k]
        case 760..<790: return interactiveTransition()
        case 790..<810: return layoutStorm()
        case 810..<820: return [.shiftUp]
        case 820..<860: let (w, h) = size(); return [.resize(width: w, height: h)]
        case 860..<885: return [.wait(seconds: between(0, 5))]
        case 885..<970: return [.frames(1 + below(30))]
        case 970..<985: return [.render]
        case 985..<990: return [.appFrame]
        default: return [.pointer(pick([.down, .move, .up, .cancel]), button: pick([.primary, .secondary, .none]), at: position(),
                                  modifiers: modifiers(), clicks: 1 + below(2))]
        }
    }

    /// A single pointer event of any phase.
    private mutating func click(button: PointerEvent.Button) -> FuzzEvent {
        .pointer(pick([.down, .up, .move]), button: button, at: position(), modifiers: modifiers(), clicks: 1)
    }

    /// Down and up at one place (sometimes twice: a double click), with the modifiers of a real click.
    private mutating func clickGesture() -> [FuzzEvent] {
        let p = position(), m = modifiers()
        var out: [FuzzEvent] = [.pointer(.down, button: .primary, at: p, modifiers: m, clicks: 1)]
        if chance(0.3) { out.append(.frames(1 + below(3))) }
        out.append(.pointer(.up, button: .primary, at: p, modifiers: m, clicks: 1))
        if chance(0.3) {
            out.append(.pointer(.down, button: .primary, at: p, modifiers: m, clicks: 2))
            out.append(.pointer(.up, button: .primary, at: p, modifiers: m, clicks: 2))
        }
        if chance(0.3) { out.append(.frames(20 + below(10))) }  // past the double-click window: the single click selects
        return out
    }

    /// Press, move in steps (past the drag threshold in any window bigger than a few points), then drop,
    /// cancel with Esc, switch layouts or delete mid-drag, or lose the release.
    private mutating func drag() -> [FuzzEvent] {
        var p = position()
        let m: Modifiers = chance(0.8) ? [] : modifiers()
        var out: [FuzzEvent] = [.pointer(.down, button: .primary, at: p, modifiers: m, clicks: 1)]
        let steps = 2 + below(12)
        let (dx, dy) = (between(-0.08, 0.08), between(-0.08, 0.08))
        for i in 0..<steps {
            p = Point(x: Self.r4(p.x + dx + between(-0.02, 0.02)), y: Self.r4(p.y + dy + between(-0.02, 0.02)))
            if chance(0.1) { p.y = pick([0.0, 0.995, 1.0]) }  // to an edge: auto-scroll
            out.append(.pointer(.move, button: .primary, at: p, modifiers: m, clicks: 1))
            if chance(0.3) { out.append(.frames(1 + below(20))) }
            if i == steps / 2 {
                switch below(12) {
                case 0: out.append(.key(.escape, modifiers: []))
                case 1: out.append(.key(pick(Self.layoutKeys), modifiers: chance(0.3) ? .shift : []))
                case 2: out.append(.key(pick([.delete, .character("n"), .character("x"), .character("v")]), modifiers: chance(0.5) ? .control : []))
                case 3: let (w, h) = size(); out.append(.resize(width: w, height: h))
                case 4: out.append(.wheel(dx: 0, dy: wheelDelta(), at: p, modifiers: chance(0.5) ? .control : []))
                case 5: out.append(.key(.character("d"), modifiers: []))
                default: break
                }
            }
        }
        switch below(10) {
        case 0: out.append(.key(.escape, modifiers: []))
            out.append(.pointer(.up, button: .primary, at: p, modifiers: m, clicks: 1))
        case 1: break  // the release is lost
        case 2: out.append(.pointer(.cancel, button: .primary, at: p, modifiers: m, clicks: 1))
        default: out.append(.pointer(.up, button: .primary, at: p, modifiers: m, clicks: 1))
        }
        return out
    }

    /// A right click on something, then a click near it (where the menu opens), or Esc, or elsewhere.
    private mutating func rightClickMenu() -> [FuzzEvent] {
        let p = position()
        var out: [FuzzEvent] = [.pointer(.down, button: .secondary, at: p, modifiers: [], clicks: 1),
                                .pointer(.up, button: .secondary, at: p, modifiers: [], clicks: 1)]
        if chance(0.2) { out.append(.key(.escape, modifiers: [])); return out }
        let q = Point(x: Self.r4(p.x + between(-0.12, 0.12)), y: Self.r4(p.y + between(-0.06, 0.08)))
        out.append(.pointer(.down, button: .primary, at: q, modifiers: [], clicks: 1))
        out.append(.pointer(.up, button: .primary, at: chance(0.8) ? q : position(), modifiers: [], clicks: 1))
        return out
    }

    /// A still press past the long-press time (the menu opens), then a release or a move into the menu.
    private mutating func longPress() -> [FuzzEvent] {
        let p = position()
        var out: [FuzzEvent] = [.pointer(.down, button: .primary, at: p, modifiers: [], clicks: 1), .frames(25 + below(20))]
        if chance(0.5) { out.append(.pointer(.move, button: .primary, at: Point(x: Self.r4(p.x + between(-0.1, 0.1)), y: p.y), modifiers: [], clicks: 1)) }
        out.append(.pointer(.up, button: .primary, at: p, modifiers: [], clicks: 1))
        return out
    }

    /// Shift+letter, the wheel scrubbing, then a release of Shift, Enter, Esc, another switch or nothing.
    private mutating func interactiveTransition() -> [FuzzEvent] {
        var out: [FuzzEvent] = [.key(.character(pick(LayoutName.allCases).hotkey), modifiers: .shift)]
        for _ in 0..<below(8) {
            out.append(.wheel(dx: 0, dy: pick([-1, 1, -3, 3, 0.5, -20, 20]), at: position(), modifiers: chance(0.8) ? .shift : []))
            if chance(0.3) { out.append(.frames(1 + below(5))) }
        }
        switch below(6) {
        case 0: out.append(.shiftUp)
        case 1: out.append(.key(.enter, modifiers: .shift))
        case 2: out.append(.key(.escape, modifiers: .shift))
        case 3: out.append(.key(pick(Self.layoutKeys), modifiers: []))
        case 4: out.append(.pointer(.down, button: .primary, at: position(), modifiers: .shift, clicks: 1))
        default: break
        }
        return out
    }

    /// Two to five layout switches a few frames apart: each lands mid-transition.
    private mutating func layoutStorm() -> [FuzzEvent] {
        var out: [FuzzEvent] = []
        for _ in 0..<(2 + below(4)) {
            out.append(.key(pick(Self.layoutKeys + [.character("k"), .character("z")]), modifiers: chance(0.15) ? .shift : []))
            out.append(.frames(1 + below(20)))
            if chance(0.2) { out.append(.key(pick([.delete, .character("n")]), modifiers: [])) }
        }
        return out
    }
}
