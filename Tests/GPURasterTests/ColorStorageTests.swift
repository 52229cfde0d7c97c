import CPURaster
import Geometry
import GoldenSupport
@testable import GPURaster
import Paths
import Presentation
import Testing

extension GPURasterTests {
    /// Why targets keep color in float (`ColorStorage`): the fuber-swiftui
    /// frame at 25 % stacks two nearly transparent items over its opaque
    /// background (the tiled Chimes image at opacity 0.017, then the text
    /// in white at 0.017). Fixed-point RGBA8 blending rounds each source
    /// color and alpha to 8 bits before the multiply-add; there the blue
    /// channel goes 101 → 102 → 104 where the CPU, blending in float and
    /// rounding the result, goes 101 → 103 → 106. Float targets blend as
    /// the CPU does and round once, at the resolve: 101 → 102.81 → 105.39,
    /// one level from the CPU's 106 (its intermediate rounding).
    @Suite struct ColorStorages {
        /// The Chimes texel mix under that pixel, premultiplied, 0...255
        /// (the bilinear mix of its tile at the pixel times 0.017), as a
        /// straight color.
        static let chimes = Color(red: 1.2003760 / 3.9672000, green: 2.8179039 / 3.9672000,
                                  blue: 3.3797820 / 3.9672000, alpha: 3.9672000 / 255)
        static let background = Color(red: 0.0588, green: 0.3059, blue: 0.3961, alpha: 1)

        static func stack() -> DisplayList {
            let canvas = Path(rect: Rect(x: 0, y: 0, width: 16, height: 16))
            return DisplayList(width: 16, height: 16, items: [
                fill(canvas, background), fill(canvas, chimes), fill(canvas, Color.white.withOpacity(0.017)),
            ])
        }

        @Test func floatTargetsMatchTheCPUInsideAStackOfFaintItems() throws {
            let renderer = try GPURenderer()
            try #require(renderer.colorStorage == .float32, "llvmpipe offers float color buffers")
            let cpu = try CPURenderer().render(Self.stack())
            let gpu = try renderer.render(Self.stack())
            #expect(cpu.rgba(8, 8) == [20, 83, 106, 255])
            #expect(close(gpu.rgba(8, 8), cpu.rgba(8, 8), GPUTolerance.interior), "\(gpu.rgba(8, 8))")
        }

        @Test func rgba8TargetsRoundEachFaintSourceAndMissByTwoLevels() throws {
            let renderer = try GPURenderer()
            renderer.colorStorage = .rgba8
            let cpu = try CPURenderer().render(Self.stack())
            let gpu = try renderer.render(Self.stack())
            // The model of fixed-point blending: source channels and alpha
            // rounded to levels, dst·(255 − αs)/255 added, rounded.
            func blend(_ d: [Int], _ s: [Double]) -> [Int] {
                let src = s.map { $0.rounded() }
                return (0..<4).map { Int((src[$0] + Double(d[$0]) * (255 - src[3]) / 255).rounded()) }
            }
            let faint = [1.2003760, 2.8179039, 3.3797820, 3.9672000]
            let white = [Double](repeating: 0.017 * 255, count: 4)
            let modeled = blend(blend([15, 78, 101, 255], faint), white)
            #expect(gpu.rgba(8, 8) == modeled)
            #expect(abs(gpu.rgba(8, 8)[2] - cpu.rgba(8, 8)[2]) == 2, "\(gpu.rgba(8, 8)) vs \(cpu.rgba(8, 8))")
        }

        @Test func everyStorageResolvesTheSamePixelsForOpaqueItems() throws {
            let renderer = try GPURenderer()
            let list = DisplayList(width: 32, height: 32, items: [
                fill(Path(rect: Rect(x: 0, y: 0, width: 32, height: 32)), Self.background),
                fill(Path(ellipseIn: Rect(x: 4, y: 4, width: 24, height: 24)), Color(red: 1, green: 0.5, blue: 0, alpha: 1)),
            ])
            let float = try renderer.render(list)
            renderer.colorStorage = .rgba8
            let fixed = try renderer.render(list)
            renderer.colorStorage = .float32
            #expect(renderer.colorStorage == .float32)
            #expect(float.rgba(16, 16) == fixed.rgba(16, 16))
            #expect(float.rgba(1, 1) == fixed.rgba(1, 1))
            #expect(try renderer.render(list) == float)
        }
    }
}
