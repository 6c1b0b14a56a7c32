import Foundation
import LayoutCore
import Synchronization
import Testing

@testable import Playground

/// The tables demo items refer to (labels, odd sizes, label-and-parent pairs) are process-wide, and items are made
/// on any thread: tests make apps and parse data files in parallel, a client may load data on a worker. A stop's CI
/// once read "Item 78886" where a data file said "Apple", because another suite appended labels at the same time.
/// Every item made on many threads at once must read back exactly what it was made with.
@Suite struct DemoTablesThreadingTests {
    @Test("items made on 8 threads at once read back their own labels, sizes and parents")
    func itemsMadeOnManyThreads() {
        let threads = 8, perThread = 4_000
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            var items: [DemoItem] = []
            items.reserveCapacity(perThread)
            for k in 0..<perThread {
                let label = "t\(t) item \(k) ✓"
                // Odd sizes go to the shared size table; a parent beside a stored label to the pair table.
                let size = Size(width: Double(t) + 0.3, height: Double(k) + 0.1)
                items.append(k % 2 == 0 ? DemoItem(number: k, storedLabel: label, color: Color(hex: 0x3B8EEA), size: size)
                                        : DemoItem(number: k, label: label, color: Color(hex: 0x3B8EEA), size: size, parent: Int32(k)))
            }
            var wrong = 0
            for (k, item) in items.enumerated() {
                let size = Size(width: Double(Float(Double(t) + 0.3)), height: Double(Float(Double(k) + 0.1)))
                if item.label != "t\(t) item \(k) ✓" || item.size != size || (k % 2 == 1 && item.parent != Int32(k)) { wrong += 1 }
            }
            failures.withLock { $0 += wrong }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
