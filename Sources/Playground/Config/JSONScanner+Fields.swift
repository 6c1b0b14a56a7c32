import LayoutCore

/// Typed reads for the playground's formats: a value of the wrong kind is a `JSONFields.FieldError` naming the
/// field's path, built only when it is thrown (paths are autoclosures, so a million items build no strings).
extension JSONScanner {
    /// Checks the next value's kind without reading it.
    mutating func expect(_ kind: Kind, _ path: @autoclosure () -> String, problem: String) throws {
        guard try self.kind() == kind else { throw JSONFields.FieldError(field: path(), problem: problem) }
    }

    mutating func string(at path: @autoclosure () -> String) throws -> String {
        try expect(.string, path(), problem: "must be a string")
        return try readString()
    }

    mutating func number(at path: @autoclosure () -> String) throws -> Double {
        try expect(.number, path(), problem: "must be a number")
        return try readNumber()
    }

    mutating func bool(at path: @autoclosure () -> String) throws -> Bool {
        try expect(.bool, path(), problem: "must be true or false")
        return try readBool()
    }

    /// `[width, height]`, neither negative.
    mutating func size(at path: @autoclosure () -> String) throws -> Size {
        try expect(.array, path(), problem: "must be [width, height]")
        var values: [Double] = []
        try array { s, i in
            guard i < 2 else { throw JSONFields.FieldError(field: path(), problem: "must be [width, height]") }
            values.append(try s.number(at: "\(path())[\(i)]"))
        }
        guard values.count == 2 else { throw JSONFields.FieldError(field: path(), problem: "must be [width, height]") }
        guard values[0] >= 0, values[1] >= 0 else {
            throw JSONFields.FieldError(field: path(), problem: "sizes must not be negative, got [\(values[0].compact), \(values[1].compact)]")
        }
        return Size(width: values[0], height: values[1])
    }
}
