import LayoutCore
import Renderer

/// "Copy as Swift" (Ctrl+Shift+C): the current layout's configuration as code, printed on stdout (so a headless
/// or piped session gets it too) and put on the clipboard when there is a window.
extension PlaygroundApp {
    func copyLayoutAsSwift() {
        guard let code = SwiftCodeExport.code(for: currentConfiguration) else {
            let line = "copy as Swift: not yet for \(currentConfiguration.name) layouts"
            print(line)
            showToast(line)
            return
        }
        print(code, terminator: "")
        showToast(target.setClipboardText(code) ? "copied the \(currentConfiguration.name) layout as Swift" : "printed the \(currentConfiguration.name) layout as Swift")
    }
}
