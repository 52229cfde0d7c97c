import Foundation
import Lottie
import Testing

/// The root's out point as lottie-ios shows it (progress 1): layers that
/// end where the root ends stay visible there, beside those that start
/// there; a layer ending earlier does not.
@Suite struct LottieEndFrameTests {
    /// Features/end-at-op.json at frame 12 (its op, 10 fps): a layer ending
    /// at op, a stretched precomposition's layer whose out point maps to op
    /// (st 2 + sr 2 · 5 = 12), one mapping to 11.5, and one starting at op.
    @Test func layersEndingAtTheRootsOutPointShowAtIt() throws {
        let url = LottieFeatureGoldenTests.features.appendingPathComponent("end-at-op.json")
        let lottie = try LottieDecoder().decode(contentsOf: url.path)
        let atOp = 12.0 / 10
        #expect(try lottie.pixel(25, 25, at: atOp) == [0xcc, 0x33, 0x33, 255], "ends at op")
        #expect(try lottie.pixel(25, 75, at: atOp) == [0x2e, 0x9e, 0x4f, 255], "nested ends at op")
        #expect(try lottie.pixel(75, 25, at: atOp) == [0, 0, 0, 0], "nested ends before op")
        #expect(try lottie.pixel(75, 75, at: atOp) == [0x33, 0x55, 0xcc, 255], "starts at op")
        // Just before op every layer but the last shows as usual.
        #expect(try lottie.pixel(75, 25, at: 11.4 / 10) == [0xd9, 0xa5, 0x20, 255])
        #expect(try lottie.pixel(75, 75, at: 11.9 / 10) == [0, 0, 0, 0])
    }
}
