extension FlowLayout.VariedLines {
    /// Full lines of same-size items kept in closed form instead of per item: items p ..< q, `perLine` to a
    /// line, each line `thickness` thick. When a size change shifts where lines
    /// break, the lines after it over items still at one size (a self-sizing section's estimates) all move;
    /// rewriting them item by item is the whole rest of the section, so the sweep records them as a run
    /// instead, in O(log n). Per-item line data inside a run is stale; the offset and start trees hold it
    /// plus a correction at q − 1 (`offsetLump`, `startLump`, never negative, so the trees' prefixes stay
    /// monotonic and their searches stay right) that makes their sums over the run the run's own.
    struct UniformRun: Sendable {
        /// First item (a line start) and one past the last (the start of the line after the run, whose item
        /// has the run's size too, so the run's last line breaks exactly as the greedy rule would).
        var p: Int
        var q: Int
        let perLine: Int
        let length: Double
        let thickness: Double
        var offsetLump: Double = 0
        var startLump: Int32 = 0

        var lineCount: Int { (q - p) / perLine }
        /// The first item of the run's line holding `item`.
        @inline(__always) func lineFirst(containing item: Int) -> Int { p + (item - p) / perLine * perLine }
    }
}
