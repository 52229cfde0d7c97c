import Geometry

/// Raw video frame formats for streaming to another program's stdin
/// (ffmpeg): each frame's bytes follow the previous ones with no gaps.
public enum FrameStreamFormat: String, Sendable, CaseIterable {
    /// Straight-alpha RGBA8 frames, 4 bytes a pixel, rows top first:
    /// `ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r FPS -i -`.
    case rgba
    /// YUV4MPEG2 with 4:4:4 chroma (no subsampling), BT.601 limited range,
    /// the frames composited over black (video has no alpha):
    /// `ffmpeg -i - out.mp4` reads it as is.
    case y4m

    /// Bytes written once before the first frame.
    public func header(width: Int, height: Int, framesPerSecond: Double) -> [UInt8] {
        switch self {
        case .rgba:
            return []
        case .y4m:
            let (num, den) = Self.rational(framesPerSecond)
            return Array("YUV4MPEG2 W\(width) H\(height) F\(num):\(den) Ip A1:1 C444 XCOLORRANGE=LIMITED\n".utf8)
        }
    }

    /// One frame's bytes for a premultiplied RGBA8 `frame`.
    public func encode(_ frame: Bitmap) -> [UInt8] {
        switch self {
        case .rgba: return frame.unpremultiplied().pixels
        case .y4m: return Self.y4mFrame(frame)
        }
    }

    /// Frame rate as a fraction: whole rates as N:1, others with a
    /// denominator of 1000 (30000:1001-style NTSC rates come out as
    /// 29970:1000, which players treat alike).
    static func rational(_ fps: Double) -> (Int, Int) {
        if fps == fps.rounded() { return (Int(fps), 1) }
        return (Int((fps * 1000).rounded()), 1000)
    }

    /// "FRAME\n" then the Y, U and V planes. Premultiplied RGB is already
    /// the color over black. BT.601 limited range in integer math:
    /// Y = 16 + (66R + 129G + 25B + 128) >> 8, U = 128 + (−38R − 74G + 112B + 128) >> 8,
    /// V = 128 + (112R − 94G − 18B + 128) >> 8.
    static func y4mFrame(_ frame: Bitmap) -> [UInt8] {
        let count = frame.width * frame.height
        let marker = Array("FRAME\n".utf8)
        var out = [UInt8](repeating: 0, count: marker.count + 3 * count)
        out.replaceSubrange(0..<marker.count, with: marker)
        frame.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                let y0 = marker.count, u0 = y0 + count, v0 = u0 + count
                for i in 0..<count {
                    let r = Int(src[i * 4]), g = Int(src[i * 4 + 1]), b = Int(src[i * 4 + 2])
                    dst[y0 + i] = UInt8(16 + ((66 * r + 129 * g + 25 * b + 128) >> 8))
                    dst[u0 + i] = UInt8(128 + ((-38 * r - 74 * g + 112 * b + 128) >> 8))
                    dst[v0 + i] = UInt8(128 + ((112 * r - 94 * g - 18 * b + 128) >> 8))
                }
            }
        }
        return out
    }
}
