import Foundation
import Geometry
import Output
import Testing

/// How far a rendered image may stray from its golden, compared on
/// straight (un-premultiplied) RGBA8 values.
public struct ImageTolerance: Sendable {
    /// A pixel "differs" when any channel differs by more than this (0…255).
    public var channel: Int
    /// How many pixels may differ.
    public var differingPixels: Int

    public init(channel: Int, differingPixels: Int) {
        self.channel = channel
        self.differingPixels = differingPixels
    }

    /// For the CPU backend: no pixel may differ by more than 1 of 255. The
    /// CPU backend is deterministic, so its goldens change only when
    /// rendering changes on purpose; the 1-step slack absorbs a compiler or
    /// CPU rounding its float math differently (e.g. fused multiply-add),
    /// which moves a value across a rounding boundary by one step at most.
    public static let cpu = ImageTolerance(channel: 1, differingPixels: 0)
}

/// Compares `actual` (premultiplied) with the golden PNG `name` in
/// `folder`. With RECORD_GOLDENS=1 it (re)writes the golden instead; a
/// missing golden fails. On a mismatch it writes `<name>.failure.png`
/// (expected | diff heat map | actual) and `<name>.failure.json` beside
/// the golden.
public func expectMatchesImageGolden(_ actual: Bitmap, named name: String, in folder: URL,
                                     tolerance: ImageTolerance,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = folder.appendingPathComponent(name + ".png")
    let failureImage = folder.appendingPathComponent(name + ".failure.png")
    let failureReport = folder.appendingPathComponent(name + ".failure.json")
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNGEncoder(compressionLevel: 9).write(actual, to: file.path)
        return
    }
    guard FileManager.default.fileExists(atPath: file.path) else {
        Issue.record("missing golden \(file.path); run with RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = try PNGDecoder.decodeStraight(Array(try Data(contentsOf: file)))
    let straight = actual.unpremultiplied()
    guard expected.width == straight.width, expected.height == straight.height else {
        Issue.record("\(name): size \(straight.width)x\(straight.height) differs from golden \(expected.width)x\(expected.height)",
                     sourceLocation: sourceLocation)
        return
    }
    let diff = ImageDifference(expected: expected, actual: straight, channelTolerance: tolerance.channel)
    guard diff.differingPixels <= tolerance.differingPixels else {
        try PNGEncoder().write(diff.triptych(expected: expected, actual: straight).premultiplied(), to: failureImage.path)
        let report = "{\"golden\":\"\(name)\",\"differingPixels\":\(diff.differingPixels),\"maxChannelError\":\(diff.maxChannelError),\"allowedPixels\":\(tolerance.differingPixels),\"allowedChannelError\":\(tolerance.channel)}\n"
        try report.write(to: failureReport, atomically: true, encoding: .utf8)
        Issue.record("""
            \(name): \(diff.differingPixels) pixels differ by more than \(tolerance.channel) \
            (allowed \(tolerance.differingPixels)), max channel error \(diff.maxChannelError); \
            see \(failureImage.path)
            """, sourceLocation: sourceLocation)
        return
    }
    try? FileManager.default.removeItem(at: failureImage)
    try? FileManager.default.removeItem(at: failureReport)
}

/// Per-pixel differences of two straight RGBA8 images of one size.
struct ImageDifference {
    var differingPixels = 0
    var maxChannelError = 0
    /// Largest channel difference per pixel.
    var perPixel: [Int]

    init(expected: Bitmap, actual: Bitmap, channelTolerance: Int) {
        perPixel = Array(repeating: 0, count: expected.width * expected.height)
        for i in 0..<perPixel.count {
            var worst = 0
            for c in 0..<4 {
                worst = max(worst, abs(Int(expected.pixels[i * 4 + c]) - Int(actual.pixels[i * 4 + c])))
            }
            perPixel[i] = worst
            maxChannelError = max(maxChannelError, worst)
            if worst > channelTolerance { differingPixels += 1 }
        }
    }

    /// expected | heat map | actual, side by side, straight alpha; the heat
    /// map is black where equal and brightens red → yellow with the error.
    func triptych(expected: Bitmap, actual: Bitmap) -> Bitmap {
        let w = expected.width, h = expected.height
        var out = Bitmap(width: w * 3, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                for c in 0..<4 {
                    out.pixels[(y * w * 3 + x) * 4 + c] = expected.pixels[i * 4 + c]
                    out.pixels[(y * w * 3 + 2 * w + x) * 4 + c] = actual.pixels[i * 4 + c]
                }
                let e = perPixel[i]
                let heat = e == 0 ? 0 : min(255, 64 + e * 4)
                let o = (y * w * 3 + w + x) * 4
                out.pixels[o] = UInt8(heat)
                out.pixels[o + 1] = UInt8(max(0, min(255, (e - 32) * 4)))
                out.pixels[o + 2] = 0
                out.pixels[o + 3] = 255
            }
        }
        return out
    }
}
