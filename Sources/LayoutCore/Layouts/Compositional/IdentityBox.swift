/// A closure kept by reference so the value holding it stays Equatable: two holders are equal when they hold
/// the same box (the same closure value assigned once), as a closure cannot be compared.
final class IdentityBox<Value>: Equatable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (a: IdentityBox, b: IdentityBox) -> Bool { a === b }
}
