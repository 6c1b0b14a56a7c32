import LayoutCore

/// "Copy as Swift" (Ctrl+Shift+C): the shown layout's configuration as code.
extension LayoutShelf {
    /// The shown layout as Swift code, or the line saying why it cannot be written (a layout file's code is
    /// named after the file it came from).
    func swiftCode() -> (code: String?, line: String) {
        let layout = currentConfiguration
        let file = current == fileLayoutName && !layoutFiles.isEmpty ? layoutFiles.currentFile.path : nil
        guard let code = SwiftCodeExport.code(for: layout, file: file) else {
            return (nil, "copy as Swift: \(SwiftCodeExport.refusal(for: layout) ?? "the \(layout.name) layout cannot be written as code")")
        }
        return (code, layout.name)
    }
}
