import Geometry
import SeededRandom
import Testing
@testable import Timeline

/// Model values of the comparisons: numbers no animation here produces.
let trackModelOpacity = -1.0
let trackModelPosition = Point(7, -3)

/// The largest difference allowed between the table and the general
/// evaluator (the brief's bound; in practice they agree bit for bit).
let trackTolerance = 1e-12

/// Times that hit every boundary of `animations` and their neighborhood:
/// a 0.05 s grid (decimal multiples land within `boundaryTolerance` of the
/// decimal boundaries used here), each node's begin, cycle and end
/// boundaries in its parent's time nudged by ±1e-13 (inside the boundary
/// tolerance) and ±1e-7 (outside it), and 500 seeded uniform times.
func trackTestTimes(_ animations: [Animation], seed: UInt64 = 7) -> [Double] {
    var times = (-40...240).map { Double($0) * 0.05 }
    for a in animations + animations.flatMap(children) {
        let m = a.timing, c = m.cycleDuration
        var marks = [0.0, m.activeDuration]
        marks += (-4...16).map { Double($0) * c / 2 - m.timeOffset }
        for mark in marks where mark.isFinite {
            for delta in [0, 1e-13, -1e-13, 1e-7, -1e-7] { times.append(m.beginTime + (mark + delta) / m.speed) }
        }
    }
    var random = SplitMix64(seed: seed)
    times += (0..<500).map { _ in random.double(in: -2...14) }
    return times
}

private func children(_ a: Animation) -> [Animation] {
    if case .group(let c) = a.kind { return c }
    return []
}

/// Compiles `animations`, requiring success.
func compiledTable(_ animations: [Animation], bits: [Int?]? = nil) throws -> TrackTable {
    let sources = animations.enumerated().map { i, a in TrackTable.Source(animation: a, optionalBit: bits?[i] ?? nil) }
    return try #require(TrackTable(compiling: sources))
}

/// The general evaluator's slot values for `animations` at `t`.
func generalValues(_ animations: [Animation], at t: Double) throws -> (opacity: Double, transform: Transform3D,
                                                                        weight: Double, position: Point) {
    let model: [String: AnimatableValue] = ["opacity": .number(trackModelOpacity), "transform": .transform(.identity),
                                            "position": .point(trackModelPosition), "instanceOffset": .number(0)]
    let v = try AnimationEvaluator.presentationValues(of: animations, atLayerTime: t, model: model)
    guard case .number(let o)? = v["opacity"], case .transform(let m)? = v["transform"],
          case .number(let w)? = v["instanceOffset"], case .point(let p)? = v["position"] else {
        Issue.record("unexpected value kinds")
        return (.nan, .identity, .nan, .zero)
    }
    return (o, m, w, p)
}

/// Largest difference between the table and the general evaluator for
/// `animations` over `times` (slots and the scale's recomposed matrix),
/// and the number of times where some slot differs at all.
func largestDifference(_ animations: [Animation], table: TrackTable, times: [Double],
                       instance: TrackTable.Instance = TrackTable.Instance()) throws -> (Double, Int) {
    var worst = 0.0, inexact = 0
    for layerTime in times {
        // The copy's time, computed as the table computes it.
        let g = try generalValues(animations, at: layerTime - instance.timeShift)
        let model = TrackTable.Values(opacity: trackModelOpacity, positionX: trackModelPosition.x,
                                      positionY: trackModelPosition.y)
        let v = table.values(at: layerTime, instance: instance, model: model)
        let transform = v.wasWritten(.scale) ? Transform3D.identity.replacing(.scale, with: v.scale) : .identity
        let pairs = [(g.opacity, v.opacity), (g.weight, v.offsetWeight), (g.position.x, v.positionX),
                     (g.position.y, v.positionY)] + zip(g.transform.fields, transform.fields).map { ($0, $1) }
        var differs = false
        for (a, b) in pairs where a != b {
            differs = true
            worst = max(worst, a.isFinite && b.isFinite ? abs(a - b) : .infinity)
        }
        if differs { inexact += 1 }
    }
    return (worst, inexact)
}

/// Expects the table of `animations` to match the general evaluator at
/// every test time, within `trackTolerance`.
func expectTableMatches(_ animations: [Animation], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let table = try compiledTable(animations)
    let (worst, inexact) = try largestDifference(animations, table: table, times: trackTestTimes(animations))
    #expect(worst <= trackTolerance, "largest difference \(worst) at \(inexact) times",
            sourceLocation: sourceLocation)
    // Same arithmetic in the same order: not even the last bit differs.
    #expect(inexact == 0, "\(inexact) times differ in the last bits", sourceLocation: sourceLocation)
}

/// A number keyframe animation.
func numberKeyframes(_ keyPath: String, _ values: [Double], keyTimes: [Double] = [],
                     functions: [TimingFunction] = [], mode: CalculationMode = .linear,
                     timing: MediaTiming = MediaTiming(duration: 1), timingFunction: TimingFunction? = nil,
                     additive: Bool = false, cumulative: Bool = false, removedOnCompletion: Bool = true) -> Animation {
    Animation(keyPath: keyPath, kind: .keyframe(values: values.map { .number($0) }, keyTimes: keyTimes,
                                                timingFunctions: functions, calculationMode: mode),
              timing: timing, timingFunction: timingFunction, isAdditive: additive, isCumulative: cumulative,
              isRemovedOnCompletion: removedOnCompletion)
}
