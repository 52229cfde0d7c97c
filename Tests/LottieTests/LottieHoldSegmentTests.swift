import Foundation
import Lottie
import Testing

/// Keyframes that mix holds and eased segments, as lottie-ios's Core
/// Animation engine plays them: a hold run of one segment between others
/// (or first, from the in point) draws nothing, and the layer shows its
/// own Core Animation value there (10 fps: frame f at f / 10 s; pixels
/// premultiplied).
@Suite struct LottieHoldSegmentTests {
    /// Keyframes `(frame, value, hold)` of a one-number property.
    static func keys(_ list: [(Double, String, Bool)]) -> String {
        let k = list.map { t, s, h in
            "{\"t\": \(t), \"s\": [\(s)], \"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}\(h ? ", \"h\": 1" : "")}"
        }
        return "{\"a\": 1, \"k\": [\(k.joined(separator: ", "))]}"
    }

    /// An alpha within one level of `opacity` · 255.
    static func near(_ alpha: UInt8, _ opacity: Double) -> Bool { abs(Double(alpha) - opacity * 255) <= 1 }

    /// A red 100×100 solid with transform `ks`, in a document.
    static func solid(ks: String, ip: Double = 0) throws -> LottieImport {
        try LottieImport(json: LottieJSON.document([LottieJSON.solid("S", w: 100, h: 100, ks: ks)], ip: ip))
    }

    /// A fill opacity eased 100 → 40 over frames 0…5, held at 40 until
    /// frame 12 between eased segments: lottie-ios draws the fill opaque
    /// through the hold (its layer's own opacity, 1).
    @Test func fillOpacityHeldBetweenEasedSegmentsIsOpaque() throws {
        let o = Self.keys([(0, "100", false), (5, "40", true), (12, "40", false), (20, "100", false)])
        let fill = "{\"ty\": \"fl\", \"c\": {\"a\": 0, \"k\": [1, 0, 0, 1]}, \"o\": \(o), \"r\": 1}"
        let lottie = try LottieImport(json: LottieJSON.document([
            LottieJSON.shapes("F", LottieJSON.rect(center: "50, 50", size: "40, 40") + "," + fill)]))
        #expect(try lottie.pixel(50, 50, at: 0.8)[3] == 255)
        #expect(try lottie.pixel(50, 50, at: 1.1)[3] == 255)
        // Eased segments are as the file says: 64 % at frame 3, 70 % at 16.
        #expect(Self.near(try lottie.pixel(50, 50, at: 0.3)[3], 0.64))
        #expect(Self.near(try lottie.pixel(50, 50, at: 1.6)[3], 0.70))
    }

    /// A layer opacity that holds 20 % from the in point: the first run
    /// starts at the in point, so it is opaque until the eased segment;
    /// held from frame 2 instead, the run is stretched back to the in
    /// point and its value shows.
    @Test func firstHoldShowsOnlyWhenItStartsAfterTheInPoint() throws {
        let atIn = try Self.solid(ks: "{\"o\": \(Self.keys([(0, "20", true), (10, "90", false), (20, "50", false)]))}")
        #expect(try atIn.pixel(50, 50, at: 0.5)[3] == 255)
        #expect(try atIn.pixel(50, 50, at: 0.0)[3] == 255)
        let later = try Self.solid(ks: "{\"o\": \(Self.keys([(2, "20", true), (10, "90", false), (20, "50", false)]))}")
        #expect(Self.near(try later.pixel(50, 50, at: 0.5)[3], 0.2))
    }

    /// A last hold run is drawn (its value shows), and so are keyframes
    /// that all hold.
    @Test func lastHoldAndAllHoldsKeepTheirValues() throws {
        let last = try Self.solid(ks: "{\"o\": \(Self.keys([(0, "90", false), (10, "30", true), (20, "30", true)]))}")
        #expect(Self.near(try last.pixel(50, 50, at: 1.5)[3], 0.3))
        let all = try Self.solid(ks: "{\"o\": \(Self.keys([(0, "90", true), (5, "30", true), (20, "60", true)]))}")
        #expect(Self.near(try all.pixel(50, 50, at: 0.2)[3], 0.9))
        #expect(Self.near(try all.pixel(50, 50, at: 1.0)[3], 0.3))
    }

    /// A position held between eased segments is the layer's own, the
    /// origin: the 20×10 solid sits at the top-left corner for the hold.
    @Test func positionHeldBetweenEasedSegmentsIsTheOrigin() throws {
        let p = "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [50, 50], \"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, "
            + "{\"t\": 5, \"s\": [60, 60], \"h\": 1}, {\"t\": 15, \"s\": [60, 60], \"o\": {\"x\": 0, \"y\": 0}, "
            + "\"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 20, \"s\": [70, 70]}]}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("S", ks: "{\"p\": \(p)}")]))
        #expect(try lottie.pixel(5, 5, at: 1.0) == LottieRenderTests.red)
        #expect(try lottie.pixel(65, 65, at: 1.0) == LottieRenderTests.clear)
        // Frame 2, eased: at (54, 54).
        #expect(try lottie.pixel(60, 60, at: 0.2) == LottieRenderTests.red)
        #expect(try lottie.pixel(5, 5, at: 0.2) == LottieRenderTests.clear)
    }

    /// With a negative x scale lottie-ios animates the transform as one
    /// matrix: during the held span of its position the whole transform
    /// is the identity (no anchor, flip or position), the solid at the
    /// origin; outside it, flipped about its anchor at (50, 50).
    @Test func flippedTransformIsTheIdentityDuringAHold() throws {
        let p = "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [50, 50], \"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, "
            + "{\"t\": 5, \"s\": [50, 50], \"h\": 1}, {\"t\": 15, \"s\": [50, 50], \"o\": {\"x\": 0, \"y\": 0}, "
            + "\"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 20, \"s\": [50, 50]}]}"
        let ks = "{\"a\": {\"k\": [30, 5]}, \"p\": \(p), \"s\": {\"k\": [-100, 100]}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("S", w: 40, h: 10, ks: ks)]))
        #expect(try lottie.pixel(35, 5, at: 1.0) == LottieRenderTests.red)
        #expect(try lottie.pixel(65, 50, at: 1.0) == LottieRenderTests.clear)
        // Outside the hold: x 50 − (x − 30), 40…80; y 45…55.
        #expect(try lottie.pixel(65, 50, at: 0.2) == LottieRenderTests.red)
        #expect(try lottie.pixel(35, 5, at: 0.2) == LottieRenderTests.clear)
    }

    /// Inside a precomposition starting at root frame 5 (st), a hold at
    /// its frame 0 starts after the root's in point: its value shows.
    @Test func precompositionStartTimeMovesTheFirstHold() throws {
        let o = Self.keys([(0, "20", true), (10, "90", false), (20, "50", false)])
        let asset = "[{\"id\": \"c\", \"layers\": [\(LottieJSON.solid("inner", w: 100, h: 100, ks: "{\"o\": \(o)}", op: 40))]}]"
        let pre = LottieJSON.layer(0, name: "pre", extra: "\"refId\": \"c\", \"w\": 100, \"h\": 100, \"st\": 5")
            .replacingOccurrences(of: "\"st\": 0, ", with: "")
        let lottie = try LottieImport(json: LottieJSON.document([pre], assets: asset))
        #expect(Self.near(try lottie.pixel(50, 50, at: 0.7)[3], 0.2))
    }
}
