/// A key or modifier name that is not known.
struct InputNameError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
