import Geometry
import Layers
import Presentation
import Testing
@testable import Lottie

/// The drop-shadow effect (`ef` `ty` 25) mapped onto the layer's shadow as
/// ThorVG draws it: offset (d · sin θ, −d · cos θ), cut toward zero, for direction θ
/// clockwise from up, σ = 0.216 · softness (ThorVG's measured blur),
/// opacity / 255. The drop-shadow layer style (`sy` `ty` 1) as
/// lottie-ios maps it.
@Suite struct LottieShadowTests {
    static func dropShadow(color: String = "0,1,0,1", opacity: Double = 255, direction: Double = 180,
                           distance: Double = 20, softness: Double = 0, enabled: Int = 1) -> String {
        func v(_ ty: Int, _ k: String) -> String { "{\"ty\": \(ty), \"v\": {\"a\": 0, \"k\": \(k)}}" }
        return "{\"ty\": 25, \"nm\": \"Drop Shadow\", \"mn\": \"ADBE Drop Shadow\", \"en\": \(enabled), \"ef\": ["
            + [v(2, "[\(color)]"), v(0, "\(opacity)"), v(0, "\(direction)"), v(0, "\(distance)"),
               v(0, "\(softness)"), v(7, "0")].joined(separator: ", ") + "]}"
    }

    /// The layer that casts the solid "square"'s shadow at `t` seconds:
    /// the innermost of its transform layers, the one holding the solid.
    static func caster(_ lottie: LottieImport, at t: Double) throws -> PresentedLayer {
        var layer = try lottie.layer("square", at: t)
        while let next = layer.sublayers.first, !next.sublayers.isEmpty { layer = next }
        return layer
    }

    /// A 40 × 40 red solid at (30, 30) with `effects`.
    static func document(_ effects: [String]) -> String {
        LottieJSON.document([LottieJSON.layer(1, name: "square", ks: "{\"p\": {\"a\": 0, \"k\": [30, 30]}}",
                                              extra: "\"sw\": 40, \"sh\": 40, \"sc\": \"#ff0000\", "
                                                + "\"ef\": [\(effects.joined(separator: ","))]")])
    }

    /// (opacity, direction, distance, softness) → (shadowOpacity, offset, radius).
    static let table: [(Double, Double, Double, Double, Double, Size, Double)] = [
        (255, 180, 20, 0, 1, Size(0, 20), 0),
        (127.5, 0, 10, 20, 0.5, Size(0, -10), 4.32),        // StaticShadow.json's values
        (300, 90, 8, 5, 1, Size(8, 0), 1.08),               // opacity capped at 255
        (51, 135, 2.0.squareRoot() * 5.5, 10, 0.2, Size(5, 5), 2.16),   // 5.5, 5.5 cut to 5, 5
        (0, 270, 4, 1, 0, Size(-4, 0), 0.216),
    ]

    @Test(arguments: 0..<table.count)
    func effectValuesMapOntoTheShadow(_ index: Int) throws {
        let (opacity, direction, distance, softness, alpha, offset, radius) = Self.table[index]
        let json = Self.document([Self.dropShadow(color: "0.2,0.4,0.6,0.5", opacity: opacity, direction: direction,
                                                  distance: distance, softness: softness)])
        let lottie = try LottieImport(json: json)
        let layer = try Self.caster(lottie, at: 0).model
        #expect(close(layer.shadowOpacity, alpha))
        #expect(close(layer.shadowOffset.width, offset.width, 1e-9) && close(layer.shadowOffset.height, offset.height, 1e-9),
                "\(layer.shadowOffset)")
        #expect(close(layer.shadowRadius, radius, 1e-12))
        // Only r, g, b count: the effect's own alpha is ThorVG's to ignore.
        #expect(layer.shadowColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(lottie.warnings.isEmpty)
    }

    /// A sharp opaque green shadow 20 px below the red square.
    @Test func sharpShadowPixels() throws {
        let lottie = try LottieImport(json: Self.document([Self.dropShadow()]))
        #expect(try lottie.pixel(50, 50, at: 0) == [255, 0, 0, 255])   // the square
        #expect(try lottie.pixel(50, 80, at: 0) == [0, 255, 0, 255])   // the shadow below it
        #expect(try lottie.pixel(50, 95, at: 0) == [0, 0, 0, 0])       // past the shadow
        #expect(try lottie.pixel(50, 25, at: 0) == [0, 0, 0, 0])       // above the square
    }

    /// Half-opacity shadow (127.5 / 255): 0.5 · 255 = 127.5 → 128 green.
    @Test func translucentShadowPixel() throws {
        let lottie = try LottieImport(json: Self.document([Self.dropShadow(opacity: 127.5)]))
        #expect(try lottie.pixel(50, 80, at: 0) == [0, 128, 0, 128])
    }

    @Test func disabledEffectCastsNoShadowAndOtherEffectsStayWarned() throws {
        let off = try LottieImport(json: Self.document([Self.dropShadow(enabled: 0)]))
        #expect(try off.scene.presentation(at: 0).allLayers.allSatisfy { $0.model.shadowOpacity == 0 })
        #expect(try off.pixel(50, 80, at: 0) == [0, 0, 0, 0])
        let blur = try LottieImport(json: Self.document(["{\"ty\": 29, \"ef\": []}", Self.dropShadow()]))
        #expect(blur.warnings.map(\.feature) == ["effects"])
        #expect(try Self.caster(blur, at: 0).model.shadowOpacity == 1)
    }

    /// A drop-shadow layer style (`sy` `ty` 1) with `c`, `o`, `a`, `d`, `s`.
    static func dropShadowStyle(color: String = "0,0,1,1", opacity: String = "100", angle: String = "90",
                                distance: String = "20", size: String = "0") -> String {
        func v(_ k: String) -> String { k.hasPrefix("[{") ? "{\"a\": 1, \"k\": \(k)}" : "{\"a\": 0, \"k\": \(k)}" }
        return "{\"ty\": 1, \"nm\": \"Drop Shadow\", \"c\": \(v("[\(color)]")), \"o\": \(v(opacity)), "
            + "\"a\": \(v(angle)), \"d\": \(v(distance)), \"s\": \(v(size))}"
    }

    /// The 40 × 40 red solid of `document` with layer `styles` (and `effects`).
    static func styled(_ styles: [String], effects: [String] = []) -> String {
        LottieJSON.document([LottieJSON.layer(1, name: "square", ks: "{\"p\": {\"a\": 0, \"k\": [30, 30]}}",
                                              extra: "\"sw\": 40, \"sh\": 40, \"sc\": \"#ff0000\", "
                                                + "\"ef\": [\(effects.joined(separator: ","))], "
                                                + "\"sy\": [\(styles.joined(separator: ","))]")])
    }

    /// The layer style as lottie-ios's Core Animation engine maps it (it
    /// was left out, so issue_1169_shadow_style drew no shadow):
    /// opacity o / 100 times the color's alpha, offset (d · cos a,
    /// d · sin a), radius s / 2.
    @Test func layerStyleMapsOntoTheShadow() throws {
        let lottie = try LottieImport(json: Self.styled([Self.dropShadowStyle(color: "0.2,0.4,0.6,0.5", opacity: "90",
                                                                              angle: "30", distance: "10", size: "12")]))
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        let layer = try Self.caster(lottie, at: 0).model
        #expect(close(layer.shadowOpacity, 0.45, 1e-12) && close(layer.shadowRadius, 6, 1e-12))
        #expect(close(layer.shadowOffset.width, 10 * 3.0.squareRoot() / 2, 1e-9) && close(layer.shadowOffset.height, 5, 1e-9),
                "\(layer.shadowOffset)")
        #expect(layer.shadowColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        // Angle 90 is straight down: a sharp blue shadow 20 px below.
        let down = try LottieImport(json: Self.styled([Self.dropShadowStyle()]))
        #expect(try down.pixel(50, 80, at: 0) == [0, 0, 255, 255])
        #expect(try down.pixel(50, 25, at: 0) == [0, 0, 0, 0])
    }

    /// Keyframed shadows animate (issue_1169_shadow_style_animated and
    /// _effect_animated drew their first value): the style's distance
    /// 20 → 40 over frames 0…10 (at 10 frames/s) moves the shadow from 20
    /// to 30 to 40 points down, sampled at whole frames; the effect's
    /// opacity 255 → 0 fades it. Other styles and a style after the
    /// drop-shadow effect are warned, the effect kept.
    @Test func keyframedShadowsAnimate() throws {
        let animated = Self.dropShadowStyle(distance: #"[{"t": 0, "s": [20]}, {"t": 10, "s": [40]}]"#)
        let moving = try LottieImport(json: Self.styled([animated]))
        #expect(moving.warnings.isEmpty, "\(moving.warnings)")
        for (t, down) in [(0.0, 20.0), (0.5, 30), (1, 40), (1.5, 40)] {
            guard case .size(let offset)? = try Self.caster(moving, at: t).values["shadowOffset"] else {
                Issue.record("no shadowOffset at \(t)"); continue
            }
            #expect(abs(offset.width) < 1e-9 && abs(offset.height - down) < 1e-9, "\(offset) at \(t) s")
        }
        #expect(try moving.pixel(50, 95, at: 1) == [0, 0, 255, 255], "40 points down at frame 10")
        #expect(try moving.pixel(50, 95, at: 0) == [0, 0, 0, 0], "20 points down at frame 0")
        let fading = Self.dropShadow().replacingOccurrences(of: #"{"ty": 0, "v": {"a": 0, "k": 255.0}}"#,
                                                             with: #"{"ty": 0, "v": {"a": 1, "k": [{"t": 0, "s": [255]}, {"t": 10, "s": [0]}]}}"#)
        let fade = try LottieImport(json: Self.document([fading]))
        #expect(fade.warnings.isEmpty, "\(fade.warnings)")
        #expect(try fade.pixel(50, 80, at: 0) == [0, 255, 0, 255])
        #expect(try fade.pixel(50, 80, at: 0.5) == [0, 128, 0, 128])
        #expect(try fade.pixel(50, 80, at: 1) == [0, 0, 0, 0])
        let both = try LottieImport(json: Self.styled([#"{"ty": 2, "nm": "Inner Shadow"}"#, Self.dropShadowStyle()],
                                                      effects: [Self.dropShadow()]))
        #expect(both.warnings.map(\.feature) == ["layer styles other than the drop shadow", "more than one drop shadow on a layer"])
        #expect(try both.pixel(50, 80, at: 0) == [0, 255, 0, 255], "the effect's green shadow")
    }

    /// The shadow is cast inside the layer's keyframed scale, as Core
    /// Animation draws it in the layer's own space (issue_1169_shadow_effect_
    /// animated's grew without its shadow): a 20 × 20 solid about
    /// its centre at (50, 30), scale 100 → 200 % over frames 0…10, a sharp
    /// green shadow 10 down. At frame 0 the shadow spans y 30…50; at
    /// frame 10 the square spans 10…50 and its shadow, 20 down, 30…70.
    @Test func shadowScalesWithAKeyframedScale() throws {
        let ks = "{\"p\": {\"k\": [50, 30]}, \"a\": {\"k\": [10, 10]}, \"s\": "
            + LottieJSON.animated("100,100", "200,200") + "}"
        let json = LottieJSON.document([LottieJSON.layer(1, name: "square", ks: ks,
                                                         extra: "\"sw\": 20, \"sh\": 20, \"sc\": \"#ff0000\", "
                                                            + "\"ef\": [\(Self.dropShadow(distance: 10))]")])
        let lottie = try LottieImport(json: json)
        #expect(try lottie.pixel(50, 45, at: 0) == [0, 255, 0, 255])
        #expect(try lottie.pixel(50, 52, at: 0) == [0, 0, 0, 0])
        #expect(try lottie.pixel(50, 65, at: 1) == [0, 255, 0, 255])
        #expect(try lottie.pixel(50, 72, at: 1) == [0, 0, 0, 0])
    }
}

