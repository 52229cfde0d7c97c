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
    /// Pixels per point when a command is not told a scale or a size.
    /// Default: 2 (a Retina screen, as the tutorials' apps ran).
    public var defaultScale: Double = 2
    /// How frame numbers count. Default: `.fromLoopStart`.
    public var frameNumbering: FrameNumbering = .fromLoopStart

    /// How a render numbers its frames (at some frames per second fps).
    public enum FrameNumbering: Sendable, Hashable {
        /// Frame f is at loopStart + f / fps s: the loop's first frame is 0.
        case fromLoopStart
        /// Frame f is at f / fps s, as a Lottie file numbers its frames
        /// (its in point ip is frame ip); where loopStart · fps is not a
        /// whole number of 0 or more, as `.fromLoopStart`.
        case fromTimeZero
    }

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
