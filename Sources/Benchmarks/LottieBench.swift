import Foundation
import Layers
import Presentation

/// The measurement behind `flipbook bench lottie DIR` (the CLI lists the
/// folder, imports each file and prints the report): each Lottie file's
/// frames timed stage by stage as `bench scene` times them, render only
/// (no PNG encoding), at the frames the peer players are timed on, and a
/// summary whose geometric means compare runs over the same files.
package enum LottieBench {
    /// The Lottie frame numbers a file is timed on: ip + (op − ip)(i + ½)/N
    /// for i = 0 … N − 1, the middles of N equal parts of the file's range.
    /// These are the frames `tools/lottie-reference --speed` times ThorVG
    /// and rlottie on; `bench scene` instead starts each part (i/N), which
    /// includes frame ip.
    package static func frameNumbers(inPoint: Double, outPoint: Double, count: Int) -> [Double] {
        (0..<count).map { inPoint + (outPoint - inPoint) * (Double($0) + 0.5) / Double(count) }
    }

    /// The frame numbers of `scene` (a Lottie import: frame f is at f / fps
    /// seconds, `loopStart` is ip / fps) and their times in seconds.
    package static func frames(of scene: Scene, count: Int) -> (numbers: [Double], seconds: [Double]) {
        let fps = scene.framesPerSecond
        let inPoint = scene.loopStart * fps
        let numbers = frameNumbers(inPoint: inPoint, outPoint: inPoint + scene.loopDuration * fps, count: count)
        return (numbers, numbers.map { $0 / fps })
    }

    /// `scene`'s frames at `seconds`, drawn at its own size (scale 1), after
    /// `StagedFrame.warmUpFrames` of them as a warm-up; render only.
    package static func measure(scene: Scene, seconds: [Double], renderer: any RenderBackend,
                                depth: Int) throws -> [StagedFrame] {
        try SceneBench.measure(scene: scene, times: seconds, scale: 1, canvas: scene.size, renderer: renderer,
                               encoder: nil, depth: depth)
    }

    /// One file of the folder: measured, or the one-line reason it was not.
    package struct Row {
        /// The file's name within the folder.
        package var file: String
        package var result: Result

        package enum Result {
            case measured(Measured)
            /// The file could not be imported (or drawn): the one-line reason.
            case refused(String)
        }

        package init(file: String, result: Result) {
            (self.file, self.result) = (file, result)
        }

        package var measured: Measured? {
            if case .measured(let m) = result { return m }
            return nil
        }
    }

    /// A measured file: its size, the frames drawn and their statistics.
    package struct Measured {
        package var pixelWidth: Int, pixelHeight: Int
        /// The Lottie frame numbers timed (`frameNumbers`).
        package var frameNumbers: [Double]
        package var stages: StageReport

        package init?(pixelWidth: Int, pixelHeight: Int, frameNumbers: [Double], frames: [StagedFrame]) {
            guard let stages = StageReport(frames, encoded: false) else { return nil }
            (self.pixelWidth, self.pixelHeight, self.frameNumbers, self.stages) = (pixelWidth, pixelHeight, frameNumbers,
                                                                                    stages)
        }

        /// Median milliseconds per frame, render = evaluate + display list + raster.
        package var renderMilliseconds: Double { stages.render.median * 1e3 }
        /// Frames/s at the median render time: 1000 / `renderMilliseconds`,
        /// so that the geometric mean of the rates is that of the times inverted.
        package var framesPerSecond: Double { stages.render.median > 0 ? 1 / stages.render.median : 0 }
        /// Evaluation and display list, the part of a frame before drawing
        /// (the sum of their medians), milliseconds.
        package var preparationMilliseconds: Double { (stages.evaluate.median + stages.displayList.median) * 1e3 }
        var pixels: String { "\(pixelWidth)x\(pixelHeight)" }
    }
}
