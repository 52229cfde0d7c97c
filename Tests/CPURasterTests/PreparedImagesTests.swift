import Dispatch
import Geometry
import Testing
@testable import CPURaster

/// The prepared images a render's bands share: one preparation per image
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
}
