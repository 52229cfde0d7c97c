import Geometry
@testable import GPURaster
import Paths
import Presentation
import Testing

extension GPURasterTests {
    /// Blend modes on the GPU: the hand-computed multiply pixel with
    /// framebuffer fetch (the other modes are compared with the CPU in
    /// `AgainstCPU`), and a clear refusal with float targets, which have
    /// no destination to read.
    @Suite struct BlendModes {
        let square = Path(rect: Rect(x: 0, y: 0, width: 8, height: 8))
        var items: [DisplayItem] {
            [fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 8)), Color(red: 0.4, green: 0.8, blue: 0.2)),
             .group(GroupItem(items: [fill(square, Color(red: 1, green: 0.6, blue: 0))], blendMode: .multiply))]
        }

        /// Cb = (0.4, 0.8, 0.2), Cs = (1, 0.6, 0): 102, 0.48 · 255 = 122.4, 0;
        /// beside the backdrop the source as is.
        @Test func multiplyWithFramebufferFetch() throws {
            let renderer = try sharedRenderer.get()
            guard renderer.compositing == .framebufferFetch else { return }
            let frame = try renderer.render(DisplayList(width: 8, height: 8, items: items))
            #expect(frame.rgba(1, 4) == [102, 122, 0, 255])
            #expect(frame.rgba(6, 4) == [255, 153, 0, 255])
        }

        @Test func floatTargetsRefuseABlendMode() throws {
            let renderer = try GPURenderer(compositing: .floatTargets)
            #expect {
                try renderer.render(DisplayList(width: 8, height: 8, items: items))
            } throws: { error in
                guard let error = error as? GPUError else { return false }
                return error.kind == .unsupported && error.message.contains("multiply")
                    && error.message.contains("framebuffer fetch")
            }
        }
    }
}
