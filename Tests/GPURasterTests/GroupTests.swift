import CPURaster
import Geometry
@testable import GPURaster
import Glibc
import Paths
import Presentation
import Testing

extension GPURasterTests {
    @Suite struct Groups {
        static let red = Color(red: 1, green: 0, blue: 0)
        static let blue = Color(red: 0, green: 0, blue: 1)
        static let canvas = Path(rect: Rect(x: 0, y: 0, width: 64, height: 64))

        @Test func groupOpacityCompositesOverlapsOnce() throws {
            let group = GroupItem(items: [fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 64)), Self.red),
                                          fill(Path(rect: Rect(x: 24, y: 0, width: 40, height: 64)), Self.blue)],
                                  opacity: 0.5)
            let bitmap = try renderGPU([.group(group)])
            #expect(close(bitmap.rgba(30, 30), [0, 0, 128, 128]), "blue alone, at half opacity")
            #expect(close(bitmap.rgba(10, 30), [128, 0, 0, 128]))
            #expect(close(bitmap.rgba(50, 30), [0, 0, 128, 128]))
        }

        @Test func nestedOpacitiesMultiply() throws {
            let inner = GroupItem(items: [fill(Self.canvas, .white)], opacity: 0.5)
            let outer = GroupItem(items: [.group(inner)], opacity: 0.5)
            let bitmap = try renderGPU([fill(Self.canvas, Self.red), .group(outer)])
            // White at 0.25 (64) over red: red 255·0.75 + 64, green and blue 64.
            #expect(close(bitmap.rgba(5, 5), [255, 64, 64, 255]))
        }

        @Test func maskAlphaMultipliesTheGroup() throws {
            let mask: [DisplayItem] = [fill(Path(rect: Rect(x: 0, y: 0, width: 32, height: 64)), .black),
                                       fill(Path(rect: Rect(x: 32, y: 0, width: 16, height: 64)), Color.black.withOpacity(0.5))]
            let group = GroupItem(items: [fill(Self.canvas, Self.red)], opacity: 0.8, mask: mask)
            let bitmap = try renderGPU([.group(group)])
            #expect(close(bitmap.rgba(10, 10), [204, 0, 0, 204]))
            #expect(close(bitmap.rgba(40, 10), [102, 0, 0, 102]))
            #expect(bitmap.rgba(50, 10) == [0, 0, 0, 0])
        }

        @Test func roundedClipKeepsOnlyItsInsideWithAntiAliasedCorners() throws {
            let clipRect = Rect(x: 8, y: 8, width: 48, height: 48)
            let radius = 12.0
            let group = GroupItem(items: [fill(Self.canvas, Self.red)], opacity: 1,
                                  clip: Clip(rect: clipRect, cornerRadius: radius, transform: .identity))
            let bitmap = try renderGPU([.group(group)])
            let reference = CoverageReference(size: 64) { p in
                guard clipRect.contains(p) else { return false }
                let cx = min(max(p.x, clipRect.minX + radius), clipRect.maxX - radius)
                let cy = min(max(p.y, clipRect.minY + radius), clipRect.maxY - radius)
                return p.distance(to: Point(cx, cy)) <= radius
            }
            let comparison = reference.compare(bitmap, color: Self.red)
            #expect(comparison.isWithinTolerance, "\(comparison)")
            #expect(bitmap.rgba(9, 9) == [0, 0, 0, 0])
        }

        @Test func clipFollowsItsTransform() throws {
            let clip = Clip(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0,
                            transform: AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 4, y: 4)))
            let bitmap = try renderGPU([.group(GroupItem(items: [fill(Self.canvas, Self.blue)], clip: clip))])
            #expect(bitmap.rgba(4, 4) == [0, 0, 255, 255])
            #expect(bitmap.rgba(23, 23) == [0, 0, 255, 255])
            #expect(bitmap.rgba(24, 10) == [0, 0, 0, 0])
            #expect(bitmap.rgba(3, 10) == [0, 0, 0, 0])
        }

        /// A group clipped to whole pixels whose first item is an opaque
        /// color covering the clip is drawn in place (no offscreen target)
        /// with the CPU's bytes; one whose first item is translucent, or
        /// whose clip has a fractional corner, goes offscreen, also with
        /// the CPU's bytes.
        @Test(arguments: [(1.0, 4.0, true), (0.9, 4.0, false), (1.0, 4.5, false)])
        func clippedGroupOnAnOpaqueBackdropDrawsInPlace(backdropAlpha: Double, clipOrigin: Double,
                                                        inPlace: Bool) throws {
            let clip = Clip(rect: Rect(x: clipOrigin, y: clipOrigin, width: 36, height: 40), cornerRadius: 0,
                            transform: .identity)
            let items: [DisplayItem] = [
                fill(Path(rect: Rect(x: 1.3, y: 2.7, width: 62, height: 60)), Self.blue.withOpacity(backdropAlpha)),
                fill(Path(ellipseIn: Rect(x: 20.2, y: 10.6, width: 40.3, height: 33.1)), Self.red.withOpacity(0.55)),
                fill(Path(rect: Rect(x: 0.4, y: 30.25, width: 64, height: 3.5)), Color.white.withOpacity(0.3)),
            ]
            let list = DisplayList(width: 64, height: 64, items: [
                fill(Self.canvas, Color(red: 0.2, green: 0.8, blue: 0.1, alpha: 0.6)),
                .group(GroupItem(items: items, clip: clip)),
            ])
            let renderer = try GPURenderer()
            let gpu = try renderer.render(list)
            #expect((renderer.renderTargetCount == 1) == inPlace, "targets: \(renderer.renderTargetCount)")
            let cpu = try CPURenderer().render(list)
            let worst = zip(gpu.pixels, cpu.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "worst channel difference \(worst)")
            #expect(gpu.rgba(2, 20) == cpu.rgba(2, 20), "outside the clip: the parent's background only")
        }

        @Test func instancesApplyTheirTransformAfterTheTemplatesAndTheirOwnOpacity() throws {
            let template = [fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), Self.red,
                                 transform: AffineTransform(scaleX: 2, y: 2))]
            let grid = InstancedItem(template: template, instances: [
                InstancePlacement(transform: .identity, opacity: 1),
                InstancePlacement(transform: AffineTransform(translationX: 16, y: 0), opacity: 0.5),
                InstancePlacement(transform: AffineTransform(translationX: 32, y: 0), opacity: 0),
            ])
            let bitmap = try renderGPU([.instanced(grid)])
            #expect(bitmap.rgba(7, 7) == [255, 0, 0, 255])
            #expect(bitmap.rgba(8, 7) == [0, 0, 0, 0])
            #expect(close(bitmap.rgba(20, 4), [128, 0, 0, 128]))
            #expect(bitmap.rgba(36, 4) == [0, 0, 0, 0])
        }

        @Test func instancesOfSeveralItemsCompositeAsGroups() throws {
            let template = [fill(Path(rect: Rect(x: 0, y: 0, width: 8, height: 8)), Self.red),
                            fill(Path(rect: Rect(x: 4, y: 0, width: 8, height: 8)), Self.blue)]
            let grid = InstancedItem(template: template, instances: [
                InstancePlacement(transform: AffineTransform(translationX: 10, y: 10), opacity: 0.5),
            ])
            let bitmap = try renderGPU([.instanced(grid)])
            #expect(close(bitmap.rgba(16, 12), [0, 0, 128, 128]), "the overlap shows blue only")
            #expect(close(bitmap.rgba(11, 12), [128, 0, 0, 128]))
        }

        @Test func aFailedFrameLeavesTheRendererUsable() throws {
            #expect(throws: GPUError.self) { try sharedRenderer.get().render(DisplayList(width: 1 << 20, height: 4, items: [])) }
            #expect(try renderGPU([fill(Self.canvas, Self.red)]).rgba(1, 1) == [255, 0, 0, 255])
        }
    }
}
