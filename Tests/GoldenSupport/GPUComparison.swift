import CPURaster
import Foundation
import Geometry
import Paths
import Presentation

/// The declared GPU tolerance against the CPU reference, in 8-bit levels of
/// premultiplied channels, shared by GPURasterTests' hand-written cases and
/// ComparisonTests' random display lists: every pixel, edges included,
/// within 1 level. Both backends compute the exact covered area (each with
/// its own code) and the same paint, and composite as the CPU's `Blender`
/// does (with framebuffer fetch, rounding per item; with float targets,
/// rounding once), so what is left is float rounding that tips a value
/// across a half-level tie.
public enum GPUTolerance {
    /// Max channel difference away from edges: 1 level.
    public static let interior = 1
    /// Max channel difference on an edge pixel: 1 level.
    public static let edge = 1
    /// Mean channel difference over edge pixels: at most the largest.
    public static let meanEdge = 1.0
}

/// How a GPU frame differs from the CPU frame of the same display list,
/// split by an edge mask (`EdgeMask`).
public struct GPUComparison: CustomStringConvertible, Sendable {
    public var interiorPixels = 0, edgePixels = 0
    public var maxInterior = 0, maxEdge = 0
    /// Sum of every channel difference over edge pixels.
    public var edgeSum = 0
    public var worstInterior: (x: Int, y: Int)? = nil
    public var worstEdge: (x: Int, y: Int)? = nil
    /// Mean channel difference over edge pixels, in levels.
    public var meanEdge: Double { edgePixels == 0 ? 0 : Double(edgeSum) / Double(edgePixels * 4) }

    public var isWithinTolerance: Bool {
        maxInterior <= GPUTolerance.interior && maxEdge <= GPUTolerance.edge && meanEdge <= GPUTolerance.meanEdge
    }

    /// Tallies `gpu` against `cpu` (same size), pixel i counting as an edge
    /// pixel where `edge[i]`.
    public init(gpu: Bitmap, cpu: Bitmap, edge: [Bool]) {
        for i in 0..<(cpu.width * cpu.height) {
            let (worst, sum) = Self.channelDifferences(gpu, cpu, pixel: i)
            if edge[i] {
                edgePixels += 1
                if worst > maxEdge { worstEdge = (i % cpu.width, i / cpu.width) }
                maxEdge = max(maxEdge, worst)
                edgeSum += sum
            } else {
                interiorPixels += 1
                if worst > maxInterior { worstInterior = (i % cpu.width, i / cpu.width) }
                maxInterior = max(maxInterior, worst)
            }
        }
    }

    /// The largest and the summed channel difference of pixel `i`.
    @inline(__always)
    public static func channelDifferences(_ a: Bitmap, _ b: Bitmap, pixel i: Int) -> (worst: Int, sum: Int) {
        // Per channel, without a per-pixel array (this runs over every
        // pixel of every scene frame in debug builds).
        var worst = 0, sum = 0
        for c in 4 * i..<4 * i + 4 {
            let d = abs(Int(a.pixels[c]) - Int(b.pixels[c]))
            worst = max(worst, d)
            sum += d
        }
        return (worst, sum)
    }

    public var description: String {
        "interior \(interiorPixels) px, max diff \(maxInterior)\(worstInterior.map { " at (\($0.x),\($0.y))" } ?? ""); "
            + "edge \(edgePixels) px, max diff \(maxEdge)\(worstEdge.map { " at (\($0.x),\($0.y))" } ?? ""), mean \(String(format: "%.2f", meanEdge))"
    }

    public var json: String {
        "{\"interiorPixels\": \(interiorPixels), \"maxInterior\": \(maxInterior), \"edgePixels\": \(edgePixels), "
            + "\"maxEdge\": \(maxEdge), \"meanEdge\": \(meanEdge), \"withinTolerance\": \(isWithinTolerance)}"
    }
}

/// Pixels within one pixel of an edge: each batch of opaque white leaf
/// items drawn by the CPU (a batch's items must not share pixels), the
/// pixels whose coverage is neither 0 nor 1, grown by one pixel.
public enum EdgeMask {
    /// Every shape of `items` (fills, strokes, image footprints, clip
    /// outlines, mask items, each copy of an instanced item) as an opaque
    /// white item of the same outline, for `of(width:height:batches:)`.
    public static func coverageLeaves(_ items: [DisplayItem]) -> [DisplayItem] {
        func white(_ path: Path, _ transform: Geometry.AffineTransform) -> DisplayItem {
            .fill(FillItem(path: path, transform: transform, fillRule: .nonZero, paint: .solid(.white)))
        }
        return items.flatMap { item -> [DisplayItem] in
            switch item {
            case .fill(var fill):
                fill.paint = .solid(.white)
                return [.fill(fill)]
            case .stroke(var stroke):
                stroke.paint = .solid(.white)
                return [.stroke(stroke)]
            case .image(let image):
                return [white(Path(rect: image.destination), image.transform)]
            case .group(let group):
                let clip = group.clip.map { white(Path(roundedRect: $0.rect, cornerRadius: $0.cornerRadius), $0.transform) }
                return coverageLeaves(group.items) + coverageLeaves(group.mask ?? []) + (clip.map { [$0] } ?? [])
            case .instanced(let grid):
                return grid.instances.flatMap { placement in
                    coverageLeaves(grid.template.map { $0.transformed(by: placement.transform) })
                }
            }
        }
    }

    /// `list`'s edges, every shape drawn alone (GPURasterTests batches
    /// shapes that lie apart to draw its large scenes in fewer renders).
    public static func of(_ list: DisplayList) throws -> [Bool] {
        try of(width: list.width, height: list.height, batches: coverageLeaves(list.items).map { [$0] })
    }

    /// The pixels whose coverage is neither 0 nor 1 in some batch of
    /// shapes drawn alone by the CPU, grown by one pixel.
    public static func of(width w: Int, height h: Int, batches: [[DisplayItem]]) throws -> [Bool] {
        var edge = [Bool](repeating: false, count: w * h)
        for batch in batches {
            let alone = try CPURenderer().render(DisplayList(width: w, height: h, items: batch))
            for i in 0..<(w * h) where alone.pixels[4 * i + 3] != 0 && alone.pixels[4 * i + 3] != 255 {
                edge[i] = true
            }
        }
        var grown = edge
        for y in 0..<h {
            for x in 0..<w where edge[y * w + x] {
                for dy in -1...1 {
                    for dx in -1...1 where (0..<w).contains(x + dx) && (0..<h).contains(y + dy) {
                        grown[(y + dy) * w + x + dx] = true
                    }
                }
            }
        }
        return grown
    }
}
