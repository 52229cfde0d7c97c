import Geometry
import Layers
import Testing
@testable import Lottie

/// Layer masks (`masksProperties`) against hand-computed pixels: a red
/// 100×100 solid under mask A (0…60 square) and mask B (40…100 square).
/// Samples: inside A only (10, 10), both (50, 50), B only (90, 90),
/// neither (90, 10).
@Suite struct LottieMaskTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        "{\"c\": true, \"i\": [[0,0],[0,0],[0,0],[0,0]], \"o\": [[0,0],[0,0],[0,0],[0,0]], "
            + "\"v\": [[\(x),\(y)],[\(x + w),\(y)],[\(x + w),\(y + h)],[\(x),\(y + h)]]}"
    }
    static let a = rect(0, 0, 60, 60), b = rect(40, 40, 60, 60)

    static func mask(_ mode: String, inverted: Bool = false, path: String, opacity: Double = 100,
                     expansion: Double = 0) -> String {
        "{\"inv\": \(inverted), \"mode\": \"\(mode)\", \"pt\": {\"a\": 0, \"k\": \(path)}, "
            + "\"o\": {\"a\": 0, \"k\": \(opacity)}, \"x\": {\"a\": 0, \"k\": \(expansion)}}"
    }

    static func masked(_ masks: [String], ks: String = "{}") -> String {
        LottieJSON.document([LottieJSON.layer(1, name: "content", ks: ks, ind: 1,
                                              extra: "\"sw\": 100, \"sh\": 100, \"sc\": \"#ff0000\", \"hasMask\": true, "
                                                + "\"masksProperties\": [\(masks.joined(separator: ","))]")])
    }

    /// "a,s!" is add A then inverted subtract B. Alphas at A, AB, B, none:
    /// ThorVG's composition, S1 ⊗ S2 with the first mask's method picking
    /// alpha or inverted alpha (each row checked against ThorVG 1.x).
    static let table: [(String, [UInt8])] = [
        ("a", [255, 255, 0, 0]),
        ("s", [0, 0, 255, 255]),
        ("i", [255, 255, 0, 0]),
        ("a!", [0, 0, 255, 255]),       // inverted alpha of A
        ("s!", [255, 255, 0, 0]),       // read as intersect
        ("a,s", [255, 0, 0, 0]),        // A·(1 − B)
        ("s,a", [0, 0, 0, 255]),        // 1 − (A ∪ B)
        ("a,a", [255, 255, 255, 0]),    // A ∪ B
        ("a,i", [0, 255, 0, 0]),        // A·B
        ("a!,s!", [255, 0, 255, 255]),  // 1 − A·B
        ("a,s!", [0, 255, 0, 0]),       // A·B
        ("a!,s", [0, 255, 255, 255]),   // 1 − A·(1 − B)
        ("s!,a!", [255, 0, 0, 0]),      // A·(1 − B)
        ("s,a!", [0, 255, 255, 255]),   // 1 − A·(1 − B)
        ("s!,a", [255, 255, 255, 0]),   // A ∪ B
        ("a,n", [255, 255, 0, 0]),      // n masks nothing
    ]

    @Test(arguments: 0..<table.count)
    func maskStackKeepsWhatThorVGKeeps(_ index: Int) throws {
        let (spec, alphas) = Self.table[index]
        let masks = spec.split(separator: ",").enumerated().map { k, token in
            Self.mask(String(token.prefix(1)), inverted: token.hasSuffix("!"), path: k == 0 ? Self.a : Self.b)
        }
        let file = try LottieImport(json: Self.masked(masks))
        for (point, alpha) in zip([(10, 10), (50, 50), (90, 90), (90, 10)], alphas) {
            #expect(try file.pixel(point.0, point.1, at: 0) == [alpha, 0, 0, alpha], "\(spec) at \(point)")
        }
        #expect(file.warnings.isEmpty, "\(file.warnings)")
    }

    /// Opacity scales a mask's shape: add at 50 % keeps half (127.5 → 128),
    /// subtract at 50 % removes half (the mask's pixel is 128 once drawn,
    /// so 255 − 128 = 127 is kept); two subtracts at the same opacity join
    /// one shape, so their overlap is removed only once.
    @Test func opacityScalesTheShape() throws {
        let add = try LottieImport(json: Self.masked([Self.mask("a", path: Self.a, opacity: 50)]))
        #expect(try add.pixel(10, 10, at: 0) == [128, 0, 0, 128])
        #expect(try add.pixel(90, 90, at: 0) == [0, 0, 0, 0])
        let subtract = try LottieImport(json: Self.masked([Self.mask("s", path: Self.a, opacity: 50),
                                                           Self.mask("s", path: Self.b, opacity: 50)]))
        #expect(try subtract.pixel(10, 10, at: 0) == [127, 0, 0, 127])
        #expect(try subtract.pixel(50, 50, at: 0) == [127, 0, 0, 127])
        #expect(try subtract.pixel(90, 10, at: 0) == [255, 0, 0, 255])
    }

    /// Mask paths live in the layer's coordinates: they move with it.
    @Test func maskMovesWithTheLayer() throws {
        let file = try LottieImport(json: Self.masked([Self.mask("a", path: Self.a)],
                                                      ks: "{\"p\": {\"a\": 0, \"k\": [20, 0]}}"))
        #expect(try file.pixel(15, 10, at: 0) == [0, 0, 0, 0], "left of the moved layer")
        #expect(try file.pixel(70, 10, at: 0) == [255, 0, 0, 255], "layer x 50")
        #expect(try file.pixel(85, 10, at: 0) == [0, 0, 0, 0], "layer x 65, past the mask")
    }

    /// An animated mask path and opacity become "path" and "opacity"
    /// animations: A slides right by 40 over frames 0…10 while its opacity
    /// goes from 100 % to 50 %.
    @Test func animatedPathAndOpacity() throws {
        let path = "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [\(Self.a)], \"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, "
            + "{\"t\": 10, \"s\": [\(Self.rect(40, 0, 60, 60))]}]}"
        let mask = "{\"mode\": \"a\", \"pt\": \(path), \"o\": \(LottieJSON.animated("100", "50"))}"
        let file = try LottieImport(json: Self.masked([mask]))
        #expect(try file.pixel(10, 10, at: 0) == [255, 0, 0, 255])
        #expect(try file.pixel(80, 10, at: 0) == [0, 0, 0, 0])
        #expect(try file.pixel(10, 10, at: 1) == [0, 0, 0, 0])
        #expect(try file.pixel(80, 10, at: 1) == [128, 0, 0, 128])
        // Frame 5: 20…80 at 75 %: 191.25 → 191.
        #expect(try file.pixel(25, 10, at: 0.5) == [191, 0, 0, 191])
    }

    @Test func unsupportedPartsWarn() throws {
        let file = try LottieImport(json: Self.masked([Self.mask("a", path: Self.a, expansion: 4),
                                                       Self.mask("f", path: Self.b)]))
        #expect(file.warnings.map(\.feature) == ["mask expansion", "mask modes lighten, darken and difference (approximated)"])
        // Difference: A xor B.
        #expect(try file.pixel(10, 10, at: 0) == [255, 0, 0, 255])
        #expect(try file.pixel(50, 50, at: 0) == [0, 0, 0, 0])
        #expect(try file.pixel(90, 90, at: 0) == [255, 0, 0, 255])
    }
}
