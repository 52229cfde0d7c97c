import Geometry
import Layers
import Testing
@testable import Lottie

/// Track mattes (`tt`, `td`, `tp`) against hand-computed pixels: a red
/// 100×100 solid matted by a white (or colored) 50×100 solid on the left.
@Suite struct LottieMatteTests {
    static let red = "#ff0000"

    /// The matted red layer under a matte solid of `color`; `extra` goes on the matted layer.
    static func matted(tt: Int, color: String = "#ffffff", matteKS: String = "{}", matteIP: Double = 0,
                       matteOP: Double = 20, mattedKS: String = "{}") -> String {
        LottieJSON.document([
            LottieJSON.layer(1, name: "matte", ks: matteKS, ind: 1, ip: matteIP, op: matteOP,
                             extra: "\"sw\": 50, \"sh\": 100, \"sc\": \"\(color)\", \"td\": 1"),
            LottieJSON.layer(1, name: "content", ks: mattedKS, ind: 2,
                             extra: "\"sw\": 100, \"sh\": 100, \"sc\": \"\(red)\", \"tt\": \(tt)"),
        ])
    }

    /// (tt, matte color, pixel inside the matte, pixel outside it).
    /// White: luminance 255 (0.2126 + 0.7152 + 0.0722 = 1); green:
    /// 0.7152 · 255 = 182.376 → 182, inverted 72.624 → 73.
    static let table: [(Int, String, [UInt8], [UInt8])] = [
        (1, "#ffffff", [255, 0, 0, 255], [0, 0, 0, 0]),
        (2, "#ffffff", [0, 0, 0, 0], [255, 0, 0, 255]),
        (3, "#ffffff", [255, 0, 0, 255], [0, 0, 0, 0]),
        (4, "#ffffff", [0, 0, 0, 0], [255, 0, 0, 255]),
        (1, "#00ff00", [255, 0, 0, 255], [0, 0, 0, 0]),
        (3, "#00ff00", [182, 0, 0, 182], [0, 0, 0, 0]),
        (4, "#00ff00", [73, 0, 0, 73], [255, 0, 0, 255]),
        (3, "#000000", [0, 0, 0, 0], [0, 0, 0, 0]),
    ]

    @Test(arguments: 0..<table.count)
    func matteTypeKeepsItsShare(_ index: Int) throws {
        let (tt, color, inside, outside) = Self.table[index]
        let file = try LottieImport(json: Self.matted(tt: tt, color: color))
        #expect(try file.pixel(25, 50, at: 0) == inside, "tt \(tt) \(color) inside")
        #expect(try file.pixel(75, 50, at: 0) == outside, "tt \(tt) \(color) outside")
        #expect(file.warnings.isEmpty, "\(file.warnings)")
    }

    /// The matte keeps its own animation (moving right by 50 over frames
    /// 0…10) and is not drawn itself.
    @Test func matteMovesWithItsOwnAnimation() throws {
        let ks = "{\"p\": \(LottieJSON.animated("0,0", "50,0"))}"
        let file = try LottieImport(json: Self.matted(tt: 1, matteKS: ks))
        #expect(try file.pixel(25, 50, at: 0) == [255, 0, 0, 255])
        #expect(try file.pixel(75, 50, at: 0) == [0, 0, 0, 0])
        #expect(try file.pixel(25, 50, at: 1) == [0, 0, 0, 0])
        #expect(try file.pixel(75, 50, at: 1) == [255, 0, 0, 255])
        // Halfway (frame 5): the matte spans 25…75.
        #expect(try file.pixel(20, 50, at: 0.5) == [0, 0, 0, 0])
        #expect(try file.pixel(30, 50, at: 0.5) == [255, 0, 0, 255])
        let inverted = try LottieImport(json: Self.matted(tt: 2, matteKS: ks))
        #expect(try inverted.pixel(25, 50, at: 0) == [0, 0, 0, 0], "the white matte itself is never drawn")
    }

    /// The matted layer's transform moves only it: the matte stays in
    /// composition coordinates.
    @Test func mattedLayerTransformDoesNotMoveTheMatte() throws {
        let file = try LottieImport(json: Self.matted(tt: 1, mattedKS: "{\"p\": {\"a\": 0, \"k\": [10, 0]}}"))
        #expect(try file.pixel(5, 50, at: 0) == [0, 0, 0, 0], "no content left of 10")
        #expect(try file.pixel(45, 50, at: 0) == [255, 0, 0, 255])
        #expect(try file.pixel(55, 50, at: 0) == [0, 0, 0, 0], "outside the matte")
    }

    /// Outside its in/out points the matte draws nothing: alpha mattes
    /// hide the layer, inverted ones keep all of it.
    @Test func matteOutsideItsFramesIsEmpty() throws {
        let alpha = try LottieImport(json: Self.matted(tt: 1, matteOP: 5))
        #expect(try alpha.pixel(25, 50, at: 0) == [255, 0, 0, 255])
        #expect(try alpha.pixel(25, 50, at: 1) == [0, 0, 0, 0])
        let inverted = try LottieImport(json: Self.matted(tt: 2, matteOP: 5))
        #expect(try inverted.pixel(25, 50, at: 1) == [255, 0, 0, 255])
        #expect(try inverted.pixel(75, 50, at: 1) == [255, 0, 0, 255])
    }

    /// `tp` names the matte source by index, wherever it is listed.
    @Test func matteParentIndexPicksTheSource() throws {
        let json = LottieJSON.document([
            LottieJSON.layer(1, name: "content", ind: 2,
                             extra: "\"sw\": 100, \"sh\": 100, \"sc\": \"#ff0000\", \"tt\": 1, \"tp\": 7"),
            LottieJSON.layer(1, name: "below", ind: 3, extra: "\"sw\": 10, \"sh\": 10, \"sc\": \"#0000ff\""),
            LottieJSON.layer(1, name: "matte", ind: 7,
                             extra: "\"sw\": 50, \"sh\": 100, \"sc\": \"#ffffff\", \"td\": 1"),
        ])
        let file = try LottieImport(json: json)
        #expect(try file.pixel(25, 50, at: 0) == [255, 0, 0, 255])
        #expect(try file.pixel(75, 50, at: 0) == [0, 0, 0, 0])
        #expect(try file.pixel(5, 5, at: 0) == [255, 0, 0, 255], "the unmatted blue layer lies beneath")
        #expect(try file.pixel(5, 95, at: 0) == [255, 0, 0, 255])
    }

    /// A `tp` naming no layer is taken as absent, as lottie-ios takes it
    /// (it was an error): the layer above is the matte, with a warning.
    @Test func matteParentNamingNoLayerFallsBackToTheLayerAbove() throws {
        let json = LottieJSON.document([
            LottieJSON.layer(1, name: "matte", ind: 7, extra: "\"sw\": 50, \"sh\": 100, \"sc\": \"#ffffff\", \"td\": 1"),
            LottieJSON.layer(1, name: "content", ind: 2,
                             extra: "\"sw\": 100, \"sh\": 100, \"sc\": \"#ff0000\", \"tt\": 1, \"tp\": 9"),
        ])
        let file = try LottieImport(json: json)
        #expect(file.warnings.map(\.feature) == ["matte parent tp 9 names no layer"])
        #expect(try file.pixel(25, 50, at: 0) == [255, 0, 0, 255])
        #expect(try file.pixel(75, 50, at: 0) == [0, 0, 0, 0])
    }

    /// Without a layer above, the layer is drawn unmatted (as ThorVG).
    @Test func matteWithoutSourceLeavesTheLayerWhole() throws {
        let json = LottieJSON.document([
            LottieJSON.layer(1, name: "content", ind: 2, extra: "\"sw\": 100, \"sh\": 100, \"sc\": \"#ff0000\", \"tt\": 1"),
        ])
        #expect(try LottieImport(json: json).pixel(75, 50, at: 0) == [255, 0, 0, 255])
    }

    @Test func theModelCarriesTheMatteMode() throws {
        let file = try LottieImport(json: Self.matted(tt: 4))
        let matted = try #require(file.scene.root.sublayers.first)
        #expect(matted.maskMode == .invertedLuminance && matted.mask?.name == "matte")
    }
}
