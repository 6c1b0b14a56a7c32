import LayoutCore

/// The delegate answers a layout property case gives: each may be absent (the layout's own value), ordinary, or
/// hostile (zero, negative, huge, NaN, infinite). Item answers repeat over the items (item i takes answer
/// i mod count), so a case stays small enough to print and to shrink.
final class HostileAnswers: FlowLayoutDelegate, WaterfallLayoutDelegate, TreeLayoutDelegate, SectionBackgroundDelegate,
    CustomStringConvertible
{
    var itemSizes: [Size?] = []
    var heights: [Double?] = []
    var inset: EdgeInsets?
    var lineSpacing: Double?
    var interitemSpacing: Double?
    var headerSize: Size?
    var footerSize: Size?
    /// Item i of a section parents items i·n … i·n + n − 1 of the next (tree layouts); 0 for no children.
    var fanOut = 0
    /// Children every item also claims, out of range ones included (the tree must ignore those).
    var extraChildren: [IndexPath] = []
    /// The answer to numberOfRowsForItemAndChildrenAt (nil: the layout counts).
    var rowAnswer: Int?

    init() {}

    /// A copy to change while shrinking.
    func copy() -> HostileAnswers {
        let c = HostileAnswers()
        c.itemSizes = itemSizes; c.heights = heights; c.inset = inset; c.lineSpacing = lineSpacing
        c.interitemSpacing = interitemSpacing; c.headerSize = headerSize; c.footerSize = footerSize
        c.fanOut = fanOut; c.extraChildren = extraChildren; c.rowAnswer = rowAnswer
        return c
    }

    var description: String {
        var parts: [String] = []
        if !itemSizes.isEmpty { parts.append("itemSizes \(itemSizes.map { $0.map { "\($0.width)×\($0.height)" } ?? "nil" })") }
        if !heights.isEmpty { parts.append("heights \(heights.map { $0.map { "\($0)" } ?? "nil" })") }
        if let inset { parts.append("inset \(inset)") }
        if let lineSpacing { parts.append("lineSpacing \(lineSpacing)") }
        if let interitemSpacing { parts.append("interitemSpacing \(interitemSpacing)") }
        if let headerSize { parts.append("header \(headerSize.width)×\(headerSize.height)") }
        if let footerSize { parts.append("footer \(footerSize.width)×\(footerSize.height)") }
        if fanOut > 0 { parts.append("fanOut \(fanOut)") }
        if !extraChildren.isEmpty { parts.append("extraChildren \(extraChildren)") }
        if let rowAnswer { parts.append("rowAnswer \(rowAnswer)") }
        return parts.isEmpty ? "no answers" : parts.joined(separator: ", ")
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        itemSizes.isEmpty ? nil : itemSizes[indexPath.item % itemSizes.count]
    }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { inset }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { lineSpacing }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? { interitemSpacing }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { headerSize }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { footerSize }

    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double? {
        heights.isEmpty ? nil : heights[indexPath.item % heights.count]
    }

    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] {
        (0..<fanOut).map { IndexPath(item: indexPath.item * fanOut + $0, section: indexPath.section + 1) } + extraChildren
    }
    func treeLayout(_ layout: TreeLayout, numberOfRowsForItemAndChildrenAt indexPath: IndexPath) -> Int? { rowAnswer }

    func sectionBackgroundColor(forSectionAt section: Int) -> Color? { section % 2 == 0 ? Color(red: 0.2, green: 0.4, blue: 0.8) : nil }
}
