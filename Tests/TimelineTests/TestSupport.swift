import Geometry
import Testing
@testable import Timeline

/// True when `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func near(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, tolerance: tolerance)
}

/// The model value every timing test starts from: a number no animation
/// in those tests produces, so "shows nothing" is visible.
let modelOpacity = -1.0

/// A basic opacity animation from `from` to `to`.
func opacityAnimation(from: Double = 0, to: Double = 10, timing: MediaTiming = MediaTiming(duration: 1),
                      removedOnCompletion: Bool = true, timingFunction: TimingFunction? = nil,
                      additive: Bool = false, cumulative: Bool = false) -> Animation {
    Animation(keyPath: "opacity", kind: .basic(from: .number(from), to: .number(to), by: nil), timing: timing,
              timingFunction: timingFunction, isAdditive: additive, isCumulative: cumulative,
              isRemovedOnCompletion: removedOnCompletion)
}

/// The presentation opacity of a layer whose model opacity is
/// `modelOpacity` (or `model`) under `animations` at layer time `t`.
func opacity(_ animations: [Animation], at t: Double, model: Double = modelOpacity) throws -> Double {
    let values = try AnimationEvaluator.presentationValues(of: animations, atLayerTime: t,
                                                           model: ["opacity": .number(model)])
    guard case .number(let v)? = values["opacity"] else {
        Issue.record("opacity is not a number")
        return .nan
    }
    return v
}

/// The presentation value of `key` under `animations` at time `t`.
func value(_ key: String, _ animations: [Animation], at t: Double,
           model: [String: AnimatableValue]) throws -> AnimatableValue? {
    try AnimationEvaluator.presentationValues(of: animations, atLayerTime: t, model: model)[key]
}

/// The transform presented at time `t` over a model transform.
func transform(_ animations: [Animation], at t: Double, model: Transform3D = .identity) throws -> Transform3D {
    guard case .transform(let m)? = try value("transform", animations, at: t, model: ["transform": .transform(model)])
    else {
        Issue.record("transform is not a transform")
        return .identity
    }
    return m
}
