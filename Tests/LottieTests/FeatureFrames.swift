import Presentation

/// A feature file's scene compiled once, with its loop's frame numbers:
/// what the frame-after-frame suites (damage tracking, kept coverage)
/// walk through.
struct FeatureFrames {
    let compiled: CompiledScene
    /// Frames per second of the file.
    let fps: Double
    /// The loop's first frame number (rounded down).
    let first: Double
    /// The frame number just past the loop (rounded up).
    let end: Double

    init(_ file: String) throws {
        let scene = try LottieFeatureGoldenTests.scene(of: file)
        compiled = CompiledScene(scene)
        fps = scene.framesPerSecond
        first = (scene.loopStart * fps).rounded(.down)
        end = ((scene.loopStart + scene.loopDuration) * fps).rounded(.up)
    }

    /// The drawn display list of frame `frame`, at scale 1.
    func displayList(_ frame: Double) throws -> DisplayList {
        try compiled.presentation(at: frame / fps, drawnOnly: true).displayList(scale: 1)
    }
}
