import LayoutCore
import Renderer

/// "Copy as Swift" (Ctrl+Shift+C): the current layout's configuration as code, printed on stdout (so a headless
/// or piped session gets it too) and put on the clipboard when there is a window.
extension PlaygroundApp {
    func copyLayoutAsSwift() {
        // A layout file's code is named after the file it came from.
        let file = currentLayout == fileLayoutName ? LayoutFileWatcher.shared.currentFile.path : nil
        guard let code = SwiftCodeExport.code(for: currentConfiguration, file: file) else {
            let line = "copy as Swift: the \(currentConfiguration.name) layout cannot be written as code (its sections come from a provider closure)"
            print(line)
            showToast(line)
            return
        }
        print(code, terminator: "")
        showToast(target.setClipboardText(code) ? "copied the \(currentConfiguration.name) layout as Swift" : "printed the \(currentConfiguration.name) layout as Swift")
    }
}
