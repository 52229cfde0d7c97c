import Geometry
@testable import GPURaster
import Glibc
import Paths
import Presentation
import Testing

extension GPURasterTests {
    @Suite struct Paints {
        static let canvas = Path(rect: Rect(x: 0, y: 0, width: 64, height: 64))

        /// Expected premultiplied bytes of a straight color interpolated at `t`.
        static func expected(_ stops: [Gradient.Stop], _ t: Double) -> [Int] {
            premultiplied(GradientUniforms.color(of: stops, at: min(max(t, 0), 1)))
        }

        @Test func axialGradientMatchesTheRampAtPixelCenters() throws {
            let stops = [Gradient.Stop(location: 0.25, color: Color(red: 1, green: 0, blue: 0)),
                         Gradient.Stop(location: 0.75, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))]
            // Local space is half the device's: the paint is mapped back by the inverse transform.
            let item = DisplayItem.fill(FillItem(
                path: Path(rect: Rect(x: 0, y: 0, width: 32, height: 32)), transform: AffineTransform(scaleX: 2, y: 2),
                fillRule: .nonZero, paint: .axial(Gradient(stops: stops), start: Point(0, 0), end: Point(32, 0))))
            let bitmap = try renderGPU([item])
            for x in 0..<64 {
                let want = Self.expected(stops, (Double(x) + 0.5) / 64)
                #expect(close(bitmap.rgba(x, 20), want), "x=\(x): \(bitmap.rgba(x, 20)) vs \(want)")
            }
        }

        @Test func radialGradientMatchesTheRampOnAnEllipse() throws {
            let stops = [Gradient.Stop(location: 0, color: .white),
                         Gradient.Stop(location: 0.5, color: Color(red: 0, green: 1, blue: 0)),
                         Gradient.Stop(location: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 0))]
            let center = Point(30, 34), radii = Size(24, 12)
            let item = DisplayItem.fill(FillItem(path: Self.canvas, transform: .identity, fillRule: .nonZero,
                                                 paint: .radial(Gradient(stops: stops), center: center, radii: radii)))
            let bitmap = try renderGPU([item])
            for y in stride(from: 0, to: 64, by: 3) {
                for x in stride(from: 0, to: 64, by: 3) {
                    let dx = (Double(x) + 0.5 - center.x) / radii.width, dy = (Double(y) + 0.5 - center.y) / radii.height
                    let want = Self.expected(stops, (dx * dx + dy * dy).squareRoot())
                    #expect(close(bitmap.rgba(x, y), want), "(\(x),\(y)): \(bitmap.rgba(x, y)) vs \(want)")
                }
            }
        }

        @Test func degenerateGradientsPaintTheirLastStop() throws {
            let gradient = Gradient(stops: [.init(location: 0, color: .white),
                                            .init(location: 0.6, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))])
            let paints: [Paint] = [.axial(gradient, start: Point(5, 5), end: Point(5, 5)),
                                   .radial(gradient, center: Point(32, 32), radii: Size(0, 10))]
            for paint in paints {
                let bitmap = try renderGPU([.fill(FillItem(path: Self.canvas, transform: .identity, fillRule: .nonZero, paint: paint))])
                #expect(bitmap.rgba(5, 5) == [0, 0, 128, 128], "\(paint)")
                #expect(bitmap.rgba(32, 32) == [0, 0, 128, 128], "\(paint)")
            }
        }

        @Test func stopsSharingALocationSwitchColorThere() {
            let stops = [Gradient.Stop(location: 0, color: .black), .init(location: 0.5, color: .black),
                         .init(location: 0.5, color: .white), .init(location: 1, color: .white)]
            #expect(GradientUniforms.color(of: stops, at: 0.5) == .white)
            #expect(GradientUniforms.color(of: stops, at: 0.4999) == .black)
        }

        @Test func longRampsAreResampledToTheShaderLimit() {
            let stops = (0...40).map { Gradient.Stop(location: Double($0) / 40, color: Color(red: Double($0) / 40, green: 0, blue: 0)) }
            let uniforms = GradientUniforms(gradient: Gradient(stops: stops), geometry: .axial(start: .zero, end: Point(1, 0)))
            #expect(uniforms.uploadedStops.count == GradientUniforms.maximumStops)
            #expect(uniforms.uploadedStops.last?.color == stops.last?.color)
        }

        /// A 2×2 image, premultiplied: red, green / blue, half-transparent white.
        static let checker = Bitmap(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255,
                                                                   0, 0, 255, 255, 128, 128, 128, 128])

        /// Bilinear sample of `image` at texel coordinates (u, v) in pixels,
        /// texel centers at +0.5, clamped or wrapped.
        static func bilinear(_ image: Bitmap, _ u: Double, _ v: Double, wrap: Bool) -> [Double] {
            let x = u - 0.5, y = v - 0.5
            let x0 = Int(floor(x)), y0 = Int(floor(y))
            let fx = x - floor(x), fy = y - floor(y)
            func texel(_ i: Int, _ j: Int) -> [Double] {
                let ci = wrap ? ((i % image.width) + image.width) % image.width : min(max(i, 0), image.width - 1)
                let cj = wrap ? ((j % image.height) + image.height) % image.height : min(max(j, 0), image.height - 1)
                return image.rgba(ci, cj).map(Double.init)
            }
            let a = texel(x0, y0), b = texel(x0 + 1, y0), c = texel(x0, y0 + 1), d = texel(x0 + 1, y0 + 1)
            return (0..<4).map { k in
                (a[k] * (1 - fx) + b[k] * fx) * (1 - fy) + (c[k] * (1 - fx) + d[k] * fx) * fy
            }
        }

        /// image.frag mixes texels with float weights, as the CPU does (or
        /// has a texture unit with float weights do it), so only the final
        /// rounding differs: one level.
        static let bilinearTolerance = 1

        /// A renderer that filters in the shader whatever the device's
        /// texture unit can do.
        static let shaderFiltering = Result { try GPURenderer(imageFiltering: .shader) }

        @Test(arguments: [false, true], [ImageFiltering.textureUnit, .shader])
        func imageIsSampledBilinearlyClampedOrTiled(tiled: Bool, filtering: ImageFiltering) throws {
            let destination = Rect(x: 8, y: 8, width: 48, height: 48)
            let tile = Size(12, 12)
            let item = DisplayItem.image(ImageItem(image: Self.checker, destination: destination,
                                                   tileSize: tiled ? tile : nil, transform: .identity, opacity: 0.75))
            let renderer = filtering == .shader ? try Self.shaderFiltering.get() : try sharedRenderer.get()
            #expect(renderer.imageFiltering == filtering)
            let bitmap = try renderer.render(DisplayList(width: 64, height: 64, items: [item]))
            let scale = (tiled ? tile.width : destination.width) / 2
            for y in 8..<56 {
                for x in 8..<56 {
                    let u = (Double(x) + 0.5 - 8) / scale, v = (Double(y) + 0.5 - 8) / scale
                    let want = Self.bilinear(Self.checker, u, v, wrap: tiled).map { Int(($0 * 0.75).rounded()) }
                    #expect(close(bitmap.rgba(x, y), want, Self.bilinearTolerance), "(\(x),\(y)): \(bitmap.rgba(x, y)) vs \(want)")
                }
            }
            #expect(bitmap.rgba(7, 30) == [0, 0, 0, 0])
            #expect(bitmap.rgba(56, 30) == [0, 0, 0, 0])
        }

        /// llvmpipe's texture unit filters RGBA16F with float weights (so
        /// the renderers above differ in how they filter) and RGBA8 with
        /// 8-bit weights, which the probe must refuse.
        @Test func filteringProbeTellsFloatWeightsFromQuantizedOnes() throws {
            let device = try GPUDevices.open(.auto)
            try device.context.makeCurrent()
            defer { device.context.releaseCurrent() }
            #expect(try ImageFiltering.probe(bytesTexture: true) == .shader)
            if device.info.renderer.hasPrefix("llvmpipe") {
                #expect(try ImageFiltering.probe() == .textureUnit)
            }
        }
    }
}
