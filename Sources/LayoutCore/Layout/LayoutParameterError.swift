/// A parameter change a layout refused, with a one-line message naming the parameter and what is allowed.
public struct LayoutParameterError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
