import CSDLEvents
import LayoutCore
import Renderer

final class Colors: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = "\(indexPath.item)"
        cell.backgroundColor = Color(hue: Double(indexPath.item % 12) / 12, saturation: 0.5, brightness: 0.9)
        return cell
    }
}

let options = Options(CommandLine.arguments), dataSource = Colors()
let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 480, height: 640), collectionViewLayout: FlowLayout())
collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
collectionView.dataSource = dataSource

do {
    let target = options.headless ? try RenderTarget.headless(width: 480, height: 640)
                                  : try RenderTarget.window(title: "Minimal", width: 480, height: 640, driver: .auto)
    var backend = try SDLBackend(target: target)
    var frame = 0, event = SDL_Event()
    frameLoop: while frame < options.frames {
        let now = Timestamp(seconds: Double(frame) / 60)  // time is a value: here, one sixtieth of a second a frame
        while !options.headless && SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { break frameLoop }
            if event.type == SDL_MOUSEWHEEL.rawValue { _ = collectionView.handle(WheelEvent(dy: Double(-event.wheel.preciseY) * 40, timestamp: now)) }
        }
        collectionView.advance(to: now)
        DisplayListRenderer().render(collectionView.displayList(), into: &backend)
        target.present()
        frame += 1
        if !options.headless { SDL_Delay(16) }
    }
    if let path = options.screenshot { try target.savePNG(to: path) }
} catch {
    print("minimal-app: \(error)")  // one line naming what failed and what to do (RenderError says both)
    exit(1)
}
