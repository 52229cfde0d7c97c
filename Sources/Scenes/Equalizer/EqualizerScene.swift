import Geometry
import Layers
import Paths
import Timeline

/// "Animated Splash Screen for iOS App" (CodenTrick, 2015): five white bars
/// bouncing like an equalizer under an orange play-button logo, over a
/// purple radial background (Sources/Scenes/README.md, Equalizer; source
/// moonlsd/AnimatedSplashScreen).
///
/// Layer tree, as the tutorial builds it: the storyboard's animation
/// container view (110, 349, 100, 65) holds AnimatedEqualizerView (0, 0,
/// 100, 65), whose containerLayer (60×65, centered) holds `bar-0`…`bar-4`,
/// CAShapeLayers with frame (15i, 0, 3, 65), white fill, model path "low".
/// Bar i gets a CABasicAnimation on `path`, low → middle (even i) or high
/// (odd i), 0.5 s, autoreverses, repeatCount MAXFLOAT, timing
/// T(0.77, 0, 0.175, 1), added 0.1·i s after start (so beginTime 0.1·i and
/// the model path before that).
///
/// The storyboard's background UIImageView shows LaunchImage4.png, which
/// carries both the gradient and the logo; here it is `background`, a
/// radial GradientLayer, whose sublayers `logoShadow` and `logo` (the
/// orange rounded triangle, holding `logoMarkShadow` and the white
/// `logoMark`) redraw the logo as vectors (see `EqualizerLogo`).
///
/// RECONSTRUCTION: the 320×568 canvas (the storyboard's retina-4 size);
/// the background, a radial gradient through the colors measured on
/// LaunchImage4.png; the logo's exact outline, rebuilt from the measured
/// box, edges, corner radius and mark (Sources/Scenes/README.md,
/// Equalizer › Equalizer background), with a hard 1 pt
/// shadow standing in for the image's soft one.
public enum EqualizerScene {
    public static let name = "equalizer"
    public static let summary = "CodenTrick's equalizer splash: five bars bouncing under an orange play-button logo on a purple radial gradient"

    /// Canvas in points (storyboard designed for retina 4).
    public static let canvas = Size(320, 568)
    /// One up-and-down cycle of a bar: 0.5 s each way.
    public static let barDuration = 0.5
    /// Seconds between consecutive bars starting (dispatch_after 0.1·i).
    public static let barStagger = 0.1
    /// The tutorial's hand-picked curve, with Float control points as
    /// `CAMediaTimingFunction(controlPoints:)` stores them.
    public static let barTiming = TimingFunction(controlPoints: 0.77, 0, 0.175, 1)

    /// Bar outline whose top edge sits at `top` (bar coordinates, 3 wide,
    /// bottom at 65), drawn as the tutorial's UIBezierPath: down the left
    /// edge, across the bottom, up the right edge, back across the top.
    public static func barPath(top: Double) -> Path {
        Path(elements: [.move(Point(0, top)), .line(Point(0, 65)), .line(Point(3, 65)),
                        .line(Point(3, top)), .line(Point(0, top)), .close])
    }

    /// lowBezierPath: 10 points tall.
    public static let lowPath = barPath(top: 55)
    /// middleBezierPath: 50 points tall.
    public static let middlePath = barPath(top: 15)
    /// highBezierPath: 65 points tall.
    public static let highPath = barPath(top: 0)

    /// The scene's entry in `BuiltInScenes`.
    public static let entry = BuiltInScene(name: name, summary: summary, parameters: parameters) { try make($0) }

    /// The documented knobs.
    public static let parameters = [
        SceneParameter("barDuration", .number, default: "\(barDuration)", "seconds of one bar's rise (it falls as long)"),
        SceneParameter("barStagger", .number, default: "\(barStagger)", "seconds between consecutive bars starting"),
        SceneParameter("barColor", .color, default: "#FFFFFF", "color of the bars"),
    ]

    /// The scene with every parameter at its default.
    public static func make() throws -> Scene { try entry.make() }

    /// The scene with `parameters` (see `EqualizerScene.parameters`).
    public static func make(_ parameters: SceneParameters) throws -> Scene {
        let barDuration = parameters.number("barDuration"), barStagger = parameters.number("barStagger")
        guard barDuration > 0, barStagger >= 0 else {
            throw SceneParameterError("barDuration must be positive and barStagger not negative")
        }
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        root.backgroundColor = .white
        let background = makeBackground()
        EqualizerLogo.makeLayers().forEach(background.addSublayer)
        root.addSublayer(background)

        let animationContainer = Layer(name: "animationContainer")
        animationContainer.frame = Rect(x: 110, y: 349, width: 100, height: 65)
        root.addSublayer(animationContainer)

        let equalizerView = Layer(name: "equalizerView")
        equalizerView.frame = Rect(x: 0, y: 0, width: 100, height: 65)
        animationContainer.addSublayer(equalizerView)

        let containerLayer = Layer(name: "containerLayer")
        containerLayer.frame = Rect(x: 0, y: 0, width: 60, height: 65)
        containerLayer.anchorPoint = Point(0.5, 0.5)
        containerLayer.position = Point(equalizerView.bounds.width / 2, equalizerView.bounds.height / 2)
        equalizerView.addSublayer(containerLayer)

        for index in 0...4 {
            let bar = ShapeLayer()
            bar.name = "bar-\(index)"
            bar.frame = Rect(x: Double(15 * index), y: 0, width: 3, height: 65)
            bar.path = lowPath
            bar.fillColor = parameters.color("barColor")
            containerLayer.addSublayer(bar)

            var timing = MediaTiming(duration: barDuration, repeatCount: Double(Float.greatestFiniteMagnitude),
                                     autoreverses: true)
            timing.beginTime = barStagger * Double(index)
            let animation = Animation(
                keyPath: "path",
                kind: .basic(from: .path(lowPath), to: .path(index % 2 == 0 ? middlePath : highPath), by: nil),
                timing: timing, timingFunction: barTiming)
            bar.add(animation, forKey: "\(index)Animation")
        }
        return Scene(name: name, summary: summary, size: canvas, loopDuration: 2 * barDuration, root: root)
    }

    /// Radii (points from the screen center) and colors measured on
    /// LaunchImage4.png; beyond 285 pt the color is constant.
    static let backgroundStops: [(radius: Double, rgb: (Int, Int, Int))] = [
        (0, (120, 43, 118)), (45, (115, 40, 113)), (65, (109, 38, 107)), (85, (101, 34, 99)),
        (105, (92, 30, 91)), (125, (84, 27, 83)), (145, (75, 22, 74)), (165, (66, 19, 65)),
        (185, (57, 15, 57)), (205, (49, 11, 49)), (225, (42, 7, 41)), (245, (35, 4, 35)),
        (265, (29, 2, 29)), (285, (25, 0, 25)),
    ]

    static func makeBackground() -> GradientLayer {
        let background = GradientLayer()
        background.name = "background"
        background.frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        background.kind = .radial
        let outer = backgroundStops.last!.radius
        background.colors = backgroundStops.map { Color(rgb255: $0.rgb.0, $0.rgb.1, $0.rgb.2) }
        background.locations = backgroundStops.map { $0.radius / outer }
        background.startPoint = Point(0.5, 0.5)
        background.endPoint = Point(0.5 + outer / canvas.width, 0.5 + outer / canvas.height)
        return background
    }
}
