import Foundation
import Geometry
import Layers
import Text

/// A scene made by Core Animation code: the code runs on the scene clock,
/// and what it does to its layers becomes a `Scene` that every Flipbook
/// renderer and command takes.
public enum FlipbookScene {
    /// Records a scene. `build` runs at scene time 0 with the root layer
    /// (its bounds are the canvas, origin top-left); then every piece of
    /// work it scheduled on the scene clock (`SceneClock.schedule`,
    /// transaction completions) runs at its time, up to the end of the loop
    /// (`loopStart + duration`). Property changes, animations and
    /// transactions are recorded at the scene time they happen.
    /// - Parameters:
    ///   - name: the scene's name (file names, `flipbook inspect`).
    ///   - summary: one line describing it. Default: "".
    ///   - size: the canvas in points.
    ///   - duration: seconds of one loop, sampled from `loopStart`.
    ///   - loopStart: scene time the loop starts at, seconds. Default: 0.
    ///   - framesPerSecond: the rate it is designed for. Default: 60.
    /// - Throws: `QuartzCoreError` for the first thing the code did that
    ///   Flipbook cannot render (an unknown key path, a value of the wrong
    ///   kind, a negative duration, …), naming the layer and the key path;
    ///   no scene is returned then.
    public static func record(name: String, summary: String = "", size: CGSize, duration: Double,
                              loopStart: Double = 0, framesPerSecond: Double = 60,
                              _ build: (CALayer) throws -> Void) throws -> Scene {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw QuartzCoreError("scene \(name): the canvas must have a positive, finite size, got \(size)")
        }
        guard duration > 0, duration.isFinite, loopStart.isFinite, loopStart >= 0 else {
            throw QuartzCoreError("scene \(name): the loop must have a positive, finite duration and start, "
                                  + "got duration \(duration) from \(loopStart)")
        }
        let recorder = SceneRecorder(endTime: loopStart + duration)
        var thrown: Error?
        let root = SceneRecorder.$current.withValue(recorder) { () -> CALayer in
            let root = CALayer()
            root.isRecordingRoot = true
            recorder.run {
                root.frame = CGRect(origin: .zero, size: size)
                do { try build(root) } catch { thrown = error }
            }
            return root
        }
        if let thrown { throw thrown }
        if let problem = recorder.problem { throw problem }
        let model = root.finishedModel()
        try layOutText(in: model)
        return Scene(name: name, summary: summary, size: Size(Double(size.width), Double(size.height)),
                     loopDuration: duration, loopStart: loopStart, framesPerSecond: framesPerSecond,
                     root: model)
    }

    /// Lays out every text layer that has no outlines yet (CATextLayer,
    /// UILabel), with its bounds as they are at the end of the recording.
    static func layOutText(in layer: Layer) throws {
        if let text = layer as? TextLayer, text.glyphs == nil, !text.string.isEmpty {
            do {
                try text.layOutGlyphs()
            } catch {
                throw QuartzCoreError("text layer \(text.name.map { "'\($0)'" } ?? "") '\(text.string)': \(error)")
            }
        }
        for sublayer in layer.sublayers { try layOutText(in: sublayer) }
        if let mask = layer.mask { try layOutText(in: mask) }
        if let instanced = layer as? InstancedLayer { try layOutText(in: instanced.template) }
    }
}
