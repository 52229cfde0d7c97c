import Geometry
import Layers
import Timeline

/// The tutorial's "magic numbers" (`extension SplashScreen`), seconds.
struct SplashTimings {
    /// uAnimationDuration: the U's sweep and the text's fade-in.
    var uAnimationDuration: Double
    /// uAnimationDelay: pause between the sweep's end and the exit.
    let uAnimationDelay = 0.2
    /// uExitAnimationDuration: the U and bar shrinking away.
    let uExitAnimationDuration = 0.3
    /// finalAnimationDuration: the closing fade of text and square.
    let finalAnimationDuration = 0.4
    /// minAnimationInterval: the square's vanishing, and the pause before
    /// runAnimationPart2.
    let minAnimationInterval = 0.1
    /// fadeAnimationDuration: the cover circle's growth and fade-in.
    let fadeAnimationDuration = 0.4
    /// `.delay(0.5)` on the text's fade-in.
    let textFadeInDelay = 0.5
    /// coverCircleScale's target: the 1 pt circle grows to 1000 pt, past
    /// every corner of any phone screen.
    let coverCircleTarget = 1000.0

    /// Seconds from handleAnimations() to the next call (restartAnimation's
    /// deadline): 2 · uAnimationDuration + finalAnimationDuration.
    var period: Double { 2 * uAnimationDuration + finalAnimationDuration }
}

/// SplashScreen's @State variables: each setter is `state = value` inside
/// `withAnimation(animation)` (or without, when `animation` is nil) at a
/// script time, written as a change of the layer property the state
/// drives.
struct SplashState {
    let script: StateScript
    let layers: SplashLayers
    let zoomFactor: Double

    func percent(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.fuberU, "strokeEnd", to: .number(value), at: t, animation: animation)
    }

    func uScale(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.fuberU, "transform.scale", to: .number(value * zoomFactor), at: t, animation: animation)
    }

    func squareColor(_ value: Color, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.square, "backgroundColor", to: .color(value), at: t, animation: animation)
    }

    func squareScale(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.square, "transform.scale", to: .number(value * zoomFactor), at: t, animation: animation)
    }

    func lineScale(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.line, "transform.scale", to: .number(value), at: t, animation: animation)
    }

    /// Drives the text's and the Chimes background's opacity.
    func textAlpha(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.text, "opacity", to: .number(value), at: t, animation: animation)
        try script.set(layers.chimes, "opacity", to: .number(value), at: t, animation: animation)
    }

    /// Drives the text's and the Chimes background's scale.
    func textScale(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.text, "transform.scale", to: .number(value), at: t, animation: animation)
        try script.set(layers.chimes, "transform.scale", to: .number(value), at: t, animation: animation)
    }

    func coverCircleScale(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.coverCircle, "transform.scale", to: .number(value), at: t, animation: animation)
    }

    func coverCircleAlpha(_ value: Double, at t: Double, _ animation: SwiftUIAnimation? = nil) throws {
        try script.set(layers.coverCircle, "opacity", to: .number(value), at: t, animation: animation)
    }
}

extension SplashState {
    /// Attaches the whole timeline to `layers`: the first loop from the
    /// @State initial values (a one-shot script from 0), then every later
    /// loop (a looping script from one period on). See `FuberSwiftUIScene`.
    static func animate(_ layers: SplashLayers, timings: SplashTimings, zoomFactor: Double, fuberBlue: Color) throws {
        let first = SplashState(script: StateScript(start: 0), layers: layers, zoomFactor: zoomFactor)
        // `@State var uScale: CGFloat = 1` and `@State var lineScale: CGFloat = 1`:
        // the layers' model values are 0, where every later loop starts.
        // (squareColor starts white too, but the square's onAppear sets it
        // to fuberBlue before the first frame, so it starts like later loops.)
        try first.uScale(1, at: 0)
        try first.lineScale(1, at: 0)
        try first.handleAnimations(timings, fuberBlue: fuberBlue)
        try first.script.commit()

        let loop = StateScript(start: timings.period, period: timings.period)
        try SplashState(script: loop, layers: layers, zoomFactor: zoomFactor).handleAnimations(timings, fuberBlue: fuberBlue)
        try loop.commit()
    }

    /// handleAnimations(): runAnimationPart1, 2 and 3, then
    /// restartAnimation's resets at the end of the loop (script times
    /// 0 … `timings.period`).
    func handleAnimations(_ timings: SplashTimings, fuberBlue: Color) throws {
        let duration = timings.uAnimationDuration
        // runAnimationPart1
        let sweep = SwiftUIAnimation.easeIn(duration: duration)
        try percent(1, at: 0, sweep)
        try uScale(5, at: 0, sweep)
        try lineScale(1, at: 0, sweep)
        try textAlpha(1, at: 0, .easeIn(duration: duration).delay(timings.textFadeInDelay))
        let exit = duration + timings.uAnimationDelay
        try uScale(0, at: exit, .easeOut(duration: timings.uExitAnimationDuration))
        try lineScale(0, at: exit, .easeOut(duration: timings.uExitAnimationDuration))
        try squareScale(0, at: exit, .easeOut(duration: timings.minAnimationInterval))
        try textScale(zoomFactor, at: exit, Self.spring)
        // runAnimationPart2
        let part2 = exit + timings.minAnimationInterval
        try squareColor(.white, at: part2)
        try squareScale(1, at: part2)
        try coverCircleAlpha(1, at: part2, .easeOut(duration: timings.fadeAnimationDuration))
        try coverCircleScale(timings.coverCircleTarget, at: part2, .easeOut(duration: timings.fadeAnimationDuration))
        // runAnimationPart3
        let part3 = 2 * duration
        try textAlpha(0, at: part3, .easeIn(duration: timings.finalAnimationDuration))
        try squareColor(fuberBlue, at: part3, .easeIn(duration: timings.finalAnimationDuration))
        // restartAnimation
        let restart = timings.period
        try percent(0, at: restart)
        try textScale(1, at: restart)
        try coverCircleAlpha(0, at: restart)
        try coverCircleScale(1, at: restart)
    }

    /// `Animation.spring()` of the iOS 13 SDK (response 0.55 s,
    /// dampingFraction 0.825), ending exactly on its target once settled,
    /// as SwiftUI finishes an animation. `SwiftUIAnimation.spring()` alone
    /// keeps the value the spring reached at its settling time (up to
    /// 0.1 % of the change away from the target) for ever after.
    static var spring: SwiftUIAnimation {
        var parameters = SpringParameters.swiftUIDefault
        parameters.completionTime = parameters.settlingDuration
        return SwiftUIAnimation(curve: .spring(parameters))
    }
}
