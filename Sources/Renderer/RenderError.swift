/// A rendering failure, worded as one line naming the SDL call, SDL's reason and what to do.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    /// One line naming what failed and what to do about it.
    public let message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
