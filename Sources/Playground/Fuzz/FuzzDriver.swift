import ArgumentParser
import Foundation
import LayoutCore
import Renderer

/// What a run is made of: the app's configuration, the events' source and the checks' limits.
struct FuzzConfig {
    var layout = "flow"
    var items = 240
    var sections = 6
    /// A soak keeps the data at most its starting size, so memory measures leaks, not a bigger data set.
    var soak = false
    /// Inserts and pastes are skipped while the data holds this many items (ctrl+A, ctrl+C, ctrl+V doubles it).
    var itemCap: Int { soak ? items : max(1_000, 4 * items) }

    /// The headless app's command line.
    var playgroundArguments: [String] {
        ["--headless", "--layout", layout, "--data", "demo", "--items", "\(items)", "--sections", "\(sections)", "--size", "1280x800"]
    }
}

/// A broken rule: which check, after which event, and what was seen.
struct FuzzViolation: Error {
    /// Index of the event after which the check failed.
    let index: Int
    /// The check: ids, duplicate, offset, selection, invariant. Shrinking keeps failures of the same kind.
    let kind: String
    let message: String
}

/// Counts for the summary line.
struct FuzzStats {
    var events = 0
    var frames = 0
    /// Explicit edits that changed the data: delete, cut, insert, paste (keys or menu), data-set switches.
    var edits = 0
    /// Drags that lifted an item.
    var drags = 0
    /// Layout hotkeys: F/C/T/W, Shift+letter, Tab.
    var layoutSwitches = 0
    /// Inserts and pastes skipped at the item cap.
    var skipped = 0
    /// Distinct problems the collection view reported (onProblem).
    var problems: [String] = []
}

/// Drives a headless `PlaygroundApp` with fuzz events and checks it after every one: LayoutCore's invariants
/// (`CollectionViewInteraction.checkInvariants()`), the item-id multiset (changed only by explicit delete, cut,
/// insert, paste or a data-set switch, and only as that action may), no duplicate ids, a finite content offset
/// and a selection of existing items.
final class FuzzDriver {
    let app: PlaygroundApp
    let config: FuzzConfig
    private(set) var now = Timestamp.zero
    private(set) var stats = FuzzStats()
    /// The item numbers in data order, as of the last check.
    private var ids: [Int32] = []
    private let fontPath: String
    private var offscreen: (target: RenderTarget, backend: SDLBackend)?
    private let renderer = DisplayListRenderer()
    /// Labels cached by the offscreen renderer (for the soak's memory log).
    var offscreenLabelsCached: Int { offscreen?.backend.labelsCached ?? 0 }
    /// Where the last event's fraction landed in window coordinates (for the printed reproduction).
    private(set) var lastWindowPoint: Point?

    init(config: FuzzConfig) throws {
        self.config = config
        let options: PlaygroundOptions
        do { options = try PlaygroundOptions.parse(config.playgroundArguments) } catch {
            throw PlaygroundError(PlaygroundOptions.message(for: error))
        }
        app = try PlaygroundApp(options: options)
        app.screen.screenshotDirectory = nil
        fontPath = try AssetLocator().fontPath(explicit: nil)
        app.collectionView.onProblem = { [weak self] message in
            guard let self, self.stats.problems.count < 20 else { return }
            self.stats.problems.append(message)
        }
        app.frame(now: now, present: false)
        ids = itemNumbers()
        if let duplicate = Self.firstDuplicate(ids) { fatalError("demo data has a duplicate id item-\(duplicate)") }
    }

    deinit {
        // The backend's cached textures belong to the target's SDL renderer: free them before the renderer.
        if let target = offscreen?.target {
            offscreen = nil
            withExtendedLifetime(target) {}
        }
    }

    // MARK: Running

    /// Applies the events in order and stops at the first violation. `progress` hears each event's index before it runs.
    func run(_ events: [FuzzEvent], progress: (Int) -> Void = { _ in }, trace: ((String) -> Void)? = nil) -> FuzzViolation? {
        for (i, e) in events.enumerated() {
            progress(i)
            let t = now.seconds
            let violation = apply(e, index: i)
            trace?(e.json(resolvedAt: lastWindowPoint, time: t))
            if let violation { return violation }
        }
        return nil
    }

    /// One event, its frames, and every check.
    func apply(_ event: FuzzEvent, index: Int) -> FuzzViolation? {
        let cv = app.collectionView
        let before = EditContext(app: app, event: event)
        let wasDragging = app.interaction.isDragging
        lastWindowPoint = nil
        // Inserts and pastes stop at the cap; a soak also counts what a paste would add, so its data never grows.
        let growth = config.soak && before.allowance != .insertOne ? max(1, before.clipboardCount) : 1
        if before.growsData && ids.count + growth > config.itemCap {
            stats.skipped += 1
        } else {
            perform(event)
        }
        stats.events += 1
        if case .input(.key(let k)) = event, let action = HotkeyMap.binding(for: k)?.action {
            switch action {
            case .layout, .interactiveLayout, .nextLayout: stats.layoutSwitches += 1
            default: break
            }
        }
        // The data right after the event: only an explicit edit may have changed it.
        if let v = checkIDs(after: event, context: before, index: index) { return v }
        for _ in 0..<event.frameCount {
            now = now + PlaygroundApp.frameInterval
            app.modelStep(now: now)
            stats.frames += 1
        }
        if !wasDragging && app.interaction.isDragging { stats.drags += 1 }
        // Frames move things, never the data.
        let afterFrames = itemNumbers()
        if afterFrames != ids {
            let (removed, added) = Self.difference(from: ids, to: afterFrames)
            if !removed.isEmpty || !added.isEmpty {
                return FuzzViolation(index: index, kind: "ids", message: "the items changed during frames with no input: "
                    + Self.describeChange(from: ids, to: afterFrames))
            }
            ids = afterFrames  // a drop committed by its animation: the same items in a new order
        }
        let problems = app.interaction.checkInvariants()
        if !problems.isEmpty {
            return FuzzViolation(index: index, kind: "invariant", message: problems.prefix(5).joined(separator: "; "))
        }
        // Two cheap checks of the fuzzer's own, read-only like checkInvariants() (nothing here may trigger a reload).
        let counts = app.document.sections.map(\.items.count)
        let o = cv.contentOffset
        if !o.x.isFinite || !o.y.isFinite {
            return FuzzViolation(index: index, kind: "offset", message: "content offset is not finite: \(o)")
        }
        if let bad = cv.indexPathsForSelectedItems.first(where: { $0.section >= counts.count || $0.item >= counts[$0.section] || $0.item < 0 }) {
            return FuzzViolation(index: index, kind: "selection", message: "selected index path \(bad) does not exist (counts \(counts))")
        }
        return nil
    }

    private func window(_ fraction: Point) -> Point {
        let s = app.collectionView.viewportSize
        let p = Point(x: fraction.x * s.width, y: fraction.y * s.height)
        lastWindowPoint = p
        return p
    }

    /// Feeds an event to the app the way the window's event loop does.
    private func perform(_ event: FuzzEvent) {
        let cv = app.collectionView
        switch event {
        case .input(let input):
            // Fractions of the viewport become window points (a pinch's centre stays a fraction: the app scales it).
            if let at = input.location { _ = window(at) }
            app.apply(input.mappingWindowPoint(window).at(now))
        case .resize(let w, let h):
            cv.viewportSize = Size(width: w, height: h)
        case .wait(let seconds):
            now = now + seconds
        case .frames:
            break
        case .render:
            render()
        case .appFrame:
            app.frame(now: now, present: false)
        case .dropItem:
            // The deliberate bug: an item vanishes from the data and nobody is told.
            app.document.apply(.dropItemForFuzzing)
        case .crash:
            fatalError("injected crash (--inject-bug crash)")
        }
    }

    /// Draws the collection view's display list as it is, odd viewport and all, into a small offscreen target.
    private func render() {
        if offscreen == nil, let target = try? RenderTarget.headless(width: 640, height: 400),
           let backend = try? SDLBackend(target: target, fontPath: fontPath) {
            offscreen = (target, backend)
        }
        guard var backend = offscreen?.backend else { return }
        renderer.render(app.collectionView.displayList(), into: &backend)
    }

    // MARK: The id multiset

    /// Every item's number in data-source order.
    func itemNumbers() -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(ids.count + 8)
        for s in app.document.sections { for item in s.items { out.append(item.number) } }
        return out
    }

    /// What an event may do to the data, read before it runs.
    struct EditContext {
        enum Allowance { case none, removeSelected, insertOne, paste, menu, replace, history }
        var allowance: Allowance = .none
        /// Ids of the selected items (delete, cut) or the menu's item.
        var removable: Set<Int32> = []
        /// Most items a paste may add.
        var clipboardCount = 0
        /// Undo and redo: exactly the items the step takes away and brings back (by number).
        var historyRemoves: Set<Int32> = [], historyAdds: Set<Int32> = []
        var label = ""
        /// True for inserts and pastes (skipped at the item cap).
        var growsData: Bool { allowance == .insertOne || allowance == .paste || allowance == .menu }

        init(app: PlaygroundApp, event: FuzzEvent) {
            func selectedIDs() -> Set<Int32> {
                Set(app.collectionView.indexPathsForSelectedItems.compactMap { app.document.item(at: $0)?.number })
            }
            switch event {
            case .input(.key(let key)):
                let k = key.key
                // Esc and Enter end an interactive transition before the hotkey table is consulted.
                if app.collectionView.isInteractiveTransitionActive && (k == .escape || k == .enter) { return }
                guard let binding = HotkeyMap.binding(for: key) else { return }
                label = binding.label
                switch binding.action {
                case .deleteSelection: allowance = .removeSelected; removable = selectedIDs()
                case .insertItem: allowance = .insertOne
                case .toggleDataSet: allowance = .replace
                case .undo, .redo:
                    allowance = .history
                    let undoing = binding.action == .undo
                    let entry = undoing ? app.document.history.undoStack.last : app.document.history.redoStack.last
                    // Undoing a removal brings its items back; redoing it takes them again (and the other way round).
                    var taken: Set<Int32> = [], brought: Set<Int32> = []
                    switch entry?.step {
                    case .removal(let r)?: taken = Set(r.items.map(\.item.number))
                    case .insertion(let p)?: brought = Set(p.map(\.item.number))
                    case .move?, .group?, nil: break
                    }
                    historyRemoves = undoing ? brought : taken
                    historyAdds = undoing ? taken : brought
                case .interaction where k == .character("x"): allowance = .removeSelected; removable = selectedIDs()
                case .interaction where k == .character("v"): allowance = .paste; clipboardCount = app.document.clipboard.count
                default: break
                }
            case .input(.pointer(let p)) where p.phase == .up:
                // A release on the edit menu performs its action on the menu's item.
                guard let menu = app.interaction.menu else { return }
                allowance = .menu
                label = "edit menu on \(app.document.item(at: menu.indexPath)?.id ?? "\(menu.indexPath)")"
                if let n = app.document.item(at: menu.indexPath)?.number { removable = [n] }
                clipboardCount = app.document.clipboard.count
            default: break
            }
        }
    }

    private func checkIDs(after event: FuzzEvent, context: EditContext, index: Int) -> FuzzViolation? {
        let after = itemNumbers()
        defer { ids = after }
        if after == ids { return nil }
        if let d = Self.firstDuplicate(after) {
            return FuzzViolation(index: index, kind: "duplicate", message: "item-\(d) appears twice after \(Self.describe(event))")
        }
        let (removed, added) = Self.difference(from: ids, to: after)
        if removed.isEmpty && added.isEmpty { return nil }  // reordered (a drop): same items
        let what = Self.describeChange(from: ids, to: after)
        func violation(_ rule: String) -> FuzzViolation {
            FuzzViolation(index: index, kind: "ids", message: "\(what) after \(Self.describe(event)); \(rule)")
        }
        switch context.allowance {
        case .none:
            return violation("only delete, cut, insert, paste or a data-set switch may change the items")
        case .removeSelected:
            if !added.isEmpty { return violation("\(context.label) may only remove items") }
            if let stray = removed.first(where: { !context.removable.contains($0) }) {
                return violation("\(context.label) removed item-\(stray), which was not selected")
            }
        case .insertOne:
            if !removed.isEmpty || added.count != 1 { return violation("\(context.label) inserts exactly one item") }
        case .paste:
            if !removed.isEmpty || added.count > context.clipboardCount {
                return violation("\(context.label) may only add the \(context.clipboardCount) clipboard items")
            }
        case .menu:
            let cut = added.isEmpty && removed.allSatisfy { context.removable.contains($0) }
            let paste = removed.isEmpty && added.count <= context.clipboardCount
            if !cut && !paste { return violation("the \(context.label) may cut that item or paste \(context.clipboardCount) items") }
        case .history:
            if Set(removed) != context.historyRemoves || Set(added) != context.historyAdds {
                return violation("\(context.label) may only take back or bring back exactly the items of its step")
            }
        case .replace:
            break
        }
        stats.edits += 1
        return nil
    }

    static func firstDuplicate(_ a: [Int32]) -> Int32? {
        var seen = Set<Int32>(minimumCapacity: a.count)
        return a.first { !seen.insert($0).inserted }
    }

    /// Multiset difference: what left and what arrived.
    static func difference(from a: [Int32], to b: [Int32]) -> (removed: [Int32], added: [Int32]) {
        var count: [Int32: Int] = [:]
        for x in a { count[x, default: 0] += 1 }
        for x in b { count[x, default: 0] -= 1 }
        var removed: [Int32] = [], added: [Int32] = []
        for (x, n) in count.sorted(by: { $0.key < $1.key }) where n != 0 {
            if n > 0 { removed += Array(repeating: x, count: n) } else { added += Array(repeating: x, count: -n) }
        }
        return (removed, added)
    }

    static func describeChange(from a: [Int32], to b: [Int32]) -> String {
        let (removed, added) = difference(from: a, to: b)
        func list(_ xs: [Int32]) -> String {
            xs.prefix(8).map { "item-\($0)" }.joined(separator: ", ") + (xs.count > 8 ? " … (\(xs.count) in all)" : "")
        }
        var parts: [String] = []
        if !removed.isEmpty { parts.append("\(list(removed)) disappeared") }
        if !added.isEmpty { parts.append("\(list(added)) appeared") }
        if parts.isEmpty { parts.append("the items were reordered") }
        return parts.joined(separator: " and ")
    }

    static func describe(_ event: FuzzEvent) -> String {
        switch event {
        case .input(.key(let k)):
            return HotkeyMap.binding(for: k).map { "key \($0.label)" } ?? "key \(event.json())"
        default: return event.json()
        }
    }
}
