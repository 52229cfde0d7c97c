import Geometry
import Layers
import Paths
import Timeline

/// AnimatedULogoView of the Fuber splash (Sources/Scenes/README.md,
/// Fuber (UIKit) › U logo): the white "U"
/// that sweeps in as a pie, its fuberBlue radial line and center square,
/// all collapsed by an animated mask. Built as the tutorial's
/// `init(frame:)` and `startAnimating()` build it.
///
/// Public building blocks: the view and its disk's radius, which the
/// `bench tiles` workload (`TileGridWorkload`, in Sources/Benchmarks)
/// places and scales over its grid. The layers' parts stay internal.
public enum FuberLogo {
    /// Radius of the white disk, points: 37.5 (the tutorial's `radius`).
    public static let radius = 37.5
    /// Side of the center square, points (`squareLayerLength`).
    static let squareLayerLength = 21.0

    /// T(1, 0, 0.35, 1): the pie's very late, fast finish.
    static let strokeEndTimingFunction = TimingFunction(controlPoints: 1.0, 0.0, 0.35, 1.0)
    /// T(0.25, 0, 0.2, 1).
    static let squareLayerTimingFunction = TimingFunction(controlPoints: 0.25, 0.0, 0.2, 1.0)
    /// T(0.65, 0, 0.4, 1): the collapse at the end of the cycle.
    static let circleLayerTimingFunction = TimingFunction(controlPoints: 0.65, 0.0, 0.4, 1.0)
    /// T(0.15, 0, 0.85, 1).
    static let fadeInSquareTimingFunction = TimingFunction(controlPoints: 0.15, 0.0, 0.85, 1.0)

    /// The keyframe animations' middle key time, `1 − kAnimationDurationDelay
    /// / kAnimationDuration` = 0.8333…: where the sweep ends and the
    /// collapse begins.
    static let collapseKeyTime = 1.0 - FuberScene.animationDurationDelay / FuberScene.animationDuration

    /// The starting transform of the circle and line: rotated 45°
    /// counter-clockwise (on a y-down screen) at a quarter of the size
    /// (`CATransform3DScale(CATransform3DMakeRotation(−π/4, 0, 0, 1), 0.25, 0.25, 1)`).
    static let startingTransform = Transform3D.rotation(-Double.pi / 4, 0, 0, 1).scaledBy(0.25, 0.25, 1)

    /// The view's layer with its four layers and their looping animations.
    /// - Parameters:
    ///   - center: the screen center, points (the controller view's
    ///     layer position).
    ///   - beginTime: `CACurrentMediaTime()` at `startAnimating()`, in the
    ///     parent's time, seconds.
    ///   - fuberBlue: the line's and square's color.
    /// - Returns: a 90 × 90 pt layer whose origin is at `center`, its
    ///   sublayers centered on it, looping every 3 s.
    public static func makeView(center: Point, beginTime: Double, fuberBlue: Color) -> Layer {
        let view = Layer(name: "animatedULogoView")
        view.frame = Rect(x: 0, y: 0, width: 90, height: 90)
        view.position = center
        // startAnimating(): the anchor moves to (0, 0) with the position
        // kept, so the layer's origin sits at the screen center and every
        // sublayer, built around (0, 0), is centered on screen.
        view.anchorPoint = .zero

        let maskLayer = makeMaskLayer(), circleLayer = makeCircleLayer()
        let lineLayer = makeLineLayer(fuberBlue: fuberBlue), squareLayer = makeSquareLayer(fuberBlue: fuberBlue)
        view.mask = maskLayer
        view.addSublayer(circleLayer)
        view.addSublayer(lineLayer)
        view.addSublayer(squareLayer)

        maskLayer.add(maskAnimation(beginTime: beginTime), forKey: "looping")
        circleLayer.add(circleAnimation(beginTime: beginTime), forKey: "looping")
        lineLayer.add(lineAnimation(beginTime: beginTime), forKey: "looping")
        squareLayer.add(squareAnimation(beginTime: beginTime, fuberBlue: fuberBlue), forKey: "looping")
        return view
    }

    // MARK: Layers (generate…Layer())

    /// A 75×75 white square centered on (0, 0); only its alpha matters.
    static func makeMaskLayer() -> ShapeLayer {
        let layer = ShapeLayer()
        layer.name = "maskLayer"
        layer.frame = Rect(x: -radius, y: -radius, width: radius * 2, height: radius * 2)
        layer.backgroundColor = .white
        return layer
    }

    /// A circle of radius 18.75 from 12 o'clock, clockwise, stroked 37.5
    /// wide: the stroke covers the disk 0…37.5, so strokeEnd sweeps a pie.
    static func makeCircleLayer() -> ShapeLayer {
        let layer = ShapeLayer()
        layer.name = "circleLayer"
        var path = Path()
        path.addArc(center: .zero, radius: radius / 2, startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2,
                    clockwise: true)
        layer.path = path
        layer.lineWidth = radius
        layer.strokeColor = .white
        layer.fillColor = nil
        return layer
    }

    /// A line from the center straight up to the disk's edge: the gap of the "U".
    static func makeLineLayer(fuberBlue: Color) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.name = "lineLayer"
        layer.path = Path(elements: [.move(.zero), .line(Point(0, -radius))])
        layer.lineWidth = 5.0
        layer.strokeColor = fuberBlue
        return layer
    }

    /// A 21×21 fuberBlue square centered on (0, 0), corners rounded 1.5.
    static func makeSquareLayer(fuberBlue: Color) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.name = "squareLayer"
        layer.frame = Rect(x: -squareLayerLength / 2, y: -squareLayerLength / 2,
                           width: squareLayerLength, height: squareLayerLength)
        layer.cornerRadius = 1.5
        layer.backgroundColor = fuberBlue
        return layer
    }

    // MARK: Animations (animate…Layer())

    /// The looping group every layer gets: 3 s, forever, started at
    /// `beginTime` and 2.1 s (startTimeOffset) into itself.
    static func loopingGroup(_ children: [Animation], beginTime: Double, fillMode: FillMode = .removed,
                             isRemovedOnCompletion: Bool = true) -> Animation {
        Animation(keyPath: nil, kind: .group(children),
                  timing: MediaTiming(beginTime: beginTime, duration: FuberScene.animationDuration,
                                      timeOffset: FuberScene.startTimeOffset, repeatCount: .infinity,
                                      fillMode: fillMode),
                  isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// strokeEnd 0 → 1 and the transform startingTransform → identity over
    /// the first 2.5 s; afterwards the model values (a full disk).
    static func circleAnimation(beginTime: Double) -> Animation {
        let sweep = FuberScene.animationDuration - FuberScene.animationDurationDelay
        let strokeEnd = Animation(
            keyPath: "strokeEnd",
            kind: .keyframe(values: [.number(0), .number(1)], keyTimes: [0, 1], timingFunctions: [],
                            calculationMode: .linear),
            timing: MediaTiming(duration: sweep), timingFunction: strokeEndTimingFunction)
        let transform = Animation(
            keyPath: "transform",
            kind: .basic(from: .transform(startingTransform), to: .transform(.identity), by: nil),
            timing: MediaTiming(duration: sweep), timingFunction: strokeEndTimingFunction)
        return loopingGroup([strokeEnd, transform], beginTime: beginTime)
    }

    /// lineWidth 0 → 5 → 0 and the transform startingTransform → identity
    /// → scale 0.15 at key times 0, 0.8333, 1.
    static func lineAnimation(beginTime: Double) -> Animation {
        let keyTimes = [0, collapseKeyTime, 1]
        let functions = [strokeEndTimingFunction, circleLayerTimingFunction]
        let lineWidth = Animation(
            keyPath: "lineWidth",
            kind: .keyframe(values: [.number(0), .number(5), .number(0)], keyTimes: keyTimes,
                            timingFunctions: functions, calculationMode: .linear),
            timing: MediaTiming(duration: FuberScene.animationDuration))
        let transform = Animation(
            keyPath: "transform",
            kind: .keyframe(values: [.transform(startingTransform), .transform(.identity),
                                     .transform(.scale(0.15, 0.15, 1))],
                            keyTimes: keyTimes, timingFunctions: functions, calculationMode: .linear),
            timing: MediaTiming(duration: FuberScene.animationDuration))
        return loopingGroup([lineWidth, transform], beginTime: beginTime, isRemovedOnCompletion: false)
    }

    /// bounds 14 → 21 → 0 pt square at key times 0, 0.8333, 1; the color
    /// white → fuberBlue from 0.333 s for 1.2 s, held both ways.
    static func squareAnimation(beginTime: Double, fuberBlue: Color) -> Animation {
        let d = FuberScene.animationDuration, delay = FuberScene.animationDurationDelay
        let small = squareLayerLength * 2 / 3
        let bounds = Animation(
            keyPath: "bounds",
            kind: .keyframe(values: [.rect(Rect(x: 0, y: 0, width: small, height: small)),
                                     .rect(Rect(x: 0, y: 0, width: squareLayerLength, height: squareLayerLength)),
                                     .rect(.zero)],
                            keyTimes: [0, collapseKeyTime, 1],
                            timingFunctions: [fadeInSquareTimingFunction, squareLayerTimingFunction],
                            calculationMode: .linear),
            timing: MediaTiming(duration: d))
        // The tutorial's expressions: beginTime 0.5·2/3 = 0.333 s, duration 3/2.5 = 1.2 s.
        let backgroundColor = Animation(
            keyPath: "backgroundColor",
            kind: .basic(from: .color(.white), to: .color(fuberBlue), by: nil),
            timing: MediaTiming(beginTime: delay * 2 / d, duration: d / (d - delay), fillMode: .both),
            timingFunction: squareLayerTimingFunction)
        return loopingGroup([bounds, backgroundColor], beginTime: beginTime, isRemovedOnCompletion: false)
    }

    /// From 2.5 s to 3 s the mask shrinks 75 → 14 pt and its corner radius
    /// 37.5 → 2: the disk collapses into a small rounded square. Before
    /// 2.5 s the model (a 75×75 square, which does not clip the disk).
    static func maskAnimation(beginTime: Double) -> Animation {
        let d = FuberScene.animationDuration, delay = FuberScene.animationDurationDelay
        let small = squareLayerLength * 2 / 3
        let bounds = Animation(
            keyPath: "bounds",
            kind: .basic(from: .rect(Rect(x: 0, y: 0, width: radius * 2, height: radius * 2)),
                         to: .rect(Rect(x: 0, y: 0, width: small, height: small)), by: nil),
            timing: MediaTiming(beginTime: d - delay, duration: delay), timingFunction: circleLayerTimingFunction)
        let cornerRadius = Animation(
            keyPath: "cornerRadius",
            kind: .basic(from: .number(radius), to: .number(2), by: nil),
            timing: MediaTiming(beginTime: d - delay, duration: delay), timingFunction: circleLayerTimingFunction)
        return loopingGroup([bounds, cornerRadius], beginTime: beginTime, fillMode: .both,
                            isRemovedOnCompletion: false)
    }
}
