import Dispatch
import Geometry
import Presentation
import Testing
@testable import CPURaster

/// The prepared images a renderer's bands and frames share: one preparation per image
/// and layout, found again by every band, and nothing made where the
/// caller does not allow it.
@Suite struct PreparedImagesTests {
    func image(_ side: Int, seed: UInt8) -> Bitmap {
        Bitmap(width: side, height: side, pixels: (0..<(side * side * 4)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ Int(seed)) })
    }

    @Test func bandsShareOnePreparation() {
        let shared = PreparedImages(), bitmap = image(64, seed: 3)
        // Eight threads ask at once, as bands do: all get the same one. Each
        // writes only its own slot of plain memory.
        struct Slots: @unchecked Sendable { let base: UnsafeMutablePointer<ObjectIdentifier?> }
        let slots = Slots(base: .allocate(capacity: 8))
        slots.base.initialize(repeating: nil, count: 8)
        defer { slots.base.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            slots.base[i] = shared.texels(of: bitmap, layout: .pixels, mayPrepare: true).map(ObjectIdentifier.init)
        }
        let found = (0..<8).map { slots.base[$0] }
        #expect(found[0] != nil)
        #expect(found.allSatisfy { $0 == found[0] })
    }

    @Test func layoutsAndPermissionAreKeptApart() {
        let shared = PreparedImages(), bitmap = image(16, seed: 9), other = image(16, seed: 10)
        #expect(shared.texels(of: bitmap, layout: .pixels, mayPrepare: false) == nil)
        let pixels = shared.texels(of: bitmap, layout: .pixels, mayPrepare: true)
        #expect(pixels?.layout == .pixels)
        // Found again without permission; another layout or image is not.
        #expect(shared.texels(of: bitmap, layout: .pixels, mayPrepare: false) === pixels)
        #expect(shared.texels(of: bitmap, layout: .planes, mayPrepare: false) == nil)
        #expect(shared.texels(of: other, layout: .pixels, mayPrepare: false) == nil)
    }

    /// One renderer keeps its prepared images from frame to frame: frames
    /// that draw a different image of the same size in the same place, one
    /// after another (and the first image again), each come out as a fresh
    /// renderer draws them, never with the image prepared for the frame
    /// before.
    @Test func framesOfOneRendererDrawTheirOwnImages() throws {
        func frame(_ bitmap: Bitmap) -> DisplayList {
            DisplayList(width: 40, height: 30, items: [
                .image(ImageItem(image: bitmap, destination: Rect(x: 3.5, y: 2.25, width: 30, height: 24), tileSize: nil,
                                 transform: .identity, opacity: 0.9)),
            ])
        }
        let renderer = CPURenderer()
        let images = [image(24, seed: 1), image(24, seed: 2), image(24, seed: 3)]
        for bitmap in images + [images[0]] {
            #expect(try renderer.render(frame(bitmap)) == CPURenderer().render(frame(bitmap)))
        }
        // Copies share the images the renderer prepared.
        let copy = renderer
        #expect(try copy.render(frame(images[1])) == CPURenderer().render(frame(images[1])))
    }
}
