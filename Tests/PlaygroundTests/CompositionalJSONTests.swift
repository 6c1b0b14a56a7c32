import Foundation
import Testing

/// The JSON form of a compositional layout: every error names the field's path and what is allowed, in one
/// line, exit code 2.
@Suite("Compositional JSON errors", .serialized)
struct CompositionalJSONTests {
    static let item = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}}"#

    static func layout(group: String = #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [ITEM]}"#,
                       section extra: String = "", root extra2: String = "") -> String {
        let g = group.replacingOccurrences(of: "ITEM", with: item)
        return #"{"width": 320, "height": 480, "itemCounts": [3], "compositional": {"sections": [{"group": "# + g + extra + "}]" + extra2 + "}}"
    }

    @Test("a valid minimal case dumps")
    func valid() throws {
        let r = try CompositionalDumpTests.dump(Self.layout())
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.elements.map(\.frame) == [[0, 0, 320, 10], [0, 10, 320, 10], [0, 20, 320, 10]])
    }

    @Test("errors name the field path and what is allowed", arguments: [
        (layout(group: #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [ITEM, {"size": {"width": {"percent": 1}, "height": {"absolute": 1}}}]}"#),
         "compositional.sections[0].group.subitems[1].size.width: expected one of fractionalWidth, fractionalHeight, absolute, estimated"),
        (layout(group: #"{"group": "diagonal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [ITEM]}"#),
         "compositional.sections[0].group.group: expected one of horizontal, vertical"),
        (layout(group: #"{"group": "vertical", "size": {"width": {"absolute": 1}}, "subitems": [ITEM]}"#),
         "compositional.sections[0].group.size.height: is missing"),
        (layout(group: #"{"group": "vertical", "size": {"width": {"absolute": -1}, "height": {"absolute": 1}}, "subitems": [ITEM]}"#),
         "compositional.sections[0].group.size.width.absolute: must not be negative"),
        (layout(group: #"{"group": "vertical", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [ITEM, ITEM], "count": 2}"#),
         "compositional.sections[0].group.subitems: with count, give exactly one subitem"),
        (layout(group: #"{"group": "vertical", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [ITEM], "interItemSpacing": {"wide": 3}}"#),
         "compositional.sections[0].group.interItemSpacing: expected one of fixed, flexible"),
        (layout(section: #", "orthogonalScrollingBehavior": "sideways""#),
         "compositional.sections[0].orthogonalScrollingBehavior: expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"),
        (layout(section: #", "boundarySupplementaryItems": [{"kind": "header", "alignment": "leading", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}]"#),
         "compositional.sections[0].boundarySupplementaryItems[0].alignment: expected one of top, topLeading, topTrailing, bottom"),
        (layout(section: #", "contentInsets": {"left": 3}"#), "compositional.sections[0].contentInsets.left: unknown field; allowed: bottom, leading, top, trailing"),
        (layout(section: #", "decorationItems": [{"contentInsets": {}}]"#), "compositional.sections[0].decorationItems[0].kind: is missing"),
        (layout(root: #", "scrollDirection": "up""#), "compositional.scrollDirection: expected one of vertical, horizontal"),
        (#"{"width": 320, "height": 480, "itemCounts": [3], "compositional": {"sections": []}}"#, "compositional.sections: is empty"),
        (#"{"width": 320, "height": 480, "itemCounts": [-1], "compositional": {"sections": []}}"#, "itemCounts[0]: must be a whole number"),
        (#"{"width": 320, "height": 480, "compositional": {"layout": "flow", "sections": []}}"#, "itemCounts: is missing"),
    ])
    func error(input: String, message: String) throws {
        let r = try CompositionalDumpTests.dump(input)
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}
