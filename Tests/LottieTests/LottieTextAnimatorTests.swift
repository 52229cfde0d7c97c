import Foundation
import Layers
@testable import Lottie
import Testing

/// Text animators (`t.a`): the range selector's shapes, and characters
/// moved, faded and recoloured one by one in After Effects' reading.
@Suite struct LottieTextAnimatorTests {
    /// A range selector with fixed values.
    struct Selector: Sendable, CustomStringConvertible {
        var shape = 1, start = 0.0, end = 100.0, offset = 0.0, amount = 100.0, easeHigh = 0.0
        var smoothness = 100.0, inPercent = true

        var animator: LottieImporting.LottieTextAnimator {
            LottieImporting.LottieTextAnimator(
                start: .fixed([start]), end: .fixed([end]), offset: .fixed([offset]), amount: .fixed([amount]),
                easeHigh: .fixed([easeHigh]), easeLow: .fixed([0]), smoothness: .fixed([smoothness]), shape: shape,
                inPercent: inPercent, basis: 1)
        }

        var description: String {
            "sh \(shape) \(start)…\(end)\(inPercent ? " %" : "") offset \(offset) amount \(amount) "
                + "xe \(easeHigh) sm \(smoothness)"
        }

        /// The selections of the characters 0..<total.
        func selections(total: Int = 4) -> [Double] {
            let a = animator
            return (0..<total).map { LottieImporting.selection(of: a, atFrame: 0, index: Double($0), total: Double(total)) }
        }
    }

    /// Each shape over 4 characters, worked by hand: a percent range of
    /// 0…100 is units 0…4. Square: a whole character inside is 1, one the
    /// edge crosses the part inside (62.5 % ends at 2.5); smoothness 0
    /// rounds the ends (0.5 → 0 and 3.5 → 4, halves to even). Ramps:
    /// (½ + i)/4 up, 1 − that down; triangle twice the ramp, folded at 1;
    /// round √(1 − t²/4), t = i + ½ − 2; smooth ½(1 + cos π(1 + (i + ½)/2)).
    static let shapes: [(Selector, [Double])] = [
        (Selector(end: 50), [1, 1, 0, 0]),
        (Selector(end: 62.5), [1, 1, 0.5, 0]),
        (Selector(start: 12.5), [0.5, 1, 1, 1]),
        (Selector(start: 12.5, end: 87.5, smoothness: 0), [1, 1, 1, 1]),
        (Selector(start: 25, end: 75, smoothness: 0), [0, 1, 1, 0]),
        (Selector(end: 25, offset: 25), [0, 1, 0, 0]),
        (Selector(start: 1, end: 3, inPercent: false), [0, 1, 1, 0]),
        (Selector(amount: 50), [0.5, 0.5, 0.5, 0.5]),
        (Selector(shape: 2), [0.125, 0.375, 0.625, 0.875]),
        (Selector(shape: 3), [0.875, 0.625, 0.375, 0.125]),
        (Selector(shape: 4), [0.25, 0.75, 0.75, 0.25]),
        (Selector(shape: 5), [(1 - 2.25 / 4).squareRoot(), (1 - 0.25 / 4).squareRoot(),
                              (1 - 0.25 / 4).squareRoot(), (1 - 2.25 / 4).squareRoot()]),
        (Selector(shape: 6), [0.5 - 0.5.squareRoot() / 2, 0.5 + 0.5.squareRoot() / 2,
                              0.5 + 0.5.squareRoot() / 2, 0.5 - 0.5.squareRoot() / 2]),
    ]

    @Test(arguments: shapes)
    func selectorShapes(selector: Selector, expected: [Double]) {
        let got = selector.selections()
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(got)")
    }

    /// Ease high 50 % bends a ramp by the Bézier (0, 0), (0, 0), (0.5, 1),
    /// (1, 1): at parameter ½ it is at x 0.3125, y 0.5. A ramp over 8
    /// units puts the third character at (½ + 2)/8 = 0.3125.
    @Test func easeBendsTheSelection() {
        let eased = Selector(shape: 2, end: 8, easeHigh: 50, inPercent: false).selections(total: 8)[2]
        #expect(abs(eased - 0.5) < 1e-6, "\(eased)")
        #expect(Selector(shape: 2, end: 8, inPercent: false).selections(total: 8)[2] == 0.3125)
    }

    /// "IIII" at size 50 from (20, 60): character k covers x 20 + 10k …
    /// 25 + 10k, y 25…60, blue; `animators` is `t.a`'s JSON.
    static func document(_ animators: String, text: String = "IIII") -> String {
        let doc = "{\"d\": {\"k\": [{\"t\": 0, \"s\": {\"f\": \"F-R\", \"t\": \"\(text)\", \"s\": 50, \"fc\": [0, 0, 1]}}]}, "
            + "\"a\": \(animators)}"
        return LottieTextTests.document("", t: doc)
    }

    /// "IIII" with one animator (`range`), read in After Effects' reading.
    static func animated(_ selector: String, _ properties: String, shape: Int = 1) throws -> LottieImport {
        try LottieImport(json: document(range(selector, properties, shape: shape)), reading: .afterEffects)
    }

    static func range(_ selector: String, _ properties: String, shape: Int = 1) -> String {
        "[{\"s\": {\"t\": 0, \"a\": {\"a\": 0, \"k\": 100}, \"b\": 1, \"sh\": \(shape), \(selector)}, \"a\": {\(properties)}}]"
    }

    /// Opacity 0 over the first half: characters 0 and 1 vanish, 2 and 3
    /// stay. In Core Animation's reading (lottie-ios draws no animators)
    /// every character stays, with a warning.
    @Test func opacityFadesTheSelectedCharacters() throws {
        let json = Self.document(Self.range("\"s\": {\"a\": 0, \"k\": 0}, \"e\": {\"a\": 0, \"k\": 50}",
                                            "\"o\": {\"a\": 0, \"k\": 0}"))
        let ae = try LottieImport(json: json, reading: .afterEffects)
        #expect(try ae.pixel(22, 40, at: 0) == LottieRenderTests.clear)
        #expect(try ae.pixel(32, 40, at: 0) == LottieRenderTests.clear)
        #expect(try ae.pixel(42, 40, at: 0) == LottieRenderTests.blue)
        #expect(try ae.pixel(52, 40, at: 0) == LottieRenderTests.blue)
        #expect(ae.warnings.isEmpty)
        let ca = try LottieImport(json: json, reading: .coreAnimation)
        #expect(try ca.pixel(22, 40, at: 0) == LottieRenderTests.blue)
        #expect(ca.warnings.map(\.description) == ["layers[0].t.a: text animators are not drawn, as lottie-ios draws "
                                                    + "none (--lottie-reading after-effects draws them)"])
    }

    /// A position offset (0, −30) on the last character only (index units
    /// 3…4): it stands at y −5…30, the others where they were.
    @Test func positionMovesTheSelectedCharacter() throws {
        let lottie = try Self.animated("\"r\": 2, \"s\": {\"a\": 0, \"k\": 3}, \"e\": {\"a\": 0, \"k\": 4}",
                                       "\"p\": {\"a\": 0, \"k\": [0, -30]}")
        #expect(try lottie.pixel(52, 50, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(52, 10, at: 0) == LottieRenderTests.blue)
        #expect(try lottie.pixel(42, 50, at: 0) == LottieRenderTests.blue)
    }

    /// Scale 200 % and a quarter turn of the first character, about the
    /// centre of its advance on the baseline, (25, 60): scaled, its
    /// x 20…25, y 25…60 becomes x 15…25, y −10…60; turned (clockwise on
    /// screen), x 25…60, y 55…60.
    @Test func scaleAndRotationPivotOnTheAdvanceCentre() throws {
        let first = "\"r\": 2, \"s\": {\"a\": 0, \"k\": 0}, \"e\": {\"a\": 0, \"k\": 1}"
        let scaled = try Self.animated(first, "\"s\": {\"a\": 0, \"k\": [200, 200]}")
        #expect(try scaled.pixel(17, 40, at: 0) == LottieRenderTests.blue)
        #expect(try scaled.pixel(22, 5, at: 0) == LottieRenderTests.blue)
        #expect(try scaled.pixel(27, 5, at: 0) == LottieRenderTests.clear)
        let turned = try Self.animated(first, "\"r\": {\"a\": 0, \"k\": 90}")
        #expect(try turned.pixel(22, 40, at: 0) == LottieRenderTests.clear)
        #expect(try turned.pixel(57, 57, at: 0) == LottieRenderTests.blue)
        #expect(try turned.pixel(27, 52, at: 0) == LottieRenderTests.clear)
    }

    /// An end keyframed from 0 % (frame 0) to 100 % (frame 10) with the
    /// fill colour red: blue at frame 0, every character red at frame 10,
    /// half of them at frame 5.
    @Test func keyframedSelectorsAreSampled() throws {
        let end = "\"e\": " + LottieJSON.animated("0", "100")
        let lottie = try Self.animated("\"s\": {\"a\": 0, \"k\": 0}, " + end, "\"fc\": {\"a\": 0, \"k\": [1, 0, 0, 1]}")
        let fps = 10.0
        #expect(try lottie.pixel(22, 40, at: 0) == LottieRenderTests.blue)
        #expect(try lottie.pixel(22, 40, at: 5 / fps) == LottieRenderTests.red)
        #expect(try lottie.pixel(42, 40, at: 5 / fps) == LottieRenderTests.blue)
        #expect(try lottie.pixel(52, 40, at: 10 / fps) == LottieRenderTests.red)
    }

    /// A stroke width animator adds selection × `sw` to the document's
    /// width (1 + 4 on the first character of four, stroke over fill).
    @Test func strokeWidthIsAdded() throws {
        let doc = "{\"d\": {\"k\": [{\"t\": 0, \"s\": {\"f\": \"F-R\", \"t\": \"IIII\", \"s\": 50, "
            + "\"fc\": [0, 0, 1], \"sc\": [1, 0, 0], \"sw\": 1, \"of\": true}}]}, \"a\": "
            + Self.range("\"r\": 2, \"s\": {\"a\": 0, \"k\": 0}, \"e\": {\"a\": 0, \"k\": 1}",
                         "\"sw\": {\"a\": 0, \"k\": 4}") + "}"
        let lottie = try LottieImport(json: LottieTextTests.document("", t: doc), reading: .afterEffects)
        #expect(LottieTextTests.shapes(lottie).map(\.lineWidth) == [5, 1, 1, 1])
        #expect(lottie.warnings.isEmpty)
    }

    /// Offsets that overflow the doubles are one error, not a frame of
    /// infinities; a ramp from −∞ (start and offset −1e308) selects
    /// nothing rather than ∞/∞.
    @Test func overflowingValuesFailCleanly() throws {
        let huge = "\"p\": {\"a\": 0, \"k\": [1e308, 0]}"
        let twice = "[" + Self.range("\"s\": {\"a\": 0, \"k\": 0}", huge).dropFirst().dropLast() + ", "
            + Self.range("\"s\": {\"a\": 0, \"k\": 0}", huge).dropFirst()
        #expect(throws: (any Error).self) { try LottieImport(json: Self.document(twice), reading: .afterEffects) }
        let endless = try Self.animated(
            "\"s\": {\"a\": 0, \"k\": -1e308}, \"e\": {\"a\": 0, \"k\": 1e308}, \"o\": {\"a\": 0, \"k\": -1e308}",
            "\"o\": {\"a\": 0, \"k\": 0}", shape: 2)
        #expect(try endless.pixel(22, 40, at: 0) == LottieRenderTests.blue)
    }

    /// Only the tracks that change hold samples: 40 characters fading
    /// over 2 000 frames are 40 opacity tracks of at most 2 001 samples
    /// (under the limit of 100 000), not six tracks of 2 001 each
    /// (480 240, over it).
    @Test func onlyChangingTracksCountAgainstTheLimit() throws {
        let end = "\"e\": " + LottieJSON.animated("0", "100", t1: 2000)
        let json = Self.document(Self.range("\"s\": {\"a\": 0, \"k\": 0}, " + end, "\"o\": {\"a\": 0, \"k\": 0}"),
                                 text: String(repeating: "I", count: 40))
        let lottie = try LottieImport(json: json, reading: .afterEffects)
        let animated = lottie.scene.root.sublayers.flatMap { $0.sublayers }.flatMap { $0.sublayers }
        #expect(animated.count == 40)
        #expect(animated.allSatisfy { $0.animations.map(\.animation.keyPath) == ["opacity"] })
    }

    /// What is not drawn is named: a tracking animator, a randomized order.
    @Test func unsupportedPartsAreWarned() throws {
        let lottie = try Self.animated("\"rn\": 1, \"s\": {\"a\": 0, \"k\": 0}",
                                       "\"t\": {\"a\": 0, \"k\": 10}, \"o\": {\"a\": 0, \"k\": 0}")
        #expect(lottie.warnings.map(\.feature)
                == ["randomized text selectors (drawn in order)", "text animator property \"t\""])
    }
}
