import Geometry

/// An animation to render: a canvas, a root layer and the loop to sample.
public struct Scene: @unchecked Sendable {
    /// Short identifier used on the command line ("equalizer").
    public var name: String
    /// One line describing the scene.
    public var summary: String
    /// Canvas size in points.
    public var size: Size
    /// Seconds of one loop of the animation, sampled from `loopStart`.
    public var loopDuration: Double
    /// Scene time (seconds) where the loop begins. Default: 0.
    public var loopStart: Double
    /// Frames per second the scene is designed for. Default: 60.
    public var framesPerSecond: Double
    /// The root layer; its bounds are the canvas (origin top-left).
    public var root: Layer

    public init(name: String, summary: String, size: Size, loopDuration: Double, loopStart: Double = 0,
                framesPerSecond: Double = 60, root: Layer) {
        self.name = name
        self.summary = summary
        self.size = size
        self.loopDuration = loopDuration
        self.loopStart = loopStart
        self.framesPerSecond = framesPerSecond
        self.root = root
    }
}
