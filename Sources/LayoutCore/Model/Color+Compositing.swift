extension Color {
    /// This color painted over `below` (source-over): an opaque color hides `below`, a clear one leaves it
    /// exactly as it was (so stacking a clear layer never changes a pixel).
    func composited(over below: Color) -> Color {
        if alpha >= 1 { return self }
        if alpha <= 0 { return below }
        let outAlpha = alpha + below.alpha * (1 - alpha)
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * below.alpha * (1 - alpha)) / outAlpha
        }
        return Color(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue),
                     alpha: outAlpha)
    }
}
