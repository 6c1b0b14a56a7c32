import LayoutCore

/// A layout that declares how Copy as Swift writes it. Each built-in layout conforms in a file of its own beside
/// this one (`FlowLayout+SwiftCode.swift`, …); a layout that does not conform is reported as not exportable, by
/// name, so adding a layout never silently exports nothing. Wrappers (the section-background decorator) conform
/// when what they wrap does.
protocol SwiftCodeExportable {
    /// The code that builds this layout as configured, or why it cannot be written.
    var swiftExport: SwiftLayoutExport { get }
}
