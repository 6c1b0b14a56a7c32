/// How progress runs over an animation's time: linear, Core Animation's ease curves (cubic Béziers), or a
/// damped spring whose duration is the time it takes to settle.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed from start to end.
    case linear
    /// kCAMediaTimingFunctionEaseIn: Bézier (0.42, 0, 1, 1).
    case easeIn
    /// kCAMediaTimingFunctionEaseOut: Bézier (0, 0, 0.58, 1).
    case easeOut
    /// kCAMediaTimingFunctionEaseInEaseOut: Bézier (0.42, 0, 0.58, 1); the default for layout transitions.
    case easeInEaseOut
    /// A critically- or under-damped spring (SwiftUI's parameters): `response` is the undamped period in
    /// seconds, `dampingRatio` 1 means no overshoot.
    case spring(dampingRatio: Double, response: Double)

    /// Progress (0 at the start, 1 at rest) after `elapsed` seconds of an animation lasting `duration`.
    /// Springs ignore `duration` and follow their own physics (see `settlingDuration`).
    public func progress(elapsed: Double, duration: Double) -> Double {
        switch self {
        case .spring(let zeta, let response):
            return Self.spring(t: max(0, elapsed), zeta: zeta, response: response)
        case .linear, .easeIn, .easeOut, .easeInEaseOut:
            guard duration > 0 else { return 1 }
            let x = min(1, max(0, elapsed / duration))
            switch self {
            case .linear: return x
            case .easeIn: return Self.bezier(x, 0.42, 0, 1, 1)
            case .easeOut: return Self.bezier(x, 0, 0, 0.58, 1)
            default: return Self.bezier(x, 0.42, 0, 0.58, 1)
            }
        }
    }

    /// How long the animation runs: `duration` for curves, the time to come within 0.1 % of rest for springs.
    public func settlingDuration(nominal duration: Double) -> Double {
        guard case .spring(let zeta, let response) = self else { return duration }
        let omega = 2 * Math.pi / max(response, 1e-3)
        // Envelope e^(−ζωt) falls below 1e-3 at t = ln(1000)/(ζω).
        return Math.log(1000) / (max(zeta, 0.05) * omega)
    }

    static func spring(t: Double, zeta: Double, response: Double) -> Double {
        let omega = 2 * Math.pi / max(response, 1e-3)
        if zeta >= 1 {
            // Critically damped: x(t) = 1 − (1 + ωt)e^(−ωt).
            return 1 - (1 + omega * t) * Math.exp(-omega * t)
        }
        let z = max(zeta, 0)
        let wd = omega * (1 - z * z).squareRoot()
        let envelope = Math.exp(-z * omega * t)
        return 1 - envelope * (Math.cos(wd * t) + z * omega / wd * Math.sin(wd * t))
    }

    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at the point whose x is `x`, solved by Newton's method
    /// with a bisection fallback (the way WebKit's UnitBezier does).
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coord(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let err = coord(t, x1, x2) - x
            if abs(err) < 1e-9 { return coord(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = coord(t, x1, x2)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return coord(t, y1, y2)
    }
}
