/// Shrinks a failing event list. First the shortest failing tail, then rounds of: delta debugging (Zeller's ddmin, complements only: remove ever
/// smaller chunks while the failure still reproduces, down to single events); then each remaining event in turn
/// replaced by one idle frame (which keeps the clock of everything after it, so timing-dependent failures
/// shrink too); then runs of idle frames merged and long waits shortened. Rounds repeat until nothing changes.
/// A try that fails before the end of its list also drops the events after the failure.
struct Shrinker {
    private(set) var events: [FuzzEvent]
    /// Replays tried.
    private(set) var tries = 0

    init(events: [FuzzEvent]) { self.events = events }

    /// `reproduces` replays a candidate from a fresh app and returns the index of the event the same failure
    /// followed, or nil. Stops early when `stop` says so (the list is then the shortest found so far).
    mutating func shrink(until stop: () -> Bool, reproduces: ([FuzzEvent]) -> Int?) {
        var events = self.events
        var tries = 0
        defer { self.events = events; self.tries += tries }
        func accept(_ candidate: [FuzzEvent]) -> Bool {
            guard !candidate.isEmpty, !stop() else { return false }
            tries += 1
            guard let failedAt = reproduces(candidate) else { return false }
            events = Array(candidate[...min(max(failedAt, 0), candidate.count - 1)])
            return true
        }
        // Complements-only ddmin.
        func ddmin() {
            var n = 2
            while events.count >= 2 && !stop() {
                let chunk = (events.count + n - 1) / n
                var reduced = false
                var start = 0
                while start < events.count {
                    let end = min(events.count, start + chunk)
                    if accept(Array(events[..<start]) + Array(events[end...])) {
                        n = max(n - 1, 2)
                        reduced = true
                        break
                    }
                    start = end
                }
                if !reduced {
                    if n >= events.count { return }
                    n = min(events.count, n * 2)
                }
            }
        }
        // A failure usually needs only the events just before it: first the shortest tail (1, 2, 4, … events
        // replayed from a fresh app) that still fails, so ddmin starts small instead of replaying the whole run.
        var k = 1
        while k < events.count && !stop() {
            if accept(Array(events.suffix(k))) { break }
            k *= 2
        }
        var previous: [FuzzEvent] = []
        while previous != events && !stop() {
            previous = events
            ddmin()
            // Each event replaced by an idle frame: what the failure does not need becomes a pause.
            var i = 0
            while i < events.count && !stop() {
                if case .frames = events[i] { i += 1; continue }
                var candidate = events
                candidate[i] = .frames(1)
                _ = accept(candidate)
                i += 1
            }
            // Adjacent idle frames as one event; shorter pauses.
            let merged = Self.mergingFrames(events)
            if merged != events { _ = accept(merged) }
            var j = 0
            while j < events.count && !stop() {
                var candidate = events
                switch events[j] {
                case .frames(let k) where k > 1: candidate[j] = .frames(max(1, k / 2))
                case .wait(let s) where s > 0: candidate[j] = .wait(seconds: 0)
                default: j += 1; continue
                }
                if !accept(candidate) { j += 1 }
            }
        }
    }

    /// Runs of `frames` events as one (the model evolves the same; only the checks in between go).
    static func mergingFrames(_ events: [FuzzEvent]) -> [FuzzEvent] {
        var out: [FuzzEvent] = []
        for e in events {
            if case .frames(let b) = e, case .frames(let a)? = out.last {
                out[out.count - 1] = .frames(a + b)
            } else {
                out.append(e)
            }
        }
        return out
    }
}
