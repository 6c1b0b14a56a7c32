import LayoutCore

/// Encodes a value as one line of JSON the way the playground writes JSON by hand (recordings, fuzz lists):
/// keys in the order the value encodes them, `", "` and `": "` between entries, numbers in Swift's shortest
/// round-trip form (`Double.compact`, so a reader gets the exact value back), strings escaped by `JSONText`.
/// Foundation's JSONEncoder orders keys by hash and prints numbers its own way, so files would not stay
/// byte-identical through it. Handles what input events use: objects, arrays, strings, numbers, booleans.
struct JSONLineEncoder {
    /// The value as one line of JSON.
    static func line(_ value: some Encodable) throws -> String {
        let root = Slot()
        try value.encode(to: Writer(slot: root, codingPath: []))
        return root.text
    }

    /// Where a value goes; filled in as the value encodes itself.
    fileprivate final class Slot {
        enum Node { case literal(String), array([Slot]), object([(String, Slot)]) }
        var node: Node = .literal("null")

        var text: String {
            switch node {
            case .literal(let s): return s
            case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
            case .object(let entries): return "{" + entries.map { "\(JSONText.string($0.0)): \($0.1.text)" }.joined(separator: ", ") + "}"
            }
        }

        func append(key: String) -> Slot {
            let s = Slot()
            if case .object(let entries) = node { node = .object(entries + [(key, s)]) } else { node = .object([(key, s)]) }
            return s
        }

        func appendItem() -> Slot {
            let s = Slot()
            if case .array(let items) = node { node = .array(items + [s]) } else { node = .array([s]) }
            return s
        }

        func set(_ value: some Encodable, codingPath: [any CodingKey]) throws {
            switch value {
            case let v as Bool: node = .literal(v ? "true" : "false")
            case let v as String: node = .literal(JSONText.string(v))
            case let v as Double:
                guard v.isFinite else {
                    throw EncodingError.invalidValue(v, .init(codingPath: codingPath, debugDescription: "JSON has no \(v)"))
                }
                node = .literal(v.compact)
            case let v as Int: node = .literal(String(v))
            default: try value.encode(to: Writer(slot: self, codingPath: codingPath))
            }
        }
    }

    private struct Writer: Encoder {
        let slot: Slot
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = slot.node {} else { slot.node = .object([]) }
            return KeyedEncodingContainer(Keyed(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = slot.node {} else { slot.node = .array([]) }
            return Unkeyed(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { _ = slot.append(key: key.stringValue) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try slot.append(key: key.stringValue).set(value, codingPath: codingPath + [key])
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
            Writer(slot: slot.append(key: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Writer(slot: slot.append(key: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { Writer(slot: slot.append(key: "super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Writer(slot: slot.append(key: key.stringValue), codingPath: codingPath + [key]) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]
        var count: Int {
            if case .array(let items) = slot.node { return items.count }
            return 0
        }

        mutating func encodeNil() throws { _ = slot.appendItem() }
        mutating func encode<T: Encodable>(_ value: T) throws { try slot.appendItem().set(value, codingPath: codingPath) }
        mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type) -> KeyedEncodingContainer<N> {
            Writer(slot: slot.appendItem(), codingPath: codingPath).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Writer(slot: slot.appendItem(), codingPath: codingPath).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { Writer(slot: slot.appendItem(), codingPath: codingPath) }
    }

    private struct Single: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.node = .literal("null") }
        mutating func encode<T: Encodable>(_ value: T) throws { try slot.set(value, codingPath: codingPath) }
    }
}
