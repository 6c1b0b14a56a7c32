extension LayoutConformance {
    /// The problem lines of one check: the first `listedLimit` listed, the rest counted in one last line, so a
    /// layout wrong for every one of a million elements gives a readable answer.
    struct Report {
        private(set) var lines: [String] = []
        private var unlisted = 0

        /// Records one problem; the message is only built when it will be listed.
        mutating func add(_ line: @autoclosure () -> String) {
            if lines.count < LayoutConformance.listedLimit { lines.append(line()) } else { unlisted += 1 }
        }

        /// The listed lines, plus the count of the others.
        func finished() -> [String] {
            unlisted == 0 ? lines : lines + ["\(unlisted) more problems like these (not listed)"]
        }
    }
}
