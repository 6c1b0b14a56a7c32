/// A strict JSON reader over UTF-8 bytes that hands values straight to the caller, building no tree: a data file
/// of millions of items is read in one pass without a dictionary or an `Any` per item (JSONSerialization's
/// tree made a 2,000,000-item file take about 20 s). Strict as RFC 8259: no NaN or Infinity, no trailing
/// commas, no comments, valid UTF-8 in strings, numbers that are finite as Doubles, and at most `maximumDepth`
/// nested arrays and objects, so a hostile file fails with one line instead of exhausting the stack.
struct JSONScanner {
    /// What the next value is, read from its first byte.
    enum Kind: Equatable { case object, array, string, number, bool, null }

    /// A syntax error at a byte offset; `JSONScanner.describe` turns it into "line L, column C: problem".
    struct SyntaxError: Error, Equatable { let offset: Int; let problem: String }

    /// Deepest nesting of arrays and objects accepted (files here are at most four levels deep).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    // MARK: - Structure

    /// Reads an object, calling `body` with each key while the scanner stands at that key's value; `body` must
    /// read or skip the value.
    mutating func object(_ body: (inout JSONScanner, String) throws -> Void) throws {
        try open(UInt8(ascii: "{"))
        skipWhitespace()
        if peekByte == UInt8(ascii: "}") { index += 1; depth -= 1; return }
        while true {
            skipWhitespace()
            guard peekByte == UInt8(ascii: "\"") else { throw syntax("expected a key in quotes") }
            let key = try readString()
            skipWhitespace()
            guard peekByte == UInt8(ascii: ":") else { throw syntax("expected ':' after the key") }
            index += 1
            skipWhitespace()
            try body(&self, key)
            skipWhitespace()
            switch peekByte {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; depth -= 1; return
            default: throw syntax("expected ',' or '}' in an object")
            }
        }
    }

    /// Reads an array, calling `body` with each element's index while the scanner stands at it.
    mutating func array(_ body: (inout JSONScanner, Int) throws -> Void) throws {
        try open(UInt8(ascii: "["))
        skipWhitespace()
        if peekByte == UInt8(ascii: "]") { index += 1; depth -= 1; return }
        var n = 0
        while true {
            skipWhitespace()
            try body(&self, n)
            n += 1
            skipWhitespace()
            switch peekByte {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; depth -= 1; return
            default: throw syntax("expected ',' or ']' in an array")
            }
        }
    }

    /// The kind of the value at the scanner (after whitespace).
    mutating func kind() throws -> Kind {
        skipWhitespace()
        guard let byte = peekByte else { throw syntax("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw syntax("expected a value (NaN, Infinity and bare words are not JSON)")
        }
    }

    /// Reads and drops the value at the scanner, checking its syntax all the same.
    mutating func skipValue() throws {
        switch try kind() {
        case .object: try object { s, _ in try s.skipValue() }
        case .array: try array { s, _ in try s.skipValue() }
        case .string: _ = try readString()
        case .number: _ = try readNumber()
        case .bool: _ = try readBool()
        case .null: try literal("null")
        }
    }

    /// Checks that only whitespace follows the top-level value.
    mutating func end() throws {
        skipWhitespace()
        guard index == bytes.count else { throw syntax("unexpected text after the end of the JSON value") }
    }

    // MARK: - Scalars

    mutating func readString() throws -> String {
        guard peekByte == UInt8(ascii: "\"") else { throw syntax("expected a string") }
        index += 1
        let start = index
        // Fast path: no escapes. The bytes are checked as UTF-8 by String(validating:).
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let s = bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[start..<index]), as: UTF8.self) }
                guard let s else { throw SyntaxError(offset: start, problem: "a string is not valid UTF-8") }
                index += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw syntax("a control character inside a string; escape it") }
            index += 1
        }
        index = start
        return try readEscapedString()
    }

    private mutating func readEscapedString() throws -> String {
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw syntax("a string is not closed") }
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let s = String(validating: utf8, as: UTF8.self) else { throw syntax("a string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw syntax("a string is not closed") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw syntax("a lone surrogate \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw syntax("a lone surrogate \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw syntax("a lone surrogate \\u escape") }
                    utf8.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    // Shown as a character only when printable: a raw newline here would break the one-line error.
                    let shown = (0x21...0x7E).contains(e) ? "'\\\(Character(Unicode.Scalar(e)))'" : "(a backslash before byte \(e))"
                    throw syntax("an unknown escape \(shown) in a string")
                }
            default:
                if b < 0x20 { throw syntax("a control character inside a string; escape it") }
                utf8.append(b)
            }
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw syntax("a \\u escape needs four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw syntax("a \\u escape needs four hex digits")
            }
            v = v << 4 | UInt32(d)
            index += 1
        }
        return v
    }

    /// A number in JSON's grammar (no leading '+', no leading zeros, no bare '.'), as the nearest Double.
    mutating func readNumber() throws -> Double {
        let start = index
        if peekByte == UInt8(ascii: "-") { index += 1 }
        guard let first = peekByte, isDigit(first) else { throw syntax("expected a number") }
        index += 1
        if first == UInt8(ascii: "0"), let next = peekByte, isDigit(next) { throw syntax("a number has a leading zero") }
        while let b = peekByte, isDigit(b) { index += 1 }
        if peekByte == UInt8(ascii: ".") {
            index += 1
            guard let b = peekByte, isDigit(b) else { throw syntax("a number needs digits after '.'") }
            while let b = peekByte, isDigit(b) { index += 1 }
        }
        if peekByte == UInt8(ascii: "e") || peekByte == UInt8(ascii: "E") {
            index += 1
            if peekByte == UInt8(ascii: "+") || peekByte == UInt8(ascii: "-") { index += 1 }
            guard let b = peekByte, isDigit(b) else { throw syntax("a number needs digits in its exponent") }
            while let b = peekByte, isDigit(b) { index += 1 }
        }
        let text = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<index]), as: UTF8.self) }
        guard let value = Double(text), value.isFinite else {
            throw SyntaxError(offset: start, problem: "the number \(text.prefix(40)) is too large for a Double")
        }
        return value
    }

    mutating func readBool() throws -> Bool {
        if peekByte == UInt8(ascii: "t") { try literal("true"); return true }
        try literal("false")
        return false
    }

    /// Reads `null`, returning true, or returns false (reading nothing) when the value is something else.
    mutating func readNull() throws -> Bool {
        guard try kind() == .null else { return false }
        try literal("null")
        return true
    }

    // MARK: - Positions

    /// "line L, column C" (1-based, columns in bytes) of a byte offset in `bytes`.
    static func position(of offset: Int, in bytes: [UInt8]) -> String {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
        return "line \(line), column \(offset - lineStart + 1)"
    }

    // MARK: - Private

    private var peekByte: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func open(_ byte: UInt8) throws {
        skipWhitespace()
        guard peekByte == byte else {
            throw syntax(byte == UInt8(ascii: "{") ? "expected an object" : "expected an array")
        }
        guard depth < Self.maximumDepth else {
            throw syntax("arrays and objects nested more than \(Self.maximumDepth) deep")
        }
        index += 1
        depth += 1
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8), n = w.count
        let matches = index + n <= bytes.count && (0..<n).allSatisfy { bytes[index + $0] == w[$0] }
        guard matches else { throw syntax("expected a value (NaN, Infinity and bare words are not JSON)") }
        index += n
    }

    private func syntax(_ problem: String) -> SyntaxError {
        SyntaxError(offset: index, problem: index >= bytes.count && !problem.contains("end of file") ? "unexpected end of file" : problem)
    }
}
