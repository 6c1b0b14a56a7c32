import LayoutCore
import Renderer

/// "Copy as Swift" (Ctrl+Shift+C): the current layout's configuration as code, printed on stdout (so a headless
/// or piped session gets it too) and put on the clipboard when there is a window.
extension PlaygroundApp {
    func copyLayoutAsSwift() {
        let layout = shelf.currentConfiguration
        // A layout file's code is named after the file it came from.
        let file = shelf.current == shelf.fileLayoutName ? LayoutFileWatcher.shared.currentFile.path : nil
        guard let code = SwiftCodeExport.code(for: layout, file: file) else {
            let line = "copy as Swift: \(SwiftCodeExport.refusal(for: layout) ?? "the \(layout.name) layout cannot be written as code")"
            print(line)
            showToast(line)
            return
        }
        print(code, terminator: "")
        showToast(screen.target.setClipboardText(code) ? "copied the \(layout.name) layout as Swift" : "printed the \(layout.name) layout as Swift")
    }
}
