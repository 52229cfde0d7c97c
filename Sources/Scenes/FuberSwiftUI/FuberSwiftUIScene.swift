import Geometry
import Layers
import Paths
import Text
import Timeline

/// "How to Create a Splash Screen With SwiftUI" (Razeware, 2019): the
/// SwiftUI Fuber splash (Sources/Scenes/README.md, Fuber (SwiftUI);
/// source ExamplesSwift/Splash-Screen-with-SwiftUI, `SplashScreen.swift`).
///
/// Layers, one per view of SplashScreen's ZStack, bottom to top, each
/// modifier a property of its layer (Sources/Scenes/README.md,
/// Fuber (SwiftUI) › SwiftUI layers); the root is the
/// ZStack, background fuberBlue:
/// 1. `chimes`: `Image("Chimes").resizable(resizingMode: .tile)` over the
///    whole screen, tiled contents drawn from `ChimesTile`;
///    `.opacity(textAlpha)` → opacity, `.scaleEffect(textScale)` →
///    transform.scale about the screen center.
/// 2. `coverCircle`: `Circle().fill(fuberBlue)`, 1×1 pt at the center;
///    coverCircleScale → transform.scale, coverCircleAlpha → opacity.
/// 3. `text`: "F" + 11 spaces + "BER", `.largeTitle` (SF Pro 34 pt, here
///    through Text's fallback chain), white; textAlpha → opacity,
///    `.offset(x: 20).scaleEffect(textScale)` → transform.scale about the
///    text frame's un-offset center (the screen center): the layer sits
///    20 pt right of center with its anchor point 20 pt left of its middle,
///    so at scale 1.4 the shift is 28 pt, as in SwiftUI.
/// 4. `fuberU`: the FuberU shape in its 5×5 pt rect (frame 45 − 2 × padding
///    20): an arc of radius 2.5 from 0° to 360°, rotated −90° (folded into
///    the path, so the sweep starts at 12 o'clock and runs clockwise),
///    stroked white 5 pt wide: a disk of radius 5 pt. percent → strokeEnd
///    (the arc to percent·360° is the full arc trimmed there), uScale ×
///    uZoomFactor → transform.scale.
/// 5. `square`: 12×12 pt; squareColor → backgroundColor, squareScale ×
///    uZoomFactor → transform.scale.
/// 6. `line`: the 4×28 pt fuberBlue bar at offset y −22 (y −36…−8 from
///    the center); lineScale → transform.scale with the anchor point at its
///    bottom (`.scaleEffect(lineScale, anchor: .bottom)`).
///
/// Timeline: handleAnimations() (Sources/Scenes/README.md,
/// Fuber (SwiftUI) › SwiftUI timeline) as SwiftUI state changes
/// compiled by `StateScript` (see `FuberSwiftUIScene+Animations.swift`).
/// The first loop starts from the @State initial values, where uScale and
/// lineScale are 1; every later loop starts where the previous one left
/// them, at 0. So the model values are that steady state (uScale and
/// lineScale 0), a one-shot script plays the first loop from
/// "uScale = 1, lineScale = 1" (instant at 0), and a looping script plays
/// every loop from 2.4 s on. The first loop ends exactly in the model
/// state, so it adds nothing afterwards, and the scene is periodic from
/// `loopStart` = 2.4 s: the default frames are one steady loop, and the
/// launch is at scene times 0…2.4 (`--time`).
///
/// RECONSTRUCTION: the 375×667 pt canvas (the launch storyboard's
/// retina 4.7 size); tiles start at the screen's top-left corner (SwiftUI's
/// tiling phase is undocumented); the Chimes image is drawn from lines
/// measured on the asset (Sources/Scenes/README.md, Fuber (UIKit) ›
/// Chimes tile); SF Pro is replaced by the
/// fallback chain's font (DejaVu Sans here), whose wider space makes the
/// text's gap wider than on iOS. Colors interpolate component-wise in
/// sRGB and the spring snaps to its target once settled, as SwiftUI ends
/// an animation.
public enum FuberSwiftUIScene {
    public static let name = "fuber-swiftui"
    public static let summary = "Fuber's SwiftUI splash: the U sweeps and zooms, \"F BER\" springs in over tiled Chimes, a blue circle wipes it"

    /// Canvas in points (the launch storyboard's retina 4.7 size).
    public static let canvas = Size(375, 667)
    /// The named color "Fuber blue": sRGB 15/78/101.
    public static let fuberBlue = Color(rgb255: 15, 78, 101)
    /// uZoomFactor: the U's and the square's extra scale, and textScale's
    /// target.
    public static let uZoomFactor = 1.4
    /// uAnimationDuration, seconds: the U's sweep.
    public static let uAnimationDuration = 1.0

    /// uLineWidth, points: stroking the 2.5 pt arc 5 pt wide fills a disk.
    static let uLineWidth = 5.0
    /// FuberU's frame side, points (`.frame(width: 45, height: 45)`).
    static let uFrameSide = 45.0
    /// FuberU's `.padding(20)`, points: the shape gets 45 − 2·20 = 5 pt.
    static let uPadding = 20.0
    /// uSquareLength, points.
    static let uSquareLength = 12.0
    /// lineWidth × lineHeight of the blue bar, points.
    static let lineSize = Size(4, 28)
    /// The bar's `.offset(x: 0, y: -22)`, points.
    static let lineOffset = -22.0
    /// The text's `.offset(x: 20, y: 0)`, points (a hand-tuned nudge that
    /// centers the gap on the U).
    static let textOffset = 20.0
    /// `Text("F           BER")`: 11 spaces leave room for the U.
    static let text = "F" + String(repeating: " ", count: 11) + "BER"
    /// `.largeTitle`: SF Pro (Display) Regular.
    static let fontName = "SF Pro Display"
    /// `.largeTitle` at the default Dynamic Type size, points.
    static let fontSize = 34.0
    /// Pixels per point of the Chimes tile: 2, the asset's own @2x.
    static let chimesScale = 2.0

    /// The scene's entry in `BuiltInScenes`.
    public static let entry = BuiltInScene(name: name, summary: summary, parameters: parameters) { try make($0) }

    /// The documented knobs.
    public static let parameters = [
        SceneParameter("zoomFactor", .number, default: "\(uZoomFactor)",
                       "uZoomFactor: the U's and square's scale factor and the text's zoom target"),
        SceneParameter("animationDuration", .number, default: "\(uAnimationDuration)",
                       "uAnimationDuration, seconds (≥ 0.3): the U's sweep; a loop lasts twice this + 0.4 s"),
        SceneParameter("fuberBlue", .color, default: "#0F4E65", "background, cover circle, square and bar color"),
        SceneParameter("chimesColor", .color, default: "#4DB5D9", "color of the tiled Chimes lines"),
    ]

    /// The scene with every parameter at its default.
    public static func make() throws -> Scene { try entry.make() }

    /// The scene with `parameters` (see `FuberSwiftUIScene.parameters`).
    /// - Throws: `SceneParameterError` for a zoom factor that is not
    ///   positive or a duration under 0.3 s (the exit would come after the
    ///   final fade, reordering the tutorial's steps); `TextError` when no
    ///   font can be found.
    public static func make(_ parameters: SceneParameters) throws -> Scene {
        let zoom = parameters.number("zoomFactor"), duration = parameters.number("animationDuration")
        guard zoom > 0, zoom <= 100 else { throw SceneParameterError("zoomFactor must be in (0, 100]") }
        guard duration >= 0.3, duration <= 60 else { throw SceneParameterError("animationDuration must be in [0.3, 60] s") }
        let blue = parameters.color("fuberBlue")
        let tile = try ChimesTile.image(color: parameters.color("chimesColor"), scale: chimesScale)
        let layers = try SplashLayers(fuberBlue: blue, chimes: tile, zoomFactor: zoom)
        let timings = SplashTimings(uAnimationDuration: duration)
        try SplashState.animate(layers, timings: timings, zoomFactor: zoom, fuberBlue: blue)
        return Scene(name: name, summary: summary, size: canvas, loopDuration: timings.period,
                     loopStart: timings.period, root: layers.root)
    }
}
