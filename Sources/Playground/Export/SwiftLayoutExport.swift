/// What a layout declares about Copy as Swift: the code that builds it, or why it cannot be written.
enum SwiftLayoutExport {
    /// `statements` build the layout (one variable per part, as one would write them), `value` is the expression
    /// returned (`flow`, `CarouselLayout(flow: flow)`), `type` the function's return type.
    case code(statements: [String], value: String, type: String)
    /// It cannot be written from outside, and why (shown to the user as it is).
    case refused(String)
}
