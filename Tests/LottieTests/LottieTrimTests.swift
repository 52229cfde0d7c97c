import Geometry
import Layers
import Lottie
import Paths
import Presentation
import SceneFile
import Testing

/// Trim paths (`tm`): the trimmed range as the shape layers'
/// strokeStart…strokeEnd (a wrapped range as two layers), against
/// hand-computed fractions, and pixels of a trimmed line.
@Suite struct LottieTrimTests {
    /// A trim item; each of `s`, `e`, `o` is a JSON property value.
    static func trim(s: String, e: String, o: String = "0", m: Int = 1) -> String {
        func property(_ v: String) -> String { v.hasPrefix("{") ? v : "{\"a\": 0, \"k\": \(v)}" }
        return "{\"ty\": \"tm\", \"s\": \(property(s)), \"e\": \(property(e)), \"o\": \(property(o)), \"m\": \(m)}"
    }

    /// A horizontal open path from (10, 50) to (90, 50): 80 points long.
    static let line = "{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": {\"c\": false, \"v\": [[10, 50], [90, 50]], "
        + "\"i\": [[0, 0], [0, 0]], \"o\": [[0, 0], [0, 0]]}}}"

    /// Every presented shape layer's (strokeStart, strokeEnd) at `t`, in
    /// drawing order.
    static func pieces(_ lottie: LottieImport, at t: Double = 0) throws -> [[Double]] {
        var found: [[Double]] = []
        func walk(_ l: PresentedLayer) {
            if l.model is ShapeLayer {
                found.append([l.values["strokeStart"]?.number ?? .nan, l.values["strokeEnd"]?.number ?? .nan])
            }
            l.sublayers.forEach(walk)
        }
        walk(try lottie.scene.presentation(at: t).root)
        return found
    }

    static func lottie(_ items: [String]) throws -> LottieImport {
        try LottieImport(json: LottieJSON.document([LottieJSON.shapes("T", items.joined(separator: ","))]))
    }

    static func near(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 } }
    }

    /// Fixed trims: start and end in percent, ordered, clamped to 0…100,
    /// moved by the offset's fraction of a turn; a range past the path's
    /// end wraps to a second layer from 0; an empty one draws nothing.
    @Test(arguments: [
        ("25", "75", "0", [[0.25, 0.75]]),
        ("75", "25", "0", [[0.25, 0.75]]),  // s > e: swapped
        ("0", "100", "0", [[0, 1]]),  // the whole path: untrimmed
        ("-20", "120", "0", [[0, 1]]),  // clamped to 0…100
        ("40", "40", "0", []),  // empty: no layer
        ("10", "30", "90", [[0.35, 0.55]]),  // 90° is a quarter of the length
        ("10", "30", "450", [[0.35, 0.55]]),  // 450° ≡ 90°
        ("50", "100", "90", [[0.75, 1], [0, 0.25]]),  // 0.75…1.25 wraps
        ("0", "50", "-90", [[0.75, 1], [0, 0.25]]),  // −0.25…0.25 wraps
    ])
    func fixedTrim(s: String, e: String, o: String, expected: [[Double]]) throws {
        let lottie = try Self.lottie([Self.line, Self.trim(s: s, e: e, o: o), LottieJSON.stroke()])
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        let found = try Self.pieces(lottie)
        #expect(Self.near(found, expected), "\(found)")
    }

    /// Two trims in a row: the one nearer the path cuts it first
    /// (0…50 %), then the one listed after it keeps 50…100 % of that
    /// piece: 0 + 50 % · (50…100 %) = 25…50 %.
    @Test func trimsInSequenceCompose() throws {
        let lottie = try Self.lottie([Self.line, Self.trim(s: "0", e: "50"), Self.trim(s: "50", e: "100"),
                                      LottieJSON.stroke()])
        #expect(Self.near(try Self.pieces(lottie), [[0.25, 0.5]]))
    }

    /// A trim listed after a group trims the group's paths; one listed
    /// before it does not.
    @Test func trimOutsideGroup() throws {
        let group = "{\"ty\": \"gr\", \"it\": [\(Self.line), \(LottieJSON.stroke()), {\"ty\": \"tr\"}]}"
        let after = try Self.lottie([group, Self.trim(s: "0", e: "40")])
        #expect(Self.near(try Self.pieces(after), [[0, 0.4]]))
        let before = try Self.lottie([Self.trim(s: "0", e: "40"), group])
        #expect(Self.near(try Self.pieces(before), [[0, 1]]))
    }

    /// Mode 1 trims each path by the same fractions (a layer each); mode 2
    /// trims the paths as one sequence (one layer over their total), or,
    /// when one is animated, each over its own length, with a warning.
    @Test func simultaneouslyAndIndividually() throws {
        let second = Self.line.replacingOccurrences(of: "50]", with: "70]")
        let together = try Self.lottie([Self.line, second, Self.trim(s: "0", e: "50", m: 1), LottieJSON.stroke()])
        #expect(Self.near(try Self.pieces(together), [[0, 0.5], [0, 0.5]]))
        let sequence = try Self.lottie([Self.line, second, Self.trim(s: "0", e: "50", m: 2), LottieJSON.stroke()])
        #expect(Self.near(try Self.pieces(sequence), [[0, 0.5]]))
        let moving = "{\"ty\": \"el\", \"p\": \(LottieJSON.animated("30, 30", "60, 60")), \"s\": {\"a\": 0, \"k\": [10, 10]}}"
        let apart = try Self.lottie([Self.line, moving, Self.trim(s: "0", e: "50", m: 2), LottieJSON.stroke()])
        #expect(apart.warnings.map(\.feature) == ["animated paths trimmed individually (each over its own length)"])
        #expect(Self.near(try Self.pieces(apart), [[0, 0.5], [0, 0.5]]))
    }

    /// Animated end 0 → 100 % over frames 0…10 (linear): 50 % at frame 5.
    /// An offset 0 → 360° over frames 0…10 turns a 0…50 % trim: at frame 5
    /// (180°) it is 50…100 %; at frame 7.5 (270°) 75…125 %, which wraps.
    @Test func animatedTrim() throws {
        let end = try Self.lottie([Self.line, Self.trim(s: "0", e: LottieJSON.animated("0", "100")), LottieJSON.stroke()])
        #expect(Self.near(try Self.pieces(end, at: 0.5), [[0, 0.5]]))
        let turning = try Self.lottie([Self.line, Self.trim(s: "0", e: "50", o: LottieJSON.animated("0", "360")),
                                       LottieJSON.stroke()])
        #expect(Self.near(try Self.pieces(turning, at: 0.5), [[0.5, 1], [0, 0]]))
        #expect(Self.near(try Self.pieces(turning, at: 0.75), [[0.75, 1], [0, 0.25]]))
    }

    /// The 80-point line trimmed to 0…50 % is blue up to x = 50; turned by
    /// 270° it draws 75…100 % (x 70…90) and 0…25 % (x 10…30).
    @Test func trimmedLinePixels() throws {
        let blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
        let half = try Self.lottie([Self.line, Self.trim(s: "0", e: "50"), LottieJSON.stroke()])
        #expect(try half.pixel(30, 50, at: 0) == blue)
        #expect(try half.pixel(70, 50, at: 0) == clear)
        let wrapped = try Self.lottie([Self.line, Self.trim(s: "0", e: "50", o: "270"), LottieJSON.stroke()])
        #expect(try wrapped.pixel(20, 50, at: 0) == blue)
        #expect(try wrapped.pixel(50, 50, at: 0) == clear)
        #expect(try wrapped.pixel(80, 50, at: 0) == blue)
    }

    /// A gradient stroke is trimmed as a plain one, in lottie-ios's way:
    /// the trimmed stroke masks the gradient. The line trimmed to
    /// 0…50 % is painted up to x = 50 only; turned by 270° its two pieces
    /// (x 70…90 and 10…30) both mask it. A trimmed gradient fill keeps
    /// its whole square, as lottie-ios's gradient fill mask takes no trim
    /// (`fillIgnoresTrims`). The strokes do not warn.
    @Test func trimmedGradientPixels() throws {
        let gradient = { (type: String) in
            "{\"ty\": \"\(type)\", \"t\": 1, \"o\": {\"a\": 0, \"k\": 100}, \"w\": {\"a\": 0, \"k\": 10}, "
                + "\"s\": {\"a\": 0, \"k\": [10, 50]}, \"e\": {\"a\": 0, \"k\": [90, 50]}, "
                + "\"g\": {\"p\": 2, \"k\": {\"a\": 0, \"k\": [0, 1, 0, 0, 1, 0, 0, 1]}}}"
        }
        func painted(_ p: [UInt8]) -> Bool { p[3] == 255 && Int(p[0]) + Int(p[2]) > 200 }
        let half = try Self.lottie([Self.line, Self.trim(s: "0", e: "50"), gradient("gs")])
        #expect(half.warnings.isEmpty, "\(half.warnings)")
        #expect(painted(try half.pixel(30, 50, at: 0)))
        #expect(try half.pixel(70, 50, at: 0) == [0, 0, 0, 0])
        let wrapped = try Self.lottie([Self.line, Self.trim(s: "0", e: "50", o: "270"), gradient("gs")])
        let (left, right) = (try wrapped.pixel(20, 50, at: 0), try wrapped.pixel(80, 50, at: 0))
        #expect(painted(left) && painted(right))
        #expect(try wrapped.pixel(50, 50, at: 0) == [0, 0, 0, 0])
        let square = LottieJSON.rect(center: "50, 50", size: "30, 30")
        let fill = try Self.lottie([square, gradient("gf"), Self.trim(s: "10", e: "35", o: "45")])
        #expect(fill.warnings.map(\.feature) == ["trim paths on a fill"])
        let (topLeft, bottomRight) = (try fill.pixel(38, 38, at: 0), try fill.pixel(62, 62, at: 0))
        #expect(painted(topLeft) && painted(bottomRight))
    }

    /// Sampling is bounded: a trim keyframed out to frame 1e308 would be
    /// sampled at more whole frames than the keyframe limit allows, and
    /// fails with that limit instead of sampling.
    @Test func samplingIsBounded() throws {
        let end = LottieJSON.animated("0", "100", t1: 1e308)
        let json = LottieJSON.document([LottieJSON.shapes("T", [Self.line, Self.trim(s: "0", e: end),
                                                                LottieJSON.stroke()].joined(separator: ","))])
        let error = try #require(throws: SceneFileError.self) { try LottieImport(json: json) }
        #expect(error.description.contains("SceneFileLimits.maximumAnimations"), "\(error)")
    }

    /// Fills ignore trims, as lottie-ios's Core Animation engine draws
    /// them (a trim sets strokeStart/strokeEnd, which cut strokes only):
    /// a circle of diameter 40 about (50, 50) trimmed to 20…45 % with a
    /// 90° offset (mode 2) is filled whole, with its untrimmed path, and
    /// warned once; so is a keyframed ellipse. Two squares under one trim
    /// keep a layer each, as lottie-ios keeps one per path in a render
    /// group holding a trim, while the stroke beside them is still cut.
    @Test func fillIgnoresTrims() throws {
        let circle = "{\"ty\": \"el\", \"p\": {\"a\": 0, \"k\": [50, 50]}, \"s\": {\"a\": 0, \"k\": [40, 40]}}"
        let trim = Self.trim(s: "20", e: "45", o: "90", m: 2)
        let filled = try Self.lottie([circle, LottieJSON.fill(), trim])
        #expect(filled.warnings.map(\.feature) == ["trim paths on a fill"], "\(filled.warnings)")
        #expect(filled.warnings.first?.consequence == "(drawn untrimmed, as lottie-ios)")
        #expect(try LottieShapeTests.path(filled, at: 0).count == 6)
        for (x, y) in [(50, 50), (35, 50), (65, 50), (50, 35), (50, 65)] {
            #expect(try filled.pixel(x, y, at: 0) == LottieRenderTests.red, "(\(x), \(y))")
        }
        let moving = "{\"ty\": \"el\", \"p\": \(LottieJSON.animated("40, 40", "60, 60")), \"s\": {\"a\": 0, \"k\": [30, 30]}}"
        let animated = try Self.lottie([moving, LottieJSON.fill(), Self.trim(s: "0", e: "30")])
        #expect(animated.warnings.map(\.feature) == ["trim paths on a fill"])
        #expect(try animated.pixel(30, 40, at: 0) == LottieRenderTests.red)
        let squares = [LottieJSON.rect(center: "30, 50", size: "10, 10"), LottieJSON.rect(center: "70, 50", size: "10, 10")]
        let two = try Self.lottie(squares + [LottieJSON.fill(), LottieJSON.stroke(), Self.trim(s: "0", e: "50", m: 2)])
        let layers = try Self.pieces(two)
        #expect(layers.count == 3, "\(layers)")
        #expect(layers.filter { $0 == [0, 1] }.count == 2, "\(layers)")
        #expect(try two.pixel(30, 50, at: 0) == LottieRenderTests.red)
        #expect(try two.pixel(70, 50, at: 0) == LottieRenderTests.red)
    }
}
