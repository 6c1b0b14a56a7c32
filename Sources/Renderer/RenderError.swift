/// A rendering failure, worded as one line naming the SDL call, SDL's reason and what to do.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
