import Geometry
import Paths
import Presentation
import SeededRandom
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

extension ShadowTests {
    /// The shadow drawn eight pixels at a time gives the bytes of the rule
    /// applied a pixel at a time (`referenceShadow`, below): random layers
    /// of 1…40 × 1…30 pixels (scattered translucent and opaque pixels, or
    /// an opaque block), random colors (half-opaque ones too), blurs of
    /// σ 0…6 and offsets of −45…45 pixels (past the layer's sides too).
    @Test(arguments: 0..<6) func shadowMatchesThePixelRule(seed: UInt64) {
        var random = SplitMix64(seed: 4_400 + seed)
        for trial in 0..<30 {
            let width = 1 + Int(random.next() % 40), height = 1 + Int(random.next() % 30)
            let rect = PixelRect(x: 3, y: 5, width: width, height: height)
            var layer = RasterLayer(fullRect: rect, rows: rect.y..<rect.maxY)
            // Scattered pixels, or a solid block (levels of 255 inside).
            let solid = random.next() % 2 == 0
            let block = (x: Int(random.next() % UInt64(width)), y: Int(random.next() % UInt64(height)))
            for i in 0..<(width * height) {
                let inside = i % width >= block.x && i / width >= block.y
                guard solid ? inside : random.next() % 3 != 0 else { continue }
                let alpha = solid || random.next() % 2 == 0 ? 255 : Int(random.next() % 256)
                for c in 0..<3 { layer.pixels[4 * i + c] = UInt8(Int(random.next() % 256) * alpha / 255) }
                layer.pixels[4 * i + 3] = UInt8(alpha)
            }
            // Half-opaque shadows put shadow bytes at exact halves (127.5).
            let shadowAlpha = random.next() % 3 == 0 ? 0.5 : random.double(in: 0...1)
            let shadow = GroupShadow(color: Color(red: random.double(in: 0...1), green: random.double(in: 0...1),
                                                  blue: random.double(in: 0...1), alpha: shadowAlpha),
                                     offsetX: Int(random.next() % 91) - 45, offsetY: Int(random.next() % 91) - 45,
                                     sigma: random.double(in: 0...6))
            var expected = layer.pixels
            Self.referenceShadow(shadow, pixels: &expected, width: width, height: height)
            layer.castShadow(shadow)
            #expect(layer.pixels == expected, "trial \(trial): \(width)x\(height), \(shadow)")
        }
    }

    /// `GroupShadow`'s rule a pixel at a time, as the renderer drew it
    /// before it drew eight at a time: terms outside the layer left out.
    static func referenceShadow(_ shadow: GroupShadow, pixels: inout [UInt8], width: Int, height: Int) {
        let weights = shadow.weights, reach = weights.count - 1
        var across = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -reach...reach where x + k >= 0 && x + k < width {
                    sum += weights[abs(k)] * Float(pixels[(y * width + x + k) * 4 + 3])
                }
                across[y * width + x] = UInt8(min(max(sum, 0), 255).rounded())
            }
        }
        let color = PremultipliedColor(shadow.color)
        let shade = [color.red, color.green, color.blue, color.alpha].map { $0 / 255 }
        for y in 0..<height {
            for x in 0..<width {
                let sx = x - shadow.offsetX, sy = y - shadow.offsetY
                var level: Float = 0
                if sx >= 0, sx < width {
                    for k in -reach...reach where sy + k >= 0 && sy + k < height {
                        level += weights[abs(k)] * Float(across[(sy + k) * width + sx])
                    }
                }
                let i = (y * width + x) * 4
                let keep = 1 - Float(pixels[i + 3]) / 255
                for c in 0..<4 {
                    pixels[i + c] = UInt8(min(max(Float(pixels[i + c]) + shade[c] * level * keep, 0), 255).rounded())
                }
            }
        }
    }
}
