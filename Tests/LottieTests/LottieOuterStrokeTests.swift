import Lottie
import Testing

/// A stroke listed after a group strokes the group's paths in the
/// stroke's own space: the group's transform moves and scales the path,
/// not the pen (as lottie-ios and lottie-web draw it; Issues/issue_1855).
@Suite struct LottieOuterStrokeTests {
    static let blue: [UInt8] = [0, 0, 255, 255]

    /// A group transform `tr` with position `p` and scale `s` (percent).
    static func tr(p: String, s: String) -> String {
        "{\"ty\": \"tr\", \"p\": {\"a\": 0, \"k\": [\(p)]}, \"a\": {\"a\": 0, \"k\": [0, 0]}, \"s\": \(s), "
            + "\"r\": {\"a\": 0, \"k\": 0}, \"o\": {\"a\": 0, \"k\": 100}}"
    }

    static func fixed(_ v: String) -> String { "{\"a\": 0, \"k\": [\(v)]}" }

    /// A shape layer: `group`, then a blue stroke 2 wide.
    static func document(_ group: String) throws -> LottieImport {
        try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", group + "," + LottieJSON.stroke(width: 2))]))
    }

    /// A 10-point square scaled 300 % about (50, 50): its left edge at
    /// x 35, stroked 34…36. Drawn inside the group the pen would be 6
    /// wide (32…38).
    @Test func aScaledGroupKeepsThePenWidth() throws {
        let group = "{\"ty\": \"gr\", \"it\": [\(LottieJSON.rect(center: "0,0", size: "10,10")), "
            + "\(Self.tr(p: "50, 50", s: Self.fixed("300, 300")))]}"
        let lottie = try Self.document(group)
        #expect(try lottie.pixel(34, 50, at: 0) == Self.blue)
        #expect(try lottie.pixel(37, 50, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(32, 50, at: 0) == LottieRenderTests.clear)
    }

    /// Nested groups compose inner first: the square scaled 150 % and
    /// moved 5 right, then scaled 200 % and moved to (50, 50), spans
    /// x 45…75; its left edge is stroked 44…46.
    @Test func nestedGroupsComposeInnerFirst() throws {
        let inner = "{\"ty\": \"gr\", \"it\": [\(LottieJSON.rect(center: "0,0", size: "10,10")), "
            + "\(Self.tr(p: "5, 0", s: Self.fixed("150, 150")))]}"
        let outer = "{\"ty\": \"gr\", \"it\": [\(inner), \(Self.tr(p: "50, 50", s: Self.fixed("200, 200")))]}"
        let lottie = try Self.document(outer)
        #expect(try lottie.pixel(44, 50, at: 0) == Self.blue)
        #expect(try lottie.pixel(47, 50, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(41, 50, at: 0) == LottieRenderTests.clear)
    }

    /// A group whose scale is keyframed (here 300 % throughout) is still
    /// drawn with the stroke inside its transform, the pen scaled with it
    /// (6 wide: 32…38), a gap the Lottie README names.
    @Test func aKeyframedGroupStillScalesThePen() throws {
        let scale = LottieJSON.animated("300, 300", "300, 300")
        let group = "{\"ty\": \"gr\", \"it\": [\(LottieJSON.rect(center: "0,0", size: "10,10")), "
            + "\(Self.tr(p: "50, 50", s: scale))]}"
        let lottie = try Self.document(group)
        #expect(try lottie.pixel(37, 50, at: 0) == Self.blue)
    }
}
