import CPURaster
import Geometry
import Paths
import Presentation

/// The differential test's tolerance, in 8-bit levels of premultiplied
/// channels, split by where a pixel lies (the same split GPURasterTests
/// declares for its hand-written cases):
/// - away from every edge both backends compute the same paint and blend
///   in float (the GPU's targets are RGBA32F, rounded to 8 bits once when
///   resolved), so they agree to 1 level even under stacked translucent
///   blends (RGBA8 targets, which round every blend, needed 2: seeds 124
///   and 147, an image under a translucent fill under a group at opacity
///   0.45);
/// - on an edge (within a pixel of a fractional-coverage pixel of any
///   shape), 4× MSAA estimates coverage from 4 fixed samples against the
///   CPU's exact area: one pixel may be off by up to three quarters of the
///   range where edges cross at sharp angles, while over all edge pixels
///   the errors average below 8 % of the range.
struct EdgeTolerance {
    /// Largest difference away from edges: 1 level (see above).
    static let interior = 1
    /// Largest difference on an edge pixel: 191 levels (¾ of 255).
    static let edge = 191
    /// Mean channel difference over edge pixels: 8 % of 255.
    static let meanEdge = 0.08 * 255
}

/// How a GPU frame differs from the CPU frame of the same list.
struct EdgeAwareComparison: CustomStringConvertible {
    var interiorPixels = 0, edgePixels = 0
    var maxInterior = 0, maxEdge = 0, edgeSum = 0
    var worstInterior: (x: Int, y: Int)?

    var meanEdge: Double { edgePixels == 0 ? 0 : Double(edgeSum) / Double(edgePixels * 4) }

    var isWithinTolerance: Bool {
        maxInterior <= EdgeTolerance.interior && maxEdge <= EdgeTolerance.edge && meanEdge <= EdgeTolerance.meanEdge
    }

    var description: String {
        "interior \(interiorPixels) px max \(maxInterior)\(worstInterior.map { " at (\($0.x),\($0.y))" } ?? ""); "
            + "edge \(edgePixels) px max \(maxEdge) mean \(String(format: "%.2f", meanEdge))"
    }

    /// Compares `gpu` with `cpu`, both renders of `list`.
    init(gpu: Bitmap, cpu: Bitmap, list: DisplayList) throws {
        let edge = try Self.edgeMask(of: list)
        for i in 0..<(cpu.width * cpu.height) {
            var worst = 0, sum = 0
            for c in 0..<4 {
                let d = abs(Int(gpu.pixels[4 * i + c]) - Int(cpu.pixels[4 * i + c]))
                worst = max(worst, d)
                sum += d
            }
            if edge[i] {
                edgePixels += 1
                maxEdge = max(maxEdge, worst)
                edgeSum += sum
            } else {
                interiorPixels += 1
                if worst > maxInterior { worstInterior = (i % cpu.width, i / cpu.width) }
                maxInterior = max(maxInterior, worst)
            }
        }
    }

    /// Pixels within one pixel of an edge: for every shape of the list
    /// (fills, strokes, image footprints, clip outlines, mask shapes) drawn
    /// alone as opaque white on the CPU, the pixels of fractional coverage,
    /// grown by one pixel.
    static func edgeMask(of list: DisplayList) throws -> [Bool] {
        let w = list.width, h = list.height
        var edge = [Bool](repeating: false, count: w * h)
        for leaf in shapes(list.items) {
            let alone = try CPURenderer().render(DisplayList(width: w, height: h, items: [leaf]))
            for i in 0..<(w * h) where alone.pixels[4 * i + 3] != 0 && alone.pixels[4 * i + 3] != 255 { edge[i] = true }
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

    /// Every shape of `items` as an opaque white item of the same outline.
    static func shapes(_ items: [DisplayItem]) -> [DisplayItem] {
        func white(_ path: Path, _ transform: AffineTransform) -> DisplayItem {
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
                return shapes(group.items) + shapes(group.mask ?? []) + (clip.map { [$0] } ?? [])
            case .instanced:
                // RandomDisplayList makes no instanced grids (GPURasterTests
                // compares those); nothing to add.
                return []
            }
        }
    }
}
