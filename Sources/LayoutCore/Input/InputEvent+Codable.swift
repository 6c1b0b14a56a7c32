/// The one JSON form of an input event, as recordings have always written it (existing recordings replay
/// unchanged), one object per event with its fields in this order:
///
///     {"pointer": "down", "button": "primary", "at": [340, 100], "mods": [], "clicks": 1, "t": 0.1}
///     {"key": "w", "mods": ["shift"], "t": 0.25}
///     {"keyUp": "shift", "mods": [], "t": 0.3}
///     {"wheel": [0, -3], "at": [640, 400], "mods": ["ctrl"], "t": 0.2}
///     {"pinch": 1.1, "center": [0.5, 0.5]}
///     {"quit": true}
///
/// `mods` may be left out (none) and so may `clicks` (1). Decoding errors are `DecodingError.dataCorrupted`
/// whose coding path names the field and whose description says what is wrong and what is allowed.
extension InputEvent: Codable {
    enum CodingKeys: String, CodingKey { case pointer, button, at, mods, clicks, t, key, keyUp, wheel, pinch, center, quit }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .pointer(let e):
            try c.encode(e.phase.rawValue, forKey: .pointer)
            try c.encode(e.button.rawValue, forKey: .button)
            try c.encode([e.location.x, e.location.y], forKey: .at)
            try c.encode(e.modifiers.names, forKey: .mods)
            try c.encode(e.clickCount, forKey: .clicks)
            try c.encode(e.timestamp.seconds, forKey: .t)
        case .key(let e), .keyUp(let e):
            try c.encode(e.key.name, forKey: self == .key(e) ? .key : .keyUp)
            try c.encode(e.modifiers.names, forKey: .mods)
            try c.encode(e.timestamp.seconds, forKey: .t)
        case .wheel(let e):
            try c.encode([e.dx, e.dy], forKey: .wheel)
            try c.encode([e.location.x, e.location.y], forKey: .at)
            try c.encode(e.modifiers.names, forKey: .mods)
            try c.encode(e.timestamp.seconds, forKey: .t)
        case .pinch(let scale, let center):
            try c.encode(scale, forKey: .pinch)
            try c.encode([center.x, center.y], forKey: .center)
        case .quit:
            try c.encode(true, forKey: .quit)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func fail(_ key: CodingKeys, _ problem: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: c.codingPath + [key], debugDescription: problem))
        }
        func number(_ key: CodingKeys) throws -> Double {
            guard c.contains(key) else { throw fail(key, "is missing; give a number") }
            guard let v = try? c.decode(Double.self, forKey: key) else { throw fail(key, "must be a number") }
            guard v.isFinite else { throw fail(key, "must be finite") }
            return v
        }
        func string(_ key: CodingKeys) throws -> String {
            guard let s = try? c.decode(String.self, forKey: key) else { throw fail(key, "must be a string") }
            return s
        }
        func point(_ key: CodingKeys) throws -> Point {
            guard let a = try? c.decode([Double].self, forKey: key), a.count == 2, a.allSatisfy(\.isFinite) else {
                throw fail(key, "must be [x, y]")
            }
            return Point(x: a[0], y: a[1])
        }
        func time() throws -> Timestamp { Timestamp(seconds: try number(.t)) }
        func modifiers() throws -> Modifiers {
            guard c.contains(.mods) else { return [] }
            guard let names = try? c.decode([String].self, forKey: .mods) else { throw fail(.mods, "must be a list of names") }
            guard let m = Modifiers(names: names) else {
                let unknown = names.first { Modifiers(names: [$0]) == nil } ?? ""
                throw fail(.mods, "unknown modifier '\(unknown)'; allowed: \(Modifiers.names.map(\.1).joined(separator: ", "))")
            }
            return m
        }
        func key(_ field: CodingKeys) throws -> KeyEvent.Key {
            let name = try string(field)
            guard let key = KeyEvent.Key(name: name) else { throw fail(field, "unknown key '\(name)'") }
            return key
        }

        if c.contains(.quit) {
            self = .quit
        } else if c.contains(.key) {
            self = .key(KeyEvent(try key(.key), modifiers: try modifiers(), timestamp: try time()))
        } else if c.contains(.keyUp) {
            self = .keyUp(KeyEvent(try key(.keyUp), modifiers: try modifiers(), timestamp: try time()))
        } else if c.contains(.pointer) {
            guard let phase = (try? c.decode(String.self, forKey: .pointer)).flatMap(PointerEvent.Phase.init(rawValue:)) else {
                throw fail(.pointer, "must be down, move, up or cancel")
            }
            guard let button = (try? c.decode(String.self, forKey: .button)).flatMap(PointerEvent.Button.init(rawValue:)) else {
                throw fail(.button, "must be primary, secondary or none")
            }
            var clicks = 1
            if c.contains(.clicks) {
                let n = try number(.clicks)
                guard n == n.rounded(), let i = Int(exactly: n), (0...10).contains(i) else {
                    throw fail(.clicks, "must be a whole number in 0…10, got \(n.compact)")
                }
                clicks = i
            }
            self = .pointer(PointerEvent(phase, at: try point(.at), button: button, modifiers: try modifiers(), clickCount: clicks,
                                         timestamp: try time()))
        } else if c.contains(.wheel) {
            let delta = try point(.wheel)
            self = .wheel(WheelEvent(dx: delta.x, dy: delta.y, location: try point(.at), modifiers: try modifiers(), timestamp: try time()))
        } else if c.contains(.pinch) {
            let scale = try number(.pinch)
            guard scale > 0 else { throw fail(.pinch, "must be greater than 0, got \(scale.compact)") }
            self = .pinch(scale: scale, center: try point(.center))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                                                    debugDescription: "unknown event; expected one of key, keyUp, pointer, wheel, pinch, quit"))
        }
    }
}
