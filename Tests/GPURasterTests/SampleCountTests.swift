import Geometry
@testable import GPURaster
import Paths
import Presentation
import Testing

extension GPURasterTests {
    /// `samples` is honoured: llvmpipe turns a multisample request for one
    /// sample into four, so one sample uses plain attachments.
    @Suite struct SampleCounts {
        /// Covers columns 0...9 and half of column 10, opaque red.
        static let list = DisplayList(width: 16, height: 4, items: [
            fill(Path(rect: Rect(x: 0, y: 0, width: 10.5, height: 4)), Color(red: 1, green: 0, blue: 0, alpha: 1)),
        ])

        @Test(arguments: [ColorStorage.float32, .rgba8])
        func oneSampleCoversAPixelAllOrNothing(storage: ColorStorage) throws {
            let renderer = try GPURenderer(samples: 1)
            renderer.colorStorage = storage
            #expect(renderer.samples == 1)
            let frame = try renderer.render(Self.list)
            #expect(frame.rgba(5, 2) == [255, 0, 0, 255])
            #expect([0, 255].contains(frame.rgba(10, 2)[3]), "\(frame.rgba(10, 2))")
            #expect(frame.rgba(12, 2) == [0, 0, 0, 0])
        }

        @Test(arguments: [ColorStorage.float32, .rgba8])
        func fourSamplesCoverHalfAPixelByHalf(storage: ColorStorage) throws {
            let renderer = try GPURenderer(samples: 4)
            renderer.colorStorage = storage
            let frame = try renderer.render(Self.list)
            #expect(frame.rgba(10, 2)[3] == 128, "\(frame.rgba(10, 2))")
        }
    }
}
