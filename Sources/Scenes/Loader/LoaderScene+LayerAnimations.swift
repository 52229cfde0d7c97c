import Geometry
import Layers
import Paths
import Timeline

/// The animations of SBLoader's layer classes (OvalLayer.expand/wobble/
/// contract, TriangleLayer.animate, RectangleLayer.animateStrokeWithColor,
/// ArcLayer.animate), each added at scene time `time`, the instant the app
/// calls it. All are CABasicAnimations with a nil timing function
/// (linear), as in the tutorial.
extension LoaderScene {
    /// OvalLayer.animationDuration: each oval step, seconds.
    public static let ovalStepDuration = 0.3
    /// TriangleLayer.animate's steps: left, right, top corner, seconds.
    public static let triangleStepDurations = [0.3, 0.25, 0.20]
    /// RectangleLayer.animateStrokeWithColor's strokeEnd 0 → 1, seconds.
    public static let strokeDuration = 0.4
    /// ArcLayer.animationDuration: each water level, seconds.
    public static let arcStepDuration = 0.18
    /// wobble()'s repeatCount: the group of four squishes plays twice.
    public static let wobbleRepeatCount = 2.0

    /// A CABasicAnimation on "path" from `from` to `to`.
    static func pathAnimation(from: Path, to: Path, timing: MediaTiming,
                              isRemovedOnCompletion: Bool = true) -> Animation {
        Animation(keyPath: "path", kind: .basic(from: .path(from), to: .path(to), by: nil), timing: timing,
                  isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// A CAAnimationGroup of path animations through `paths`, the i-th
    /// lasting `durations[i]` and beginning where the previous one ended
    /// (the tutorial's `beginTime = previous.beginTime + previous.duration`);
    /// the group lasts their sum. A group held by its forwards fill shows
    /// its last child's end value (Sources/Timeline/README.md: a child that
    /// ends with its held group is frozen with it), so the app's triangle
    /// and water stay complete.
    static func pathSequence(_ paths: [Path], durations: [Double], timing: MediaTiming,
                             isRemovedOnCompletion: Bool) -> Animation {
        var children: [Animation] = []
        var begin = 0.0
        for (i, duration) in durations.enumerated() {
            let childTiming = MediaTiming(beginTime: begin, duration: duration)
            children.append(pathAnimation(from: paths[i], to: paths[i + 1], timing: childTiming))
            begin += duration
        }
        var timing = timing
        timing.duration = begin
        return Animation(keyPath: nil, kind: .group(children), timing: timing,
                         isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// OvalLayer.expand(): small → large, fill forwards, not removed.
    static func expand(_ oval: ShapeLayer, at time: Double, style: LoaderStyle) {
        oval.add(pathAnimation(from: style.scaled(LoaderPaths.ovalSmall), to: style.scaled(LoaderPaths.ovalLarge),
                               timing: MediaTiming(beginTime: time, duration: ovalStepDuration, fillMode: .forwards),
                               isRemovedOnCompletion: false))
    }

    /// OvalLayer.wobble(): large → squishVertical → squishHorizontal →
    /// squishVertical → large, 0.3 s each, the 1.2 s group repeated twice,
    /// no fill (the expand's held large path shows after it).
    static func wobble(_ oval: ShapeLayer, at time: Double, style: LoaderStyle) {
        let paths = [LoaderPaths.ovalLarge, LoaderPaths.ovalSquishVertical, LoaderPaths.ovalSquishHorizontal,
                     LoaderPaths.ovalSquishVertical, LoaderPaths.ovalLarge].map(style.scaled)
        oval.add(pathSequence(paths, durations: Array(repeating: ovalStepDuration, count: 4),
                              timing: MediaTiming(beginTime: time, repeatCount: wobbleRepeatCount),
                              isRemovedOnCompletion: true))
    }

    /// OvalLayer.contract(): large → small, fill forwards, not removed;
    /// added after the wobble, so it overrides the wobble's second half.
    static func contract(_ oval: ShapeLayer, at time: Double, style: LoaderStyle) {
        oval.add(pathAnimation(from: style.scaled(LoaderPaths.ovalLarge), to: style.scaled(LoaderPaths.ovalSmall),
                               timing: MediaTiming(beginTime: time, duration: ovalStepDuration, fillMode: .forwards),
                               isRemovedOnCompletion: false))
    }

    /// TriangleLayer.animate(): small → left → right → top extension
    /// (0.3, 0.25, 0.20 s), the group filling forwards, not removed.
    static func animateTriangle(_ triangle: ShapeLayer, at time: Double, style: LoaderStyle) {
        let paths = [LoaderPaths.triangleSmall, LoaderPaths.triangleLeftExtension,
                     LoaderPaths.triangleRightExtension, LoaderPaths.triangleTopExtension].map(style.scaled)
        triangle.add(pathSequence(paths, durations: triangleStepDurations,
                                  timing: MediaTiming(beginTime: time, fillMode: .forwards),
                                  isRemovedOnCompletion: false))
    }

    /// RectangleLayer.animateStrokeWithColor(color): strokeColor set (a
    /// step), then strokeEnd 0 → 1 in 0.4 s, removed on completion (the
    /// model strokeEnd 1 keeps the box drawn).
    static func animateStroke(_ rectangle: ShapeLayer, color: Color, at time: Double) {
        assign(rectangle, "strokeColor", .color(color), at: time)
        rectangle.add(Animation(keyPath: "strokeEnd", kind: .basic(from: .number(0), to: .number(1), by: nil),
                                timing: MediaTiming(beginTime: time, duration: strokeDuration)))
    }

    /// ArcLayer.animate(): Pre → Starting → Low → Mid → High → Complete,
    /// 0.18 s each, the 0.9 s group filling forwards, not removed.
    static func animateArc(_ arc: ShapeLayer, at time: Double, style: LoaderStyle) {
        let paths = LoaderPaths.arcSequence.map(style.scaled)
        arc.add(pathSequence(paths, durations: Array(repeating: arcStepDuration, count: paths.count - 1),
                             timing: MediaTiming(beginTime: time, fillMode: .forwards),
                             isRemovedOnCompletion: false))
    }
}
