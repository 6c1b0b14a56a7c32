import LayoutCore

/// Items "item-0"… in a 320×480 flow of 50×50 cells (5 columns, rows every 60 pt) and a delegate that records the
/// highlight and selection calls in order: what a recognizer lets through to the collection view's own handling.
final class GestureRecorder: CollectionViewDataSource, CollectionViewDelegate {
    var count: Int
    var calls: [String] = []

    init(count: Int = 20) { self.count = count }

    func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ cv: CollectionView, cellForItemAt ip: IndexPath) throws -> CollectionViewCell {
        try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
    }
    func collectionView(_ cv: CollectionView, shouldHighlightItemAt ip: IndexPath) -> Bool { calls.append("shouldHighlight \(ip.item)"); return true }
    func collectionView(_ cv: CollectionView, didHighlightItemAt ip: IndexPath) { calls.append("didHighlight \(ip.item)") }
    func collectionView(_ cv: CollectionView, didUnhighlightItemAt ip: IndexPath) { calls.append("didUnhighlight \(ip.item)") }
    func collectionView(_ cv: CollectionView, shouldSelectItemAt ip: IndexPath) -> Bool { calls.append("shouldSelect \(ip.item)"); return true }
    func collectionView(_ cv: CollectionView, didSelectItemAt ip: IndexPath) { calls.append("didSelect \(ip.item)") }
    func collectionView(_ cv: CollectionView, didDeselectItemAt ip: IndexPath) { calls.append("didDeselect \(ip.item)") }
    func collectionView(_ cv: CollectionView, shouldShowMenuForItemAt ip: IndexPath) -> Bool { true }
    func collectionView(_ cv: CollectionView, canPerformAction action: EditAction, forItemAt ip: IndexPath) -> Bool { true }
    func collectionView(_ cv: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ cv: CollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        calls.append("move \(source.item) to \(destination.item)")
    }

    /// The collection view (held weakly by it: keep the recorder alive) and its interaction, laid out at t = 0.
    func make() -> (CollectionView, CollectionViewInteraction) {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = self
        cv.delegate = self
        cv.advance(to: .zero)
        return (cv, CollectionViewInteraction(collectionView: cv))
    }
}

/// Centre of item i in the 5-column grid, in window coordinates at offset 0.
func cellCentre(_ i: Int) -> Point { Point(x: Double(i % 5) * 67.5 + 25, y: Double(i / 5) * 60 + 25) }
func seconds(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

extension CollectionViewInteraction {
    /// A click of the primary button at `p`: down at `time`, up 0.05 s later.
    func click(_ p: Point, at time: Double) {
        handle(PointerEvent(.down, at: p, timestamp: seconds(time)))
        handle(PointerEvent(.up, at: p, timestamp: seconds(time + 0.05)))
    }
}

/// Records the states a recognizer's handler is called with.
final class StateLog {
    var states: [GestureRecognizer.State] = []
    var entries: [String] = []
    func record(_ name: String) -> (GestureRecognizer) -> Void {
        { [unowned self] r in states.append(r.state); entries.append("\(name) \(r.state.rawValue)") }
    }
}
