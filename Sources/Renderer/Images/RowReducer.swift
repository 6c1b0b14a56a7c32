/// Averages an image that arrives one row at a time into an image `factor` times smaller on each axis (rounded
/// down; a box filter whose blocks are `factor` or `factor + 1` pixels wide, spread evenly so the image is scaled
/// uniformly and not shifted towards one edge), holding one output row of
/// sums instead of the input. How a file too large to decode whole is brought down to a size a thumbnail can be
/// made from.
struct RowReducer {
    let inputWidth: Int
    let inputHeight: Int
    let factor: Int
    let outputWidth: Int
    let outputHeight: Int
    /// The output image, filled row by row.
    private(set) var pixels: [UInt32]
    /// Channel sums (a, r, g, b) for each column of the output row being collected.
    private var sums: [Int]
    /// Output column of each input column.
    private let column: [Int]
    /// Input columns per output column.
    private let columnWidth: [Int]
    private var currentRow = 0
    private var rowsInCurrent = 0

    init(inputWidth: Int, inputHeight: Int, factor: Int) {
        self.inputWidth = inputWidth; self.inputHeight = inputHeight
        self.factor = max(1, factor)
        outputWidth = max(1, inputWidth / self.factor); outputHeight = max(1, inputHeight / self.factor)
        pixels = [UInt32](repeating: 0, count: outputWidth * outputHeight)
        sums = [Int](repeating: 0, count: outputWidth * 4)
        let ow = outputWidth
        column = (0..<inputWidth).map { $0 * ow / inputWidth }
        var widths = [Int](repeating: 0, count: ow)
        for c in column { widths[c] += 1 }
        columnWidth = widths
    }

    /// The output row input row `y` falls in.
    private func outputRow(_ y: Int) -> Int { min(outputHeight - 1, y * outputHeight / inputHeight) }

    /// Adds input row `y` (rows arrive in order), `inputWidth` pixels of 8-bit RGBA.
    mutating func add(rgba: UnsafePointer<UInt8>, y: Int) {
        let target = outputRow(y)
        if target != currentRow { flush(); currentRow = target }
        sums.withUnsafeMutableBufferPointer { s in
            column.withUnsafeBufferPointer { col in
                for x in 0..<inputWidth {
                    let p = rgba + x * 4, o = col[x] * 4
                    s[o] &+= Int(p[3]); s[o + 1] &+= Int(p[0]); s[o + 2] &+= Int(p[1]); s[o + 3] &+= Int(p[2])
                }
            }
        }
        rowsInCurrent += 1
    }

    /// The reduced image; rows never delivered (a decode that stopped early) stay transparent.
    mutating func finish() -> DecodedImage {
        flush()
        return DecodedImage(width: outputWidth, height: outputHeight, pixels: pixels)
    }

    /// Writes the collected output row as averages and clears the sums.
    private mutating func flush() {
        guard rowsInCurrent > 0 else { return }
        let base = currentRow * outputWidth
        for ox in 0..<outputWidth {
            let n = columnWidth[ox] * rowsInCurrent, o = ox * 4
            guard n > 0 else { continue }
            let mean = RoundedMean(count: n)
            pixels[base + ox] = mean.of(sums[o]) << 24 | mean.of(sums[o + 1]) << 16 | mean.of(sums[o + 2]) << 8 | mean.of(sums[o + 3])
        }
        for i in sums.indices { sums[i] = 0 }
        rowsInCurrent = 0
    }
}
