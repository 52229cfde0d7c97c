import CPURaster
import Geometry
import GoldenSupport
@testable import GPURaster
import Glibc
import Output
import Paths
import Presentation

enum CPUReference {
    /// Pixels within one pixel of an edge: for every leaf item (fills,
    /// strokes, image footprints, clip outlines, mask items, each instance)
    /// drawn alone as opaque white by the CPU (several at once where their
    /// boxes are apart), the pixels whose coverage is neither 0 nor 1, then
    /// grown by one pixel.
    static func edgeMask(of list: DisplayList) throws -> [Bool] {
        try EdgeMask.of(width: list.width, height: list.height, batches: disjointBatches(EdgeMask.coverageLeaves(list.items)))
    }

    /// `leaves` in batches whose pixel boxes do not overlap: drawn together,
    /// each pixel still gets one leaf's coverage, so a batch marks the same
    /// edges as its leaves drawn one by one, in far fewer renders.
    static func disjointBatches(_ leaves: [DisplayItem]) -> [[DisplayItem]] {
        var batches: [(items: [DisplayItem], boxes: [PixelRect])] = []
        for leaf in leaves {
            // Grown by one pixel: coverage next to a box edge stays its own.
            let box = PixelBounds.of(leaf).grown(by: 1)
            if let k = batches.firstIndex(where: { batch in batch.boxes.allSatisfy { $0.intersection(box).isEmpty } }) {
                batches[k].items.append(leaf)
                batches[k].boxes.append(box)
            } else {
                batches.append(([leaf], [box]))
            }
        }
        return batches.map(\.items)
    }

    /// Compares `gpu` with `cpu` under `edge`; on failure writes
    /// expected | diff heat map | actual as a PNG and a JSON summary to
    /// $TMPDIR/flipbook-gpu-vs-cpu/<name>.{png,json}.
    static func compare(gpu: Bitmap, cpu: Bitmap, edge: [Bool], name: String) -> (GPUComparison, String?) {
        let result = GPUComparison(gpu: gpu, cpu: cpu, edge: edge)
        guard !result.isWithinTolerance else { return (result, nil) }
        // Red for interior differences, yellow for edge ones; 4× brighter than the difference.
        var heat = Bitmap(width: cpu.width, height: cpu.height)
        for i in 0..<(cpu.width * cpu.height) {
            let v = UInt8(min(255, GPUComparison.channelDifferences(gpu, cpu, pixel: i).worst * 4))
            heat.pixels[4 * i] = v
            heat.pixels[4 * i + 1] = edge[i] ? v : 0
            heat.pixels[4 * i + 3] = 255
        }
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
