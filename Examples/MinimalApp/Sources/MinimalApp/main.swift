import CSDLEvents
import LayoutCore
import Renderer

/// The data source: 100 colored cells, dequeued by identifier as in UIKit.
final class Colors: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = "\(indexPath.item)"
        cell.backgroundColor = Color(hue: Double(indexPath.item % 12) / 12, saturation: 0.5, brightness: 0.9)
        return cell
    }
}

// `--headless --frames N --screenshot out.png` draws N frames offscreen and saves the last one.
let arguments = CommandLine.arguments
func value(after flag: String) -> String? { arguments.firstIndex(of: flag).map { arguments[$0 + 1] } }
let headless = arguments.contains("--headless")
let frameLimit = value(after: "--frames").flatMap { Int($0) } ?? .max

let dataSource = Colors()
let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 480, height: 640), collectionViewLayout: FlowLayout())
collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
collectionView.dataSource = dataSource

do {
    let target = headless ? try RenderTarget.headless(width: 480, height: 640)
                          : try RenderTarget.window(title: "Minimal", width: 480, height: 640, driver: .auto)
    var backend = try SDLBackend(target: target)
    var frame = 0, running = true
    while running && frame < frameLimit {
        var event = SDL_Event()
        while !headless && SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { running = false }
            if event.type == SDL_MOUSEWHEEL.rawValue {  // SDL's wheel is up-positive; scrolling down moves content up
                _ = collectionView.handle(WheelEvent(dy: Double(-event.wheel.preciseY) * 40, timestamp: Timestamp(seconds: Double(frame) / 60)))
            }
        }
        // Time is a value: the app says what time it is, here one sixtieth of a second per frame.
        collectionView.advance(to: Timestamp(seconds: Double(frame) / 60))
        collectionView.layoutIfNeeded()
        DisplayListRenderer().render(collectionView.displayList(), into: &backend)
        target.present()
        frame += 1
        if !headless { SDL_Delay(16) }
    }
    if let path = value(after: "--screenshot") { try target.savePNG(to: path) }
} catch {
    print("minimal-app: \(error)")
    exit(1)
}
