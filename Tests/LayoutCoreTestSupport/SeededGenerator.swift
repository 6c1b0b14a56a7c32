public import LayoutCore

/// The property tests' generator: LayoutCore's SplitMix64, so each case names its seed and replays exactly.
public typealias SeededGenerator = SplitMix64
