import Foundation
import Testing

/// `dump-layout --input` on compositional cases: exact frames by the README's rules, in both scroll directions.
@Suite("dump-layout compositional", .serialized)
struct CompositionalDumpTests {
    struct Element: Equatable {
        var category: String
        var kind: String?
        var section: Int
        var item: Int
        var frame: [Double]
    }

    static func dump(_ caseJSON: String) throws -> (status: Int32, stderr: String, contentSize: [Double], elements: [Element]) {
        let dir = try ProcessRunner.temporaryDirectory()
        let path = dir.appendingPathComponent("case.json").path
        try caseJSON.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--input", path])
        guard r.status == 0 else { return (r.status, r.stderr, [], []) }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let elements = (json["elements"] as? [[String: Any]] ?? []).map {
            Element(category: $0["category"] as? String ?? "?", kind: $0["kind"] as? String, section: $0["section"] as? Int ?? -1,
                    item: $0["item"] as? Int ?? -1, frame: $0["frame"] as? [Double] ?? [])
        }
        return (r.status, r.stderr, json["contentSize"] as? [Double] ?? [], elements)
    }

    @Test("vertical: count, item insets, groups after the header and inset, footer, other kinds, backgrounds, section spacing")
    func vertical() throws {
        let r = try Self.dump("""
            {"width": 320, "height": 480, "itemCounts": [5, 0],
             "compositional": {"scrollDirection": "vertical", "interSectionSpacing": 20,
               "sections": [{"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}},
                             "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                                           "contentInsets": {"top": 4, "leading": 4, "bottom": 4, "trailing": 4}}],
                             "count": 2, "interItemSpacing": {"fixed": 8}},
                             "contentInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16}, "interGroupSpacing": 10,
                             "boundarySupplementaryItems": [
                               {"kind": "header", "alignment": "top", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}},
                               {"kind": "footer", "alignment": "bottom", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}},
                               {"kind": "banner", "alignment": "top", "extendsBoundary": false, "size": {"width": {"absolute": 50}, "height": {"absolute": 10}}}],
                             "decorationItems": [{"kind": "background", "contentInsets": {"top": 2, "leading": 2, "bottom": 2, "trailing": 2}}]}]}}
            """)
        #expect(r.status == 0, "\(r.stderr)")
        // Effective width 320 − 32 = 288; two items of (288 − 8) / 2 = 140, less 4 each side: 132×112.
        // Groups from y 30 (after the header), 130 apart: 30, 160, 290; they end at 410, the footer 410…430.
        // Section 1 (empty, the same description) at 430 + 20 = 450: header 450…480, footer 480…500.
        #expect(r.contentSize == [320, 500])
        #expect(r.elements == [
            Element(category: "decoration", kind: "background", section: 0, item: 0, frame: [2, 2, 316, 426]),
            Element(category: "header", section: 0, item: 0, frame: [16, 0, 288, 30]),
            Element(category: "cell", section: 0, item: 0, frame: [20, 34, 132, 112]),
            Element(category: "cell", section: 0, item: 1, frame: [168, 34, 132, 112]),
            Element(category: "cell", section: 0, item: 2, frame: [20, 164, 132, 112]),
            Element(category: "cell", section: 0, item: 3, frame: [168, 164, 132, 112]),
            Element(category: "cell", section: 0, item: 4, frame: [20, 294, 132, 112]),
            Element(category: "footer", section: 0, item: 0, frame: [16, 410, 288, 20]),
            Element(category: "supplementary", kind: "banner", section: 0, item: 0, frame: [135, 30, 50, 10]),
            Element(category: "decoration", kind: "background", section: 1, item: 0, frame: [2, 452, 316, 46]),
            Element(category: "header", section: 1, item: 0, frame: [16, 450, 288, 30]),
            Element(category: "footer", section: 1, item: 0, frame: [16, 480, 288, 20]),
            Element(category: "supplementary", kind: "banner", section: 1, item: 0, frame: [135, 480, 50, 10]),
        ])
    }

    @Test("horizontal: sections and groups run along x, a leading header and trailing footer, an orthogonal section runs along y")
    func horizontal() throws {
        let r = try Self.dump("""
            {"width": 400, "height": 300, "itemCounts": [3, 2],
             "compositional": {"layout": "compositional", "scrollDirection": "horizontal", "interSectionSpacing": 10, "sections": [
               {"group": {"group": "horizontal", "size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 0.5}},
                          "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]},
                "contentInsets": {"top": 20, "leading": 10, "bottom": 20, "trailing": 10}, "interGroupSpacing": 5,
                "boundarySupplementaryItems": [
                  {"kind": "header", "alignment": "leading", "size": {"width": {"absolute": 30}, "height": {"fractionalHeight": 1}}},
                  {"kind": "footer", "alignment": "trailing", "size": {"width": {"absolute": 20}, "height": {"absolute": 40}}}]},
               {"group": {"group": "horizontal", "size": {"width": {"absolute": 80}, "height": {"absolute": 60}},
                          "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
                "interGroupSpacing": 6, "orthogonalScrollingBehavior": "continuous"}]}}
            """)
        #expect(r.status == 0, "\(r.stderr)")
        // Effective 380×260: groups 100×130 from x 30 + 10 = 40, 105 apart; the header 30×260 at y 20; the
        // groups end at 245, + 10 = 255: the footer, centred across (20 + (260 − 40) / 2 = 130), to 275.
        // Section 1 at 285: its groups in one column, 66 apart; it is one group (80) wide.
        #expect(r.contentSize == [365, 300])
        #expect(r.elements == [
            Element(category: "header", section: 0, item: 0, frame: [0, 20, 30, 260]),
            Element(category: "cell", section: 0, item: 0, frame: [40, 20, 50, 130]),
            Element(category: "cell", section: 0, item: 1, frame: [90, 20, 50, 130]),
            Element(category: "cell", section: 0, item: 2, frame: [145, 20, 50, 130]),
            Element(category: "footer", section: 0, item: 0, frame: [255, 130, 20, 40]),
            Element(category: "cell", section: 1, item: 0, frame: [285, 0, 80, 60]),
            Element(category: "cell", section: 1, item: 1, frame: [285, 66, 80, 60]),
        ])
    }

    @Test("vertical: a filled group and groupPagingCentered rows, centred in the visible width")
    func centredRow() throws {
        let r = try Self.dump("""
            {"width": 300, "height": 500, "itemCounts": [4], "compositional": {"sections": [
              {"group": {"group": "horizontal", "size": {"width": {"absolute": 200}, "height": {"absolute": 100}},
                         "subitems": [{"size": {"width": {"absolute": 90}, "height": {"fractionalHeight": 1}}}], "interItemSpacing": {"flexible": 10}},
               "orthogonalScrollingBehavior": "groupPagingCentered"}]}}
            """)
        #expect(r.status == 0, "\(r.stderr)")
        // Two 90-wide items fit in 200 (90 + 10 + 90); the flexible gap takes the rest: 20. The first group at
        // (300 − 200) / 2 = 50, the next 200 further.
        #expect(r.contentSize == [300, 100])
        #expect(r.elements.map(\.frame) == [[50, 0, 90, 100], [160, 0, 90, 100], [250, 0, 90, 100], [360, 0, 90, 100]])
    }

    /// The cells of a demo dump, by (section, item).
    static func demoCells(_ arguments: [String]) throws -> [[Int]: [Double]] {
        let r = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--items", "12", "--sections", "2", "--size", "640x480"] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        var cells: [[Int]: [Double]] = [:]
        for e in json["elements"] as? [[String: Any]] ?? [] where e["category"] as? String == "cell" {
            cells[[e["section"] as? Int ?? -1, e["item"] as? Int ?? -1]] = e["frame"] as? [Double]
        }
        return cells
    }

    @Test("transitions to and from the catalog's compositional layout end at the other layout's frames")
    func transitions() throws {
        let compositional = try Self.demoCells(["--layout", "compositional"])
        let flow = try Self.demoCells(["--layout", "flow"])
        #expect(compositional.count == 12 && compositional != flow)
        for (from, to, target) in [("flow", "compositional", compositional), ("compositional", "flow", flow)] {
            let ended = try Self.demoCells(["--layout", from, "--to", to, "--progress", "1"])
            #expect(ended.keys.sorted { $0.lexicographicallyPrecedes($1) } == target.keys.sorted { $0.lexicographicallyPrecedes($1) })
            for (key, frame) in target {
                let got = ended[key] ?? []
                #expect(got.count == 4 && zip(got, frame).allSatisfy { abs($0 - $1) < 1e-6 }, "\(from) → \(to) \(key): \(got) vs \(frame)")
            }
        }
    }
}
