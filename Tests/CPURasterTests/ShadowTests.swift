import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Group shadows against hand-computed numbers: an opaque red 20 × 20
/// square at the origin casting a black shadow at 40 % moved (10, 10)
/// with σ = 1 (reach 3). Weights: exp(−d²/2) = 1, 0.6065307, 0.1353353,
/// 0.0111090 over 1 + 2 · 0.7529749 = 2.5059499.
@Suite struct ShadowTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let shadow = GroupShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), offsetX: 10, offsetY: 10, sigma: 1)

    @Test func kernelWeightsAreTheNormalizedGaussian() {
        #expect(shadow.reach == 3)
        let expected: [Float] = [0.3990503, 0.2420362, 0.0540056, 0.0044330]
        #expect(shadow.weights.count == 4)
        for (w, e) in zip(shadow.weights, expected) { #expect(abs(w - e) < 1e-6, "\(w) vs \(e)") }
        #expect(GroupShadow(color: .black, offsetX: 0, offsetY: 0, sigma: 0).weights == [1])
        // σ = 2.5: ⌈7.5⌉ = 8; huge blurs stop at 64 pixels each side.
        #expect(GroupShadow(color: .black, offsetX: 0, offsetY: 0, sigma: 2.5).reach == 8)
        #expect(GroupShadow(color: .black, offsetX: 0, offsetY: 0, sigma: 500).reach == 64)
    }

    @Test func shadowLiesBeneathTheContentOffsetAndBlurred() throws {
        let square = fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), red)
        let frame = try render([.group(GroupItem(items: [square], shadow: shadow))], width: 40, height: 40)
        // Inside the content: the opaque square hides the shadow.
        #expect(frame[5, 5] == (255, 0, 0, 255))
        #expect(frame[15, 15] == (255, 0, 0, 255))
        // Far from every shadow edge: level 255, alpha 0.4 · 255 = 102.
        #expect(frame[25, 25] == (0, 0, 0, 102))
        // The first column past the shadow (x = 30): across, the weights at
        // distances 1…3 of 255: 0.3004748 · 255 = 76.62 → 77; down, 77;
        // 0.4 · 77 = 30.8 → 31.
        #expect(frame[30, 25] == (0, 0, 0, 31))
        // Beyond the kernel's reach: nothing.
        #expect(frame[34, 25] == (0, 0, 0, 0))
        #expect(frame[35, 5] == (0, 0, 0, 0))
    }

    @Test func groupOpacityScalesShadowAndContentAlike() throws {
        let square = fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), red)
        let frame = try render([.group(GroupItem(items: [square], opacity: 0.5, shadow: shadow))], width: 40, height: 40)
        // 102 · 0.5 = 51; 255 · 0.5 = 127.5 → 128.
        #expect(frame[25, 25] == (0, 0, 0, 51))
        #expect(frame[5, 5] == (128, 0, 0, 128))
    }
}
