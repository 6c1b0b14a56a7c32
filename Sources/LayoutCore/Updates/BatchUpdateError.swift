/// A batch update that does not add up, worded as UIKit words it, naming the section and every count.
public struct BatchUpdateError: Error, Equatable, CustomStringConvertible {
    /// The whole message, in UIKit's words ("Invalid update: invalid number of items in section 0. …").
    public let message: String
    /// An error with `message` as its whole text.
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    static func sections(after: Int, before: Int, inserted: Int, deleted: Int) -> BatchUpdateError {
        BatchUpdateError("Invalid update: invalid number of sections. The number of sections contained in the collection view "
            + "after the update (\(after)) must be equal to the number of sections contained in the collection view before "
            + "the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
    }

    static func items(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) -> BatchUpdateError {
        BatchUpdateError("Invalid update: invalid number of items in section \(section). The number of items contained in an "
            + "existing section after the update (\(after)) must be equal to the number of items contained in that section "
            + "before the update (\(before)), plus or minus the number of items inserted or deleted from that section "
            + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that "
            + "section (\(movedIn) moved in, \(movedOut) moved out).")
    }

    static func invalid(_ what: String) -> BatchUpdateError { BatchUpdateError("Invalid update: \(what).") }
}
