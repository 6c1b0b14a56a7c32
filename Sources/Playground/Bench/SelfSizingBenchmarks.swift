import LayoutCore

/// Self-sizing flow figures (issue 14): one preferred size applied to a million-item flow (in place, not a
/// prepare; target ≤ 1 ms), and a model-only scroll through a self-sizing million-item flow whose cells size
/// to their labels every frame they appear (p99; target ≤ 16.7 ms, drawing not included).
enum SelfSizingBenchmarks {
    /// Labels as the demo shows them, served to the collection view.
    final class Labels: CollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            // Lengths vary from 1 to 4 words, so lines re-break as sizes arrive.
            cell.title = String(repeating: "item ", count: indexPath.item % 4) + "\(indexPath.item)"
            return cell
        }
    }

    static func run(items n: Int, runs: Int) -> [LayoutBenchmarks.Result] {
        var flow = LayoutBenchmarks.benchFlow
        flow.estimatedItemSize = FlowLayout.automaticSize
        let context = LayoutContext(bounds: LayoutBenchmarks.bounds, itemCounts: [n])
        var geometry = flow.prepareGeometry(in: context)
        // Preferred sizes for items spread over the section, each its own invalidation.
        var rng = SplitMix64(seed: 14)
        let perRun = 200
        let times = Stopwatch.runs(runs) {
            for _ in 0..<perRun {
                var c = LayoutInvalidationContext()
                let item = Int(rng.next() % UInt64(n))
                c.invalidateItem(at: IndexPath(item: item, section: 0),
                                 preferredSize: Size(width: Double(30 + rng.next() % 171), height: Double(30 + rng.next() % 91)))
                _ = geometry.invalidateLayout(with: &c, in: context)
            }
        }.map { $0 / Double(perRun) }
        var results = [LayoutBenchmarks.Result(name: "flow.selfsizing.invalidate", items: n,
                                               medianMilliseconds: Stopwatch.median(times), runs: runs)]
        results.append(scroll(items: n))
        return results
    }

    /// 600 frames scrolling 45 points each through a fresh self-sizing flow; the 99th percentile of the model's
    /// frame (layoutIfNeeded: visible-views pass, cells sized, in-place invalidations).
    static func scroll(items n: Int) -> LayoutBenchmarks.Result {
        var flow = LayoutBenchmarks.benchFlow
        flow.estimatedItemSize = FlowLayout.automaticSize
        let labels = Labels(count: n)
        let cv = CollectionView(frame: LayoutBenchmarks.bounds, collectionViewLayout: flow)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = MonospacedTextMeasurer()
        cv.dataSource = labels
        cv.layoutIfNeeded()
        cv.contentOffset = Point(x: 0, y: cv.contentSize.height / 2)
        cv.layoutIfNeeded()
        let clock = ContinuousClock()
        var frames: [Double] = []
        for _ in 0..<600 {
            cv.contentOffset = Point(x: 0, y: cv.contentOffset.y + 45)
            let d = clock.measure { cv.layoutIfNeeded() }
            frames.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
        }
        frames.sort()
        let p99 = frames[Int((Double(frames.count) * 0.99).rounded(.up)) - 1]
        withExtendedLifetime(labels) {}
        return LayoutBenchmarks.Result(name: "flow.selfsizing.scroll.p99", items: n, medianMilliseconds: p99, runs: frames.count)
    }
}
