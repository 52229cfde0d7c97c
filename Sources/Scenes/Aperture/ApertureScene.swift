import Geometry
import Layers
import Timeline

/// Viget's "Animate Your iOS Splash Screen" (Doug Avery, 2019): the
/// launch screen opens like a camera's aperture ring, twelve segments
/// sliding and turning apart while the "Is it Viget?" logo pops and
/// shrinks away, revealing the app beneath (Sources/Scenes/README.md,
/// Aperture ring; code
/// from the final LaunchScreenManager).
///
/// Layer tree, as the tutorial builds it: `root` (the app's window) holds
/// `appScreen` (the first screen) and, over it, `launchView` (the
/// LaunchScreen.xib view, frame = parent bounds, clear background), which
/// holds `ring` (the "Ring" view: a square of side 2 × the screen height,
/// centered) with `ringSegment1`…`ringSegment12` (image views filling the
/// ring), then `logoIsIt` (tag 101), `logoViget` (tag 102) and
/// `logoQuestionMark` (tag 100).
///
/// Timeline, with b = `animationDurationBase` (1.3): every segment runs one
/// linear UIView animation of 1.75·b s after b/1.5 s to rotate(−1.95 rad)
/// then translate 1.75 × the screen height toward 360° − 30°·n + 15°
/// (`ApertureRing.hideSegments`); the logo parts scale and fade
/// (`ApertureLogo.animate`); the manager removes `launchView` after
/// 1.25·b s, a third of the way through the segments' motion, modelled as
/// an animation of `hidden` to true from then on (removeFromSuperview has
/// no animatable counterpart, and hiding draws the same picture).
///
/// Loop: the launch sequence (1.25·b = 1.625 s) then `holdDuration`
/// (0.875 s) on the revealed screen, 2.5 s in all; at the loop's end the
/// launch screen is back whole, as on the next app launch.
///
/// RECONSTRUCTION (the project's nib and PNGs are lost; Sources/Scenes/README.md,
/// Aperture ring › Aperture artwork):
/// the 414×896 pt screen (the article's Pro Max reference); the segment
/// artwork (`ApertureRingSegment`: curved interlocking 30° wedges, slate
/// radial gradient lighter toward the center, a light line on each
/// counter-clockwise edge); the logo set in type (`ApertureLogo`); the
/// app's first screen (`ApertureAppScreen`).
public enum ApertureScene {
    public static let name = "aperture"
    public static let summary = "Viget's aperture-ring launch screen: twelve segments slide and turn apart to reveal the app"

    /// Canvas in points: iPhone 11 Pro Max, the article's reference screen.
    public static let canvas = Size(414, 896)
    /// The manager's animationDurationBase b, seconds.
    public static let animationDurationBase = 1.3
    /// Seconds the revealed screen holds before the loop starts over: long
    /// enough to read the screen, short enough to see the ring again soon.
    public static let holdDuration = 0.875
    /// The tutorial's eyeballed segment rotation, radians (negative turns
    /// counter-clockwise on screen).
    public static let segmentRotation = -1.95

    /// The scene's entry in `BuiltInScenes`.
    public static let entry = BuiltInScene(name: name, summary: summary, parameters: parameters) { try make($0) }

    /// The documented knobs.
    public static let parameters = [
        SceneParameter("animationDurationBase", .number, default: "\(animationDurationBase)",
                       "seconds every duration and delay is a multiple of (the manager's b)"),
        SceneParameter("holdDuration", .number, default: "\(holdDuration)",
                       "seconds the revealed screen shows before the loop restarts"),
        SceneParameter("segmentRotation", .number, default: "\(segmentRotation)",
                       "radians each ring segment turns while leaving (negative: counter-clockwise)"),
        SceneParameter("innerColor", .color, default: "#3C5066", "segment gradient color at the ring's center"),
        SceneParameter("outerColor", .color, default: "#1B2633", "segment gradient color at the ring's rim"),
        SceneParameter("accentColor", .color, default: "#F26522", "Viget orange: the logo's \"?\" and the app's accents"),
    ]

    /// The scene with every parameter at its default.
    public static func make() throws -> Scene { try entry.make() }

    /// The scene with `parameters` (see `ApertureScene.parameters`).
    /// - Throws: `SceneParameterError` for a non-positive base or a
    ///   negative hold; `TextError` when no font can be found.
    public static func make(_ parameters: SceneParameters) throws -> Scene {
        let b = parameters.number("animationDurationBase"), hold = parameters.number("holdDuration")
        guard b > 0, hold >= 0 else {
            throw SceneParameterError("animationDurationBase must be positive and holdDuration not negative")
        }
        let inner = parameters.color("innerColor"), outer = parameters.color("outerColor")
        let accent = parameters.color("accentColor")
        let loopDuration = removalDelay(base: b) + hold

        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        root.addSublayer(try ApertureAppScreen.make(screen: canvas, cardColors: (inner, outer), accentColor: accent))

        let launchView = Layer(name: "launchView")
        launchView.frame = root.bounds
        root.addSublayer(launchView)

        // RECONSTRUCTION: 30 % white, inside the 25–35 % of
        // Sources/Scenes/README.md, Aperture ring › Aperture artwork.
        let style = ApertureRing.Style(innerColor: inner, outerColor: outer, edgeColor: Color.white.withOpacity(0.3))
        let ring = ApertureRing.make(screen: canvas, style: style)
        launchView.addSublayer(ring)
        let logo = try ApertureLogo.make(screen: canvas, textColor: .white, accentColor: accent)
        [logo.isIt, logo.viget, logo.questionMark].forEach(launchView.addSublayer)

        try ApertureLogo.animate(isIt: logo.isIt, viget: logo.viget, questionMark: logo.questionMark, base: b)
        try ApertureRing.hideSegments(in: ring, screenHeight: canvas.height, base: b,
                                      rotation: parameters.number("segmentRotation"))
        launchView.add(removal(at: removalDelay(base: b), until: loopDuration), forKey: "removeFromSuperview")
        return Scene(name: name, summary: summary, size: canvas, loopDuration: loopDuration, root: root)
    }

    /// When the manager's timer removes the launch view: 1.25·b seconds.
    public static func removalDelay(base b: Double) -> Double { b * 1.25 }

    /// `hidden` = true from `time` to `end` (and held after): the launch
    /// view's removeFromSuperview().
    static func removal(at time: Double, until end: Double) -> Animation {
        // A zero hold still needs a positive duration (0 means 0.25 s).
        let duration = max(end - time, 1e-3)
        return Animation(keyPath: "hidden", kind: .basic(from: .bool(true), to: .bool(true), by: nil),
                         timing: MediaTiming(beginTime: time, duration: duration, fillMode: .forwards),
                         isRemovedOnCompletion: false)
    }
}
