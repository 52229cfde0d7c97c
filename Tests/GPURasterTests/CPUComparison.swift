import CPURaster
import Geometry
@testable import GPURaster
import Glibc
import Output
import Paths
import Presentation

/// The declared GPU tolerance against the CPU reference, in 8-bit levels of
/// premultiplied channels. Pixels away from every edge (no item's exact
/// coverage is fractional within one pixel of them) must agree to 1/255:
/// both backends round once per blend, from the same paint math. Edge
/// pixels differ by anti-aliasing: 4× MSAA knows coverage to 1/4 at fixed
/// sample positions against the CPU's exact area, so one pixel may be off
/// by up to three quarters of its value where edges cross or meet at a
/// sharp angle (the inner corners of an even-odd star: 0.64 measured on
/// llvmpipe), while along a whole edge the errors average out.
struct GPUTolerance {
    /// Max channel difference away from edges: 1 level.
    static let interior = 1
    /// Max channel difference on an edge pixel: three quarters of the range.
    static let edge = 191
    /// Mean channel difference over edge pixels: 8 % of the range.
    static let meanEdge = 0.08 * 255
}

/// How a GPU frame differs from the CPU frame of the same display list.
struct CPUComparison: CustomStringConvertible {
    var interiorPixels = 0, edgePixels = 0
    var maxInterior = 0, maxEdge = 0
    var edgeSum = 0
    var worstInterior: (x: Int, y: Int)? = nil
    var worstEdge: (x: Int, y: Int)? = nil
    var meanEdge: Double { edgePixels == 0 ? 0 : Double(edgeSum) / Double(edgePixels * 4) }

    var isWithinTolerance: Bool {
        maxInterior <= GPUTolerance.interior && maxEdge <= GPUTolerance.edge && meanEdge <= GPUTolerance.meanEdge
    }

    var description: String {
        "interior \(interiorPixels) px, max diff \(maxInterior)\(worstInterior.map { " at (\($0.x),\($0.y))" } ?? ""); "
            + "edge \(edgePixels) px, max diff \(maxEdge)\(worstEdge.map { " at (\($0.x),\($0.y))" } ?? ""), mean \(String(format: "%.2f", meanEdge))"
    }

    var json: String {
        "{\"interiorPixels\": \(interiorPixels), \"maxInterior\": \(maxInterior), \"edgePixels\": \(edgePixels), "
            + "\"maxEdge\": \(maxEdge), \"meanEdge\": \(meanEdge), \"withinTolerance\": \(isWithinTolerance)}"
    }
}

enum CPUReference {
    /// Pixels within one pixel of an edge: for every leaf item (fills,
    /// strokes, image footprints, clip outlines, mask items, each instance)
    /// drawn alone as opaque white by the CPU (several at once where their
    /// boxes are apart), the pixels whose coverage is neither 0 nor 1, then
    /// grown by one pixel.
    static func edgeMask(of list: DisplayList) throws -> [Bool] {
        let w = list.width, h = list.height
        var edge = [Bool](repeating: false, count: w * h)
        for batch in disjointBatches(coverageLeaves(list.items)) {
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

    /// `leaves` in batches whose pixel boxes do not overlap: drawn together,
    /// each pixel still gets one leaf's coverage, so a batch marks the same
    /// edges as its leaves drawn one by one, in far fewer renders.
    static func disjointBatches(_ leaves: [DisplayItem]) -> [[DisplayItem]] {
        var batches: [(items: [DisplayItem], boxes: [DeviceBox])] = []
        for leaf in leaves {
            // Grown by one pixel: coverage next to a box edge stays its own.
            let box = GroupBounds.of(leaf).grown(by: 1)
            if let k = batches.firstIndex(where: { batch in batch.boxes.allSatisfy { $0.intersection(box).isEmpty } }) {
                batches[k].items.append(leaf)
                batches[k].boxes.append(box)
            } else {
                batches.append(([leaf], [box]))
            }
        }
        return batches.map(\.items)
    }

    /// Every shape of `items` as an opaque white item of the same outline.
    static func coverageLeaves(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            switch item {
            case .fill(var fill):
                fill.paint = .solid(.white)
                return [.fill(fill)]
            case .stroke(var stroke):
                stroke.paint = .solid(.white)
                return [.stroke(stroke)]
            case .image(let image):
                return [.fill(FillItem(path: Path(rect: image.destination), transform: image.transform,
                                       fillRule: .nonZero, paint: .solid(.white)))]
            case .group(let group):
                let clip = group.clip.map {
                    DisplayItem.fill(FillItem(path: Path(roundedRect: $0.rect, cornerRadius: $0.cornerRadius),
                                              transform: $0.transform, fillRule: .nonZero, paint: .solid(.white)))
                }
                return coverageLeaves(group.items) + coverageLeaves(group.mask ?? []) + (clip.map { [$0] } ?? [])
            case .instanced(let grid):
                return grid.instances.flatMap { placement in
                    coverageLeaves(grid.template.map { $0.transformed(by: placement.transform) })
                }
            }
        }
    }

    /// Compares `gpu` with `cpu` under `edge`; on failure writes
    /// expected | diff heat map | actual as a PNG and a JSON summary to
    /// $TMPDIR/flipbook-gpu-vs-cpu/<name>.{png,json}.
    static func compare(gpu: Bitmap, cpu: Bitmap, edge: [Bool], name: String) -> (CPUComparison, String?) {
        var result = CPUComparison()
        var heat = Bitmap(width: cpu.width, height: cpu.height)
        for i in 0..<(cpu.width * cpu.height) {
            // Per channel, without a per-pixel array (this loop runs over
            // every pixel of every scene frame in debug builds).
            var worst = 0, sum = 0
            for c in 4 * i..<4 * i + 4 {
                let d = abs(Int(gpu.pixels[c]) - Int(cpu.pixels[c]))
                worst = max(worst, d)
                sum += d
            }
            if edge[i] {
                result.edgePixels += 1
                if worst > result.maxEdge { result.worstEdge = (i % cpu.width, i / cpu.width) }
                result.maxEdge = max(result.maxEdge, worst)
                result.edgeSum += sum
            } else {
                result.interiorPixels += 1
                if worst > result.maxInterior { result.worstInterior = (i % cpu.width, i / cpu.width) }
                result.maxInterior = max(result.maxInterior, worst)
            }
            // Red for interior differences, yellow for edge ones; 4× brighter than the difference.
            let v = UInt8(min(255, worst * 4))
            heat.pixels[4 * i] = v
            heat.pixels[4 * i + 1] = edge[i] ? v : 0
            heat.pixels[4 * i + 3] = 255
        }
        guard !result.isWithinTolerance else { return (result, nil) }
        return (result, writeReport(gpu: gpu, cpu: cpu, heat: heat, summary: result.json, name: name))
    }

    private static func writeReport(gpu: Bitmap, cpu: Bitmap, heat: Bitmap, summary: String, name: String) -> String? {
        let directory = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/flipbook-gpu-vs-cpu"
        mkdir(directory, 0o755)
        var sheet = Bitmap(width: cpu.width * 3, height: cpu.height)
        for y in 0..<cpu.height {
            for (k, image) in [cpu, heat, gpu].enumerated() {
                let row = image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]
                let start = (y * sheet.width + k * cpu.width) * 4
                sheet.pixels.replaceSubrange(start..<start + row.count, with: row)
            }
        }
        let path = "\(directory)/\(name)"
        do {
            try PNGEncoder().write(sheet, to: path + ".png")
            try writeFileAtomically(Array(summary.utf8), to: path + ".json")
        } catch {
            return nil
        }
        return path + ".png"
    }
}
