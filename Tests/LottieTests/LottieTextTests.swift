import Foundation
import Geometry
import Layers
import Lottie
import Paths
import Testing

/// Text layers (`ty` 5) drawn from the file's glyph outlines (`chars`).
@Suite struct LottieTextTests {
    /// A font "F-R" whose only glyph "I" is the rectangle x 0…10,
    /// y −70…0 with an advance of 20, all at size 100.
    static let glyphs = """
        "fonts": {"list": [{"fName": "F-R", "fFamily": "F", "fStyle": "R", "ascent": 70}]},
        "chars": [{"ch": "I", "size": 100, "style": "R", "fFamily": "F", "w": 20, "data": {"shapes": [
          {"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"i": [[0,0],[0,0],[0,0],[0,0]],
           "o": [[0,0],[0,0],[0,0],[0,0]], "v": [[0,0],[0,-70],[10,-70],[10,0]], "c": true}}}]}]}}]
        """

    static func document(_ style: String, t: String? = nil, withGlyphs: Bool = true, extraKeys: String = "") -> String {
        let doc = t ?? "{\"d\": {\"k\": [{\"t\": 0, \"s\": {\"f\": \"F-R\", \(style)}}]}, \"a\": []}"
        let layer = LottieJSON.layer(5, name: "text", ks: "{\"p\": {\"k\": [20, 60]}}", extra: "\"t\": \(doc)")
        var json = LottieJSON.document([layer])
        if withGlyphs { json = json.replacingOccurrences(of: "\"assets\": []", with: "\"assets\": [], " + glyphs) }
        return json
    }

    /// The text's shape layers, bottom first.
    static func shapes(_ lottie: LottieImport) -> [ShapeLayer] {
        var found: [ShapeLayer] = []
        func walk(_ l: Layer) {
            if let s = l as? ShapeLayer { found.append(s) }
            l.sublayers.forEach(walk)
        }
        walk(lottie.scene.root)
        return found
    }

    /// Text, size, justification, tracking, line height → the bounds of
    /// the placed glyphs (layer coordinates, baseline at y 0): each "I"
    /// is 10 · s/100 wide, advances 20 · s/100 + tr/1000 · s; centred
    /// text (j 2, or 5: last line centred) starts at −width/2,
    /// right-aligned (j 1) at −width, anything else at 0; "\r" starts a
    /// line lh lower.
    static let layouts: [(String, [Double])] = [
        ("\"t\": \"I\", \"s\": 100, \"j\": 0", [0, -70, 10, 0]),
        ("\"t\": \"II\", \"s\": 50, \"j\": 0", [0, -35, 15, 0]),
        ("\"t\": \"II\", \"s\": 50, \"j\": 2", [-10, -35, 5, 0]),
        ("\"t\": \"II\", \"s\": 50, \"j\": 1", [-20, -35, -5, 0]),
        ("\"t\": \"II\", \"s\": 50, \"j\": 5", [-10, -35, 5, 0]),
        ("\"t\": \"II\", \"s\": 50, \"j\": 1e308", [0, -35, 15, 0]),
        ("\"t\": \"II\", \"s\": 50, \"j\": 0, \"tr\": 100", [0, -35, 20, 0]),
        ("\"t\": \"I\\rII\", \"s\": 50, \"j\": 0, \"lh\": 60", [0, -35, 15, 60]),
    ]

    @Test(arguments: layouts)
    func layout(style: String, bounds: [Double]) throws {
        let lottie = try LottieImport(json: Self.document(style + ", \"fc\": [0, 0, 1]"))
        let shape = try #require(Self.shapes(lottie).first)
        let b = try #require(shape.path).bounds
        #expect([b.minX, b.minY, b.maxX, b.maxY] == bounds)
        #expect(lottie.warnings.isEmpty)
    }

    /// Fill `fc` inside the glyphs at the layer's position (20, 60): the
    /// second "I" of size 50 covers x 30…35, y 25…60.
    @Test func fillPixels() throws {
        let lottie = try LottieImport(json: Self.document("\"t\": \"II\", \"s\": 50, \"fc\": [0, 0, 1]"))
        #expect(try lottie.pixel(32, 40, at: 0) == LottieRenderTests.blue)
        #expect(try lottie.pixel(27, 40, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(22, 40, at: 0) == LottieRenderTests.blue)
    }

    /// A stroke under the fill (`of` false) is its own layer beneath; over
    /// it (`of` true) fill and stroke share one. After Effects' stroke is
    /// `sw` points wide; Core Text's (lottie-ios) `sw` percent of the size.
    @Test func strokeOrder() throws {
        let style = "\"t\": \"I\", \"s\": 50, \"fc\": [0, 0, 1], \"sc\": [1, 0, 0], \"sw\": 2, \"of\": false"
        let under = Self.shapes(try LottieImport(json: Self.document(style), reading: .afterEffects))
        #expect(under.count == 2)
        #expect(under.first?.fillColor == nil && under.first?.strokeColor == Color(red: 1, green: 0, blue: 0))
        #expect(under.first?.lineWidth == 2 && under.last?.strokeColor == nil)
        let coreText = Self.shapes(try LottieImport(json: Self.document(style), reading: .coreAnimation))
        #expect(coreText.first?.lineWidth == 1)
        let over = Self.shapes(try LottieImport(json: Self.document(
            "\"t\": \"I\", \"s\": 50, \"fc\": [0, 0, 1], \"sc\": [1, 0, 0], \"sw\": 2, \"of\": true")))
        #expect(over.count == 1 && over.first?.strokeColor != nil && over.first?.fillColor != nil)
    }

    /// Core Animation's reading moves filled and stroked point text up and
    /// left as lottie-ios's CoreTextRenderLayer does (sw 2, s 50, one "I":
    /// the line is 10 wide, 30 with Core Text's padding of 10 each side;
    /// the anchor's fraction across is 10/30 left, 1/2 centred, 20/30
    /// right, and 0.75 down, each times sw). Without a stroke colour, as
    /// a box, or in After Effects' reading, the glyph stays at the origin.
    @Test(arguments: [
        ("\"j\": 0", -2.0 / 3), ("\"j\": 2", -1.0), ("\"j\": 1", -4.0 / 3),
    ])
    func coreTextPlacesStrokedText(justification: String, dx: Double) throws {
        let stroked = "\"t\": \"I\", \"s\": 50, \"fc\": [0, 0, 1], \"sc\": [1, 0, 0], \"sw\": 2, \(justification)"
        func bounds(_ style: String, _ reading: LottieReading) throws -> [Double] {
            let shape = try #require(Self.shapes(try LottieImport(json: Self.document(style), reading: reading)).first)
            let b = try #require(shape.path).bounds
            return [b.minX, b.minY, b.maxX, b.maxY]
        }
        let start = justification == "\"j\": 0" ? 0.0 : justification == "\"j\": 2" ? -5 : -10
        let atOrigin = [start, -35, start + 5, 0]
        let moved = try bounds(stroked, .coreAnimation)
        #expect(zip(moved, [start + dx, -36.5, start + 5 + dx, -1.5]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(moved)")
        #expect(try bounds(stroked, .afterEffects) == atOrigin)
        #expect(try bounds(stroked.replacingOccurrences(of: "\"sc\": [1, 0, 0], ", with: ""), .coreAnimation) == atOrigin)
        #expect(try bounds(stroked + ", \"sz\": [100, 100]", .coreAnimation) == atOrigin)
    }

    /// What is not drawn is named: text without glyphs, characters
    /// without glyphs, animators, a document that changes.
    @Test func warnings() throws {
        let bare = try LottieImport(json: Self.document("\"t\": \"I\", \"s\": 50", withGlyphs: false))
        #expect(bare.warnings.map(\.feature) == ["text without glyphs (needs fonts)"])
        let missing = try LottieImport(json: Self.document("\"t\": \"IX\", \"s\": 50"))
        #expect(missing.warnings.map(\.feature) == ["text characters without glyphs"])
        let animated = "{\"d\": {\"k\": [{\"t\": 0, \"s\": {\"f\": \"F-R\", \"t\": \"I\", \"s\": 50}}, "
            + "{\"t\": 5, \"s\": {\"f\": \"F-R\", \"t\": \"II\", \"s\": 50}}]}, \"a\": [{\"s\": {}, \"a\": {}}]}"
        let changing = try LottieImport(json: Self.document("", t: animated))
        #expect(changing.warnings.map(\.feature) == ["text animators", "animated text documents (the first is drawn)"])
    }
}
