import Dispatch
import Foundation
import Geometry
import GoldenSupport
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// Frames redrawn only where they change (`CPURenderer.tracksDamage`)
/// have a whole redraw's bytes: seeded random lists changed a step at a
/// time (items moved, replaced, added, removed, inside groups too), on
/// threads sharing one renderer, and after a change of settings.
@Suite struct DamageTests {
    let width = 61, height = 47
    let items = BandTests()

    /// Each step changes one item somewhere in the tree: moved by a
    /// fraction of a pixel or by many, replaced, removed, or a new one
    /// inserted; clipped groups keep their layer, so their items are
    /// compared one by one (`FrameDamage`).
    @Test(arguments: 0..<16)
    func randomChangesRedrawTheWholeFramesBytes(seed: UInt64) throws {
        var random = SplitMix64(seed: 34_300 + seed)
        var list = DisplayList(width: width, height: height, items: (0..<8).map { _ in items.randomItem(&random, depth: 0) })
        var lists = [list]
        for _ in 0..<10 {
            list.items = changed(list.items, &random, depth: 0)
            lists.append(list)
        }
        let labels = lists.indices.map { "seed \(seed), step \($0)" }
        try expectSameBytesWithDamageTracking(lists, labels: labels)
        try expectSameBytesWithDamageTracking(lists, labels: labels.map { $0 + ", 4 bands" },
                                              tracking: CPURenderer(bands: 4, threads: 2))
        var general = CPURenderer()
        general.switches.cpuFastPaths = false
        var generalTracking = general
        generalTracking.tracksDamage = true
        for (list, label) in zip(lists, labels) {
            #expect(try generalTracking.render(list) == general.render(list), "\(label), general path")
        }
    }

    /// A translucent group of one item folds its opacity into the item,
    /// one of two composites a layer, and the two round differently: a
    /// group that gains or loses an item (inside the other's bounds, so
    /// its layer stays put) changes pixels outside the item, and is
    /// redrawn whole.
    @Test func aGroupGainingAnItemIsRedrawnWhole() throws {
        let backdrop = fill(Path(rect: Rect(x: 0, y: 0, width: 61, height: 47)), Color(red: 0.2, green: 0.7, blue: 0.6))
        let disc = fill(Path(ellipseIn: Rect(x: 4.3, y: 3.1, width: 50, height: 40)),
                        Color(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.9))
        let dot = fill(Path(rect: Rect(x: 20, y: 18, width: 6, height: 5)), Color(red: 0.1, green: 0.5, blue: 0.9))
        let lists = [[disc], [disc, dot], [disc], [dot, disc]].map { items in
            DisplayList(width: width, height: height, items: [backdrop, .group(GroupItem(items: items, opacity: 0.37))])
        }
        try expectSameBytesWithDamageTracking(lists, labels: ["one item", "two", "one again", "two, the other order"])
    }

    /// Three threads drawing interleaved frames through one renderer:
    /// each frame is drawn over whichever frame a thread drew before, and
    /// no more frames are kept than threads drew at once.
    @Test func threadsSharingARendererRedrawTheirOwnFrames() throws {
        var random = SplitMix64(seed: 34_400)
        var list = DisplayList(width: width, height: height, items: (0..<8).map { _ in items.randomItem(&random, depth: 0) })
        var lists = [list]
        for _ in 0..<23 {
            list.items = changed(list.items, &random, depth: 0)
            lists.append(list)
        }
        var tracking = CPURenderer()
        tracking.tracksDamage = true
        let frames = Frames(count: lists.count)
        let shared = tracking, all = lists
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            while let index = frames.next() { frames.store(index, try? shared.render(all[index])) }
        }
        for (index, list) in lists.enumerated() {
            #expect(frames.frame(index) == (try CPURenderer().render(list)), "frame \(index)")
        }
        #expect((1...3).contains(tracking.previousFrames.count))
    }

    /// A thread gets back the frame it kept, not the one another thread
    /// kept since (a job's runs of frames are drawn each over the frame
    /// before); a thread with none of its own takes the latest, so no
    /// more frames are kept than threads drew at once.
    @Test func aThreadTakesBackItsOwnFrame() throws {
        let pool = PreviousFrames()
        pool.keep(Self.entry(3))
        let done = DispatchSemaphore(value: 0)
        let other = Thread {
            pool.keep(Self.entry(5))
            done.signal()
        }
        other.start()
        done.wait()
        #expect(pool.take()?.frame.width == 3, "this thread's own frame, though another thread kept one since")
        let taken = Frames(count: 1)
        let stranger = Thread {
            taken.store(0, pool.take()?.frame)
            done.signal()
        }
        stranger.start()
        done.wait()
        #expect(taken.frame(0)?.width == 5, "a thread with none of its own takes the latest")
        #expect(pool.count == 0)
    }

    /// A kept frame `width` pixels wide, for `PreviousFrames` alone.
    static func entry(_ width: Int) -> PreviousFrames.Entry {
        PreviousFrames.Entry(list: DisplayList(width: width, height: 1, items: []),
                             frame: Bitmap(width: width, height: 1, pixels: [UInt8](repeating: 0, count: 4 * width)),
                             tolerance: 0.1, switches: DebugSwitches())
    }

    /// A copy with other settings does not draw over a frame the original
    /// drew: the kept frame's unchanged pixels would be the other
    /// tolerance's.
    @Test func otherSettingsDrawAWholeFrame() throws {
        let circle = DisplayList(width: width, height: height, items: [
            fill(Path(ellipseIn: Rect(x: 3.3, y: 2.1, width: 50, height: 40)), Color(red: 1, green: 0, blue: 0)),
            fill(Path(rect: Rect(x: 50, y: 40, width: 4, height: 4)), Color(red: 0, green: 0, blue: 1)),
        ])
        var moved = circle
        moved.items[1] = moved.items[1].transformed(by: AffineTransform(translationX: 2, y: 0))
        var fine = CPURenderer()
        fine.tracksDamage = true
        _ = try fine.render(circle)
        var coarse = fine
        coarse.tolerance = 3
        #expect(try coarse.render(moved) == CPURenderer(tolerance: 3).render(moved))
    }

    /// The kept frame is drawn over in place once its caller let it go:
    /// no copy and no new memory per frame.
    @Test func aReleasedFrameIsDrawnOverInPlace() throws {
        var random = SplitMix64(seed: 34_500)
        let first = DisplayList(width: width, height: height, items: (0..<8).map { _ in items.randomItem(&random, depth: 0) })
        var second = first
        second.items = changed(first.items, &random, depth: 0)
        var tracking = CPURenderer()
        tracking.tracksDamage = true
        let address = try tracking.render(first).pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let again = try tracking.render(second)
        #expect(again.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
        #expect(again == (try CPURenderer().render(second)))
    }

    // MARK: - Building blocks

    /// `items` with one item changed, here or (half the time, while
    /// groups are at hand) inside a group.
    func changed(_ items: [DisplayItem], _ random: inout SplitMix64, depth: Int) -> [DisplayItem] {
        var items = items
        let groups = items.indices.filter { if case .group = items[$0] { return true } else { return false } }
        if depth < 2, !groups.isEmpty, random.next() % 2 == 0 {
            let index = groups[Int(random.next() % UInt64(groups.count))]
            guard case .group(var group) = items[index] else { return items }
            group.items = changed(group.items, &random, depth: depth + 1)
            items[index] = .group(group)
            return items
        }
        let index = Int(random.next() % UInt64(max(items.count, 1)))
        switch random.next() % 5 {
        case 0 where !items.isEmpty:
            let step = AffineTransform(translationX: random.double(in: -0.6...0.6), y: random.double(in: -0.6...0.6))
            items[index] = items[index].transformed(by: step)
        case 1 where !items.isEmpty:
            let step = AffineTransform(translationX: random.double(in: -20...20), y: random.double(in: -15...15))
            items[index] = items[index].transformed(by: step)
        case 2 where !items.isEmpty:
            items[index] = self.items.randomItem(&random, depth: depth)
        case 3 where items.count > 1:
            items.remove(at: index)
        default:
            items.insert(self.items.randomItem(&random, depth: depth), at: min(index, items.count))
        }
        return items
    }
}

/// Frames handed out to threads one at a time, and the bitmaps they drew.
private final class Frames: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var taken = 0
    private var frames: [Int: Bitmap] = [:]

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }

    func store(_ index: Int, _ frame: Bitmap?) {
        lock.lock(); defer { lock.unlock() }
        frames[index] = frame
    }

    func frame(_ index: Int) -> Bitmap? {
        lock.lock(); defer { lock.unlock() }
        return frames[index]
    }
}

/// How damaged rows are cut into bands.
@Suite struct DamageBandTests {
    /// Each band draws the damaged rows inside it, or all of its rows
    /// when more than half of them are damaged.
    @Test func damagedRowsAreCutAtTheBands() {
        let bands = [0..<10, 10..<20, 20..<30]
        #expect(CPURenderer.cut([2..<4, 8..<13], at: bands) == [2..<4, 8..<10, 10..<13])
        #expect(CPURenderer.cut([0..<3, 5..<8], at: bands) == [0..<10])
        #expect(CPURenderer.cut([0..<5], at: bands) == [0..<5])
        #expect(CPURenderer.cut([15..<30], at: bands) == [15..<20, 20..<30])
        #expect(CPURenderer.cut([], at: bands).isEmpty)
    }
}
