import CPURaster
import Output
import Presentation
import Scenes
import Testing

/// The built-in scenes' frames through Flipbook's own PNG encoder and back
/// through libpng: the same pixels, at levels 1 and 0. Level 1 also stays
/// near zlib's level 1 in size (its match finder finding what frames
/// repeat), which catches a match finder that silently stops matching.
@Suite struct ScenePNGRoundTripTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func framesRoundTripThroughLibPNG(name: String) throws {
        let scene = try #require(BuiltInScenes.named(name)).make()
        for percent in [10, 45, 80] {
            let t = scene.loopStart + scene.loopDuration * Double(percent) / 100
            let frame = try CPURenderer().render(scene.presentation(at: t).displayList(scale: 1))
            let fast = try PNGEncoder(compressionLevel: 1).encode(frame)
            #expect(try PNGDecoder.decode(fast) == frame, "\(name) at \(percent) %, level 1")
            #expect(try PNGDecoder.decode(PNGEncoder(compressionLevel: 0).encode(frame)) == frame,
                    "\(name) at \(percent) %, level 0")
            let zlib = try PNGEncoder(compressionLevel: 1, engine: .libpng).encode(frame)
            #expect(Double(fast.count) <= 1.15 * Double(zlib.count),
                    "\(name) at \(percent) %: \(fast.count) bytes, zlib level 1 \(zlib.count)")
        }
    }
}
