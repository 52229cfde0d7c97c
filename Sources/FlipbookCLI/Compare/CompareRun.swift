import Comparison
import Foundation
import Frames
import Geometry
import Layers
import Output
import OutputFolders
import Presentation
import Terminal

/// One comparison in progress: renders or loads both sides of each frame,
/// measures them and writes the three-panel images that are due.
struct CompareRun: Sendable {
    let options: CompareOptions
    let a: CompareSource
    let b: CompareSource
    let progress: Terminal.Progress
    /// `--out`, created when the first image is written.
    let folder: OutputFolder

    /// Compares `frames` on `options.jobs` threads; both sides of a frame
    /// draw the same display list, evaluated once.
    /// - Returns: the results of the frames compared, in frame order
    ///   (fewer than `frames` when `shouldStop` turned true).
    func frames(_ frames: [FramePlan.Frame], scene: Scene,
                shouldStop: @escaping @Sendable () -> Bool) throws -> [FrameResult] {
        let store = ResultStore<FrameResult>(count: frames.count)
        let timeline = CompiledScene(scene)
        _ = try ParallelFrames.run(count: frames.count, jobs: options.jobs, shouldStop: shouldStop) { index in
            let frame = frames[index]
            let list = LazyList { try timeline.presentation(at: frame.time, drawnOnly: true).displayList(scale: options.scale, canvas: options.canvas) }
            let imageA = try a.frame(frame.number, list: try list.value(), options: options)
            let imageB = try b.frame(frame.number, list: try list.value(), options: options)
            store.store(index, try measure(frame, imageA, imageB))
            progress.step()
        }
        return store.all
    }

    /// Filmstrip mode: side A draws `frames` in a shuffled order from
    /// `sceneA`, side B in time order from a separate copy `sceneB`, each
    /// on one thread, so state carried between frames in either pipeline
    /// (scene evaluation or renderer) makes the sides differ. Writes the
    /// A | heat map | B filmstrip to `file`.
    func filmstrip(_ frames: [FramePlan.Frame], sceneA: Scene, sceneB: Scene, to file: URL,
                   shouldStop: @escaping @Sendable () -> Bool) throws -> [FrameResult] {
        var imagesA = [Bitmap?](repeating: nil, count: frames.count)
        let timelineA = CompiledScene(sceneA), timelineB = CompiledScene(sceneB)
        for index in Filmstrip.shuffledOrder(frames.count) where !shouldStop() {
            let frame = frames[index]
            imagesA[index] = try a.frame(frame.number, list: try displayList(timelineA, frame), options: options)
        }
        var results: [FrameResult] = [], keptA: [Bitmap] = [], keptB: [Bitmap] = [], differences: [DifferenceMap] = []
        for (index, frame) in frames.enumerated() where !shouldStop() {
            guard let imageA = imagesA[index] else { continue }
            let imageB = try b.frame(frame.number, list: try displayList(timelineB, frame), options: options)
            results.append(try measure(frame, imageA, imageB))
            keptA.append(imageA)
            keptB.append(imageB)
            differences.append(try difference(imageA, imageB, frame))
            progress.step()
        }
        let strip = Filmstrip.image(a: keptA, b: keptB, differences: differences, threshold: options.thresholds.channelThreshold)
        // The strip may go into --out, which is created with it.
        try folder.create()
        do {
            try writeFileAtomically(try PNGEncoder().encode(strip), to: file.path)
        } catch {
            throw CLIError.runtime("cannot write the filmstrip: \(error)")
        }
        return results
    }

    private func displayList(_ scene: CompiledScene, _ frame: FramePlan.Frame) throws -> DisplayList {
        try scene.presentation(at: frame.time, drawnOnly: true).displayList(scale: options.scale, canvas: options.canvas)
    }

    private func difference(_ imageA: Bitmap, _ imageB: Bitmap, _ frame: FramePlan.Frame) throws -> DifferenceMap {
        do {
            return try DifferenceMap(imageA, imageB)
        } catch let error as ComparisonError {
            throw CLIError.usage("frame \(frame.number): \(error)")
        }
    }

    /// The frame's metrics and verdict; writes its three-panel image when
    /// it is over the limits or `--keep-all` asks for every one.
    private func measure(_ frame: FramePlan.Frame, _ imageA: Bitmap, _ imageB: Bitmap) throws -> FrameResult {
        let threshold = options.thresholds.channelThreshold
        let diff = try difference(imageA, imageB, frame)
        let metrics = try FrameMetrics(difference: diff, imageA, imageB, threshold: threshold)
        var result = FrameResult(number: frame.number, time: frame.time, metrics: metrics,
                                 violations: options.thresholds.violations(of: metrics))
        if result.isOver || options.keepAll {
            let names = options.imageNames(frame.number)
            let heat = HeatMap.make(diff, over: imageA, threshold: threshold)
            try folder.create()
            try write(ThreePanel.make(imageA, heat, imageB), names.panel)
            // The page's frame view shows each picture on its own (A and B
            // flip over each other); its table, a thumbnail of each frame over.
            if options.html {
                try write(imageA, names.a)
                try write(imageB, names.b)
                try write(heat, names.heatMap)
                if result.isOver {
                    let width = ComparisonPage.thumbnailWidth(width: imageA.width, height: imageA.height)
                    try write(HeatMap.thumbnail(diff, over: imageA, threshold: threshold, width: width), names.thumbnail)
                }
            }
            result.panelFile = names.panel
        }
        return result
    }

    /// Writes `image` as PNG file `name` in `--out`, atomically.
    private func write(_ image: Bitmap, _ name: String) throws {
        do {
            try writeFileAtomically(try PNGEncoder().encode(image), to: options.outputFolder.appendingPathComponent(name).path)
        } catch {
            throw CLIError.runtime("cannot write \(name): \(error)")
        }
    }
}

/// A display list evaluated on first use (folder sides never need one).
final class LazyList {
    private let make: () throws -> DisplayList
    private var cached: DisplayList?

    init(_ make: @escaping () throws -> DisplayList) { self.make = make }

    func value() throws -> DisplayList {
        if let cached { return cached }
        let list = try make()
        cached = list
        return list
    }
}

/// Results filled by index from several threads.
final class ResultStore<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Element?]

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ item: Element) {
        lock.lock(); items[index] = item; lock.unlock()
    }

    /// The stored items in index order (unfilled slots skipped).
    var all: [Element] {
        lock.lock(); defer { lock.unlock() }
        return items.compactMap { $0 }
    }
}
