import Geometry
import Layers
import Paths
import Timeline

/// "How to Create a Complex Loading Animation in Swift" (Satraj Bambra,
/// raywenderlich.com 2015; the SBLoader project): a red oval expands and
/// wobbles, a red triangle grows out of it corner by corner, the view
/// spins once as the oval contracts, red then blue strokes draw a box
/// around the triangle, blue water fills the box in waves, the blue box
/// grows to fill the screen and a thin white "S" springs in
/// (Sources/Scenes/README.md, Loader).
///
/// Layer tree, as the app builds it: the controller's `view` (white) holds
/// `holderView` (HolderView: boxSize square, centered, clear), whose
/// sublayers are `ovalLayer`, `triangleLayer`, `redRectangleLayer`,
/// `blueRectangleLayer` and `arcLayer` (CAShapeLayers with zero bounds at
/// (0, 0), paths in `LoaderPaths`), then `label` (the "S"). The animations
/// are the tutorial's, on one timeline from `addOval()` at t = 0, each
/// step at the time HolderView's NSTimer chain calls it
/// (`LoaderScene.TimerChain`).
///
/// Things the app does at an instant rather than by animation are
/// modelled as steps (`LoaderScene.assign`): a constant-valued animation
/// from that time on, filling forwards, because the model tree is static:
/// - `addSublayer` of the triangle (0.3 s), rectangles (2.55 s, 2.75 s)
///   and arc (3.15 s): `hidden` true in the model, false from then on;
/// - `strokeColor = color` in animateStrokeWithColor: nil (clear) in the
///   model, the color from the same instant;
/// - `layer.anchorPoint = (0.5, 0.6)` in spinAndTransform: `anchorPoint`
///   steps at 2.10 s with position unchanged, so the holder jumps up by
///   0.1 · boxSize (10 pt) for the rest of the run;
/// - expandView (4.05 s): `backgroundColor` steps to blue, `bounds` and
///   `position` step to the frame grown by the blue stroke's lineWidth on
///   every side, every sublayer steps to hidden (`sublayers = nil`); the
///   UIView.animate to the full screen then starts from that frame;
/// - animateLabel (4.35 s): the holder steps to hidden
///   (removeFromSuperview), the view's background to blue, and the label
///   (modelled hidden with its 0.25 scale) appears and springs.
///
/// The last child of each forwards-filling group (triangle, arc) fills
/// forwards too: no change in Core Animation, where the held group shows
/// its last child's end value, but needed by Flipbook's timeline (see
/// `LoaderScene.pathSequence`).
///
/// RECONSTRUCTION: the 375 × 667 pt screen; the font (HelveticaNeue-Thin
/// resolves through fontconfig's fallback chain to a thin or light sans);
/// the "S" is centered vertically by its line box (ascender − descender +
/// leading), as UILabel centers one line; lines morph into curves as
/// cubics with control points at 1/3 and 2/3 (arcPathPre → Starting, High
/// → Complete); UIKit's spring is the damped oscillator of
/// Sources/Scenes/README.md, Apple API semantics › UIKit animation; the
/// loop is the whole run plus `hold` seconds of the finished "S".
public enum LoaderScene {
    /// Command-line name.
    public static let name = "loader"
    /// One line for `flipbook scenes`.
    public static let summary = "SBLoader's complex loading animation: oval, triangle, spin, box strokes, water fill, springing S"

    /// Canvas in points (RECONSTRUCTION: an iPhone 6/7/8 screen).
    public static let canvas = Size(375, 667)
    /// ViewController's boxSize: the HolderView's side, points.
    public static let boxSize = 100.0
    /// Colors.red: (209, 42, 24).
    public static let red = Color(hex: 0xD12A18)
    /// Colors.blue: (46, 117, 146).
    public static let blue = Color(hex: 0x2E7592)
    /// expandView's UIView.animate duration, seconds (easeInOut).
    public static let expandDuration = 0.3
    /// animateLabel's spring duration, seconds.
    public static let labelSpringDuration = 0.4
    /// animateLabel's usingSpringWithDamping: one visible overshoot.
    public static let labelSpringDamping = 0.7
    /// animateLabel's initialSpringVelocity, whole distances per second.
    public static let labelSpringVelocity = 0.1
    /// Default seconds the settled "S" stays before the loop restarts: a
    /// quarter second rounds the 4.75 s run up to a 5 s (300-frame) loop.
    public static let defaultHold = 0.25
    /// Largest boxSize accepted: the box grown by 2 × lineWidth
    /// (1.1 × boxSize) must stay narrower than the 375 pt screen it grows
    /// to fill, or the "expansion" would shrink.
    public static let maximumBoxSize = 300.0

    /// The scene's entry in `BuiltInScenes`.
    public static let entry = BuiltInScene(name: name, summary: summary, parameters: parameters) { try make($0) }

    /// The documented knobs.
    public static let parameters = [
        SceneParameter("red", .color, default: "#D12A18", "Colors.red: oval, triangle and first box stroke"),
        SceneParameter("blue", .color, default: "#2E7592", "Colors.blue: second box stroke, water, expanding view, final background"),
        SceneParameter("labelColor", .color, default: "#FFFFFF", "color of the final \"S\""),
        SceneParameter("boxSize", .number, default: "\(boxSize)",
                       "side of the HolderView in points (0 < boxSize ≤ \(maximumBoxSize)); every path and line width scales with it"),
        SceneParameter("hold", .number, default: "\(defaultHold)",
                       "seconds the settled \"S\" stays before the loop restarts (≥ 0)"),
    ]

    /// The scene with every parameter at its default.
    public static func make() throws -> Scene { try entry.make() }

    /// The scene with `parameters` (see `LoaderScene.parameters`).
    /// - Throws: `SceneParameterError` for an out-of-range boxSize or hold;
    ///   `TextError` when no font can be found for the "S".
    public static func make(_ parameters: SceneParameters) throws -> Scene {
        let box = parameters.number("boxSize"), hold = parameters.number("hold")
        guard box > 0, box <= maximumBoxSize else {
            throw SceneParameterError("boxSize must be more than 0 and at most \(maximumBoxSize), got \(box)")
        }
        guard hold >= 0 else { throw SceneParameterError("hold must not be negative, got \(hold)") }
        let style = LoaderStyle(red: parameters.color("red"), blue: parameters.color("blue"),
                                labelColor: parameters.color("labelColor"), scale: box / boxSize)
        let layers = try LoaderLayers(style: style)
        try runTimerChain(layers, style: style)
        return Scene(name: name, summary: summary, size: canvas, loopDuration: TimerChain.settled + hold,
                     root: layers.view)
    }

    /// Seconds a step animation lasts. Any positive length would do: its
    /// value is constant, and fill forwards holds it afterwards.
    static let stepDuration = 1.0

    /// A property assignment made at scene time `time` outside any
    /// animation (in a timer callback): a basic animation from `value` to
    /// `value` beginning at `time`, filling forwards and never removed, so
    /// the layer presents its model value before `time` and `value` from
    /// then on. Animations added later on the same key path override it.
    static func assign(_ layer: Layer, _ keyPath: String, _ value: AnimatableValue, at time: Double) {
        layer.add(Animation(keyPath: keyPath, kind: .basic(from: value, to: value, by: nil),
                            timing: MediaTiming(beginTime: time, duration: stepDuration, fillMode: .forwards),
                            isRemovedOnCompletion: false))
    }
}

/// The colors and size of one loader run.
struct LoaderStyle {
    /// Colors.red.
    var red: Color
    /// Colors.blue.
    var blue: Color
    /// The label's text color (Colors.white).
    var labelColor: Color
    /// boxSize / 100: scales the 100 pt design of `LoaderPaths` and the
    /// line widths.
    var scale: Double

    /// `path` scaled from the 100 pt design to the box.
    func scaled(_ path: Path) -> Path {
        scale == 1 ? path : path.applying(AffineTransform(scaleX: scale, y: scale))
    }
}
