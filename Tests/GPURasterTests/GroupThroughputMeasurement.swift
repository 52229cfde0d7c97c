import Geometry
import Glibc
@testable import GPURaster
import Paths
import Presentation
import Testing

extension GPURasterTests {
    /// Not a timed test: a fixed workload for measuring offscreen-group
    /// throughput by hand, off unless GPU_GROUP_BENCH=1 (benchmarks stay
    /// out of the test run; build in release with `-Xswiftc -enable-testing`
    /// to measure). Prints frames per second for translucent instanced
    /// tiles on a 750×1334 canvas, the Fuber ripple grid's load: a template
    /// of two items (each instance is an offscreen group) and of one image
    /// (each instance takes its opacity directly).
    @Suite(.enabled(if: getenv("GPU_GROUP_BENCH") != nil)) struct GroupThroughput {
        /// A 90×90 tile image with a translucent diagonal ramp, fixed.
        static let tile: Bitmap = {
            var pixels: [UInt8] = []
            for y in 0..<90 {
                for x in 0..<90 {
                    let a = UInt8((x + y) * 255 / 178)
                    pixels += [a / 3, a / 2, a, a]
                }
            }
            return Bitmap(width: 90, height: 90, pixels: pixels)
        }()

        static func grid(columns: Int, rows: Int, twoItems: Bool) -> DisplayList {
            let image = DisplayItem.image(ImageItem(image: tile, destination: Rect(x: -45, y: -45, width: 90, height: 90),
                                                    tileSize: nil, transform: .identity, opacity: 1))
            let frame = DisplayItem.stroke(StrokeItem(path: Path(rect: Rect(x: -40, y: -40, width: 80, height: 80)),
                                                      transform: .identity, style: StrokeStyle(lineWidth: 2),
                                                      strokeStart: 0, strokeEnd: 1, paint: .solid(.white)))
            var instances: [InstancePlacement] = []
            for row in 0..<rows {
                for column in 0..<columns {
                    let k = row * columns + column
                    let place = AffineTransform(scaleX: 0.9, y: 0.9)
                        .concatenating(AffineTransform(translationX: 50 + Double(column) * 1334 / Double(rows) * 0.55,
                                                       y: 50 + Double(row) * 1334 / Double(rows)))
                    instances.append(InstancePlacement(transform: place, opacity: 0.35 + 0.6 * Double(k % 7) / 7))
                }
            }
            let template = twoItems ? [image, frame] : [image]
            return DisplayList(width: 750, height: 1334, items: [.instanced(InstancedItem(template: template, instances: instances))])
        }

        @Test(arguments: [(7, 11, true), (20, 20, true), (7, 11, false), (20, 20, false)])
        func translucentInstances(columns: Int, rows: Int, twoItems: Bool) throws {
            let renderer = try GPURenderer()
            let list = Self.grid(columns: columns, rows: rows, twoItems: twoItems)
            for _ in 0..<2 { _ = try renderer.render(list) }
            let frames = 10
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            for _ in 0..<frames { _ = try renderer.render(list) }
            clock_gettime(CLOCK_MONOTONIC, &end)
            let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
            print("BENCH \(columns * rows) instances, \(twoItems ? "image + stroke (groups)" : "image only"): "
                  + "\(String(format: "%.1f", seconds / Double(frames) * 1000)) ms/frame")
        }
    }
}
