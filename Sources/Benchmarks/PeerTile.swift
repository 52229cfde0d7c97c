import Foundation
import Geometry
import Output

/// The peer benchmark's tile image (its `make_tile_rgba`; the benchmark is
/// kept beside the repository, `Sources/Benchmarks/README.md`,
/// "Measurements"), for `bench tiles --tile peer`: the peers' frames drawn with the peers' texture, so that
/// end-to-end figures (the PNG files above all: a flat tile compresses
/// faster than the Chimes pattern) compare like with like.
///
/// A 48 × 48 square with 2 px transparent margins, corners rounded to a
/// 9 px radius (coverage 0.5 − signed distance, clamped to 0…1), filled
/// with a vertical gradient from (90, 160, 255) at the top to (30, 70, 170)
/// at the bottom, and a white dot of radius 8 px at the center, every
/// distance measured at pixel centers, each byte rounded; then
/// premultiplied.
package enum PeerTile {
    /// The image's side, pixels: 48.
    package static let side = 48

    /// The tile, premultiplied RGBA8.
    package static func image() -> Bitmap {
        let n = Double(side), center = n / 2, half = n / 2 - 2, radius = 9.0
        let top = [90.0, 160, 255], bottom = [30.0, 70, 170]
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for row in 0..<side {
            for column in 0..<side {
                let x = Double(column) + 0.5, y = Double(row) + 0.5
                // Signed distance to the rounded square (negative inside).
                let qx = abs(x - center) - (half - radius), qy = abs(y - center) - (half - radius)
                let distance = hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius
                let coverage = min(max(0.5 - distance, 0), 1)
                let dot = min(max(0.5 - (hypot(x - center, y - center) - 8), 0), 1)
                let g = y / n
                let i = 4 * (row * side + column)
                for c in 0..<3 {
                    let shade = top[c] * (1 - g) + bottom[c] * g
                    pixels[i + c] = UInt8((shade * (1 - dot) + 255 * dot).rounded(.toNearestOrEven))
                }
                pixels[i + 3] = UInt8((coverage * 255).rounded(.toNearestOrEven))
            }
        }
        return Bitmap(width: side, height: side, pixels: pixels).premultiplied()
    }
}
