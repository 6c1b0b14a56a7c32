import Glibc
import LayoutCore
import Renderer

/// `render-to-png LAYOUT ITEMS OUT.png`: lays out ITEMS cells with LAYOUT (flow, waterfall, circle or tree) in a
/// 640×480 offscreen target and writes the PNG. Nothing here opens a window or reads the clock.
final class Items: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = "\(indexPath.item)"
        cell.backgroundColor = Color(hue: Double(indexPath.item % 10) / 10, saturation: 0.45, brightness: 0.95)
        return cell
    }
}

let layouts: [String: any CollectionLayout] = [
    "flow": FlowLayout(), "waterfall": WaterfallLayout(), "circle": CircleLayout(), "tree": TreeLayout(),
]
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, let layout = layouts[arguments[0]], let count = Int(arguments[1]), count >= 0 else {
    print("usage: render-to-png LAYOUT ITEMS OUT.png (LAYOUT: \(layouts.keys.sorted().joined(separator: ", ")); ITEMS ≥ 0)")
    exit(2)
}

let items = Items(count: count)
let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 640, height: 480), collectionViewLayout: layout)
collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
collectionView.dataSource = items
collectionView.layoutIfNeeded()
do {
    let target = try RenderTarget.headless(width: 640, height: 480)
    var backend = try SDLBackend(target: target)
    DisplayListRenderer().render(collectionView.displayList(), into: &backend)
    try target.savePNG(to: arguments[2])
    print("render-to-png: wrote \(arguments[2])")
} catch {
    print("render-to-png: \(error)")
    exit(1)
}
