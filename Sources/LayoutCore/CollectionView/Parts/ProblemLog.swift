/// Problems met (bad data-source answers, unregistered identifiers, invalid frames), each recorded and
/// announced once, however often it recurs.
final class ProblemLog {
    /// Problems in the order they were first met.
    private(set) var messages: [String] = []
    /// Called once for each new problem.
    var onProblem: ((String) -> Void)?
    private var seen: Set<String> = []
    /// Elements already reported for invalid attributes: once per element, whatever frames follow (a NaN
    /// frame's other coordinates change with every resize or animation step).
    private var invalidElements: Set<ElementKey> = []

    /// Records `message` unless it was recorded before.
    func report(_ message: String) {
        guard seen.insert(message).inserted else { return }
        messages.append(message)
        onProblem?(message)
    }

    /// True the first time an element is reported for invalid attributes.
    func firstInvalid(_ key: ElementKey) -> Bool { invalidElements.insert(key).inserted }
}
