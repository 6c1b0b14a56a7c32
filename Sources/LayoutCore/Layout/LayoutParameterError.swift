/// A parameter change a layout refused, with a one-line message naming the parameter and what is allowed.
public struct LayoutParameterError: Error, Equatable, CustomStringConvertible {
    /// The one-line message naming the parameter and what is allowed, e.g. "radius: -5 is out of range; allowed: …".
    public let message: String
    /// An error with `message` as its whole text.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
