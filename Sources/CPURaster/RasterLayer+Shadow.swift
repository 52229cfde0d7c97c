import Geometry
import Presentation

extension RasterLayer {
    /// Draws `shadow` beneath the layer's pixels (`GroupShadow`): the
    /// alpha bytes blurred across with the kernel (distances −reach…reach
    /// in order, Float sums) and rounded to bytes, blurred down the same
    /// way, read `offset` pixels back; the shadow color premultiplied
    /// times that level / 255 lies beneath each pixel, which is drawn over
    /// it, rounded to the nearest byte. Pixels outside the layer read as 0.
    mutating func castShadow(_ shadow: GroupShadow) {
        let width = rect.width, height = rect.height
        guard width > 0, height > 0 else { return }
        let weights = shadow.weights, reach = weights.count - 1
        let across = Self.blurredAcross(pixels, width: width, height: height, weights: weights)
        let color = PremultipliedColor(shadow.color)
        let shade = [color.red, color.green, color.blue, color.alpha].map { $0 / 255 }
        for y in 0..<height {
            for x in 0..<width {
                let sx = x - shadow.offsetX, sy = y - shadow.offsetY
                var level: Float = 0
                if sx >= 0, sx < width {
                    for k in -reach...reach {
                        let row = sy + k
                        guard row >= 0, row < height else { continue }
                        level += weights[abs(k)] * Float(across[row * width + sx])
                    }
                }
                let i = (y * width + x) * 4
                let keep = 1 - Float(pixels[i + 3]) / 255
                for c in 0..<4 {
                    let value = Float(pixels[i + c]) + shade[c] * level * keep
                    pixels[i + c] = UInt8(min(max(value, 0), 255).rounded())
                }
            }
        }
    }

    /// The alpha bytes of `pixels` blurred along rows with the symmetric
    /// kernel `weights` (distance 0…reach), rounded to bytes.
    static func blurredAcross(_ pixels: [UInt8], width: Int, height: Int, weights: [Float]) -> [UInt8] {
        let reach = weights.count - 1
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -reach...reach {
                    let column = x + k
                    guard column >= 0, column < width else { continue }
                    sum += weights[abs(k)] * Float(pixels[(y * width + column) * 4 + 3])
                }
                out[y * width + x] = UInt8(min(max(sum, 0), 255).rounded())
            }
        }
        return out
    }
}
