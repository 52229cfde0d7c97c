import Geometry

/// Raw video frame formats for streaming to another program's stdin
/// (ffmpeg): each frame's bytes follow the previous ones with no gaps.
public enum FrameStreamFormat: String, Sendable, CaseIterable {
    /// Straight-alpha RGBA8 frames, 4 bytes a pixel, rows top first:
    /// `ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r FPS -i -`.
    case rgba
    /// YUV4MPEG2, BT.601 limited range, the frames composited over black
    /// (video has no alpha), with 4:2:0 chroma by default (`Chroma`):
    /// `ffmpeg -i - -pix_fmt yuv420p out.mp4` reads it as is.
    case y4m

    /// Chroma resolution of a y4m stream.
    public enum Chroma: String, Sendable, CaseIterable {
        /// One U and V sample per 2×2 pixels, centered (y4m `C420jpeg`): what
        /// browsers and QuickTime play (yuv420p). The default.
        case c420 = "420"
        /// U and V for every pixel (y4m `C444`): no color is lost, but
        /// most players refuse yuv444p.
        case c444 = "444"
    }

    /// Bytes written once before the first frame.
    public func header(width: Int, height: Int, framesPerSecond: Double, chroma: Chroma = .c420) -> [UInt8] {
        switch self {
        case .rgba:
            return []
        case .y4m:
            let (num, den) = Self.rational(framesPerSecond)
            let tag = chroma == .c420 ? "C420jpeg" : "C444"
            return Array("YUV4MPEG2 W\(width) H\(height) F\(num):\(den) Ip A1:1 \(tag) XCOLORRANGE=LIMITED\n".utf8)
        }
    }

    /// One frame's bytes for a premultiplied RGBA8 `frame`.
    public func encode(_ frame: Bitmap, chroma: Chroma = .c420) -> [UInt8] {
        switch self {
        case .rgba: return frame.unpremultiplied().pixels
        case .y4m: return Self.y4mFrame(frame, chroma: chroma)
        }
    }

    /// Frame rate as a fraction: whole rates as N:1, NTSC-style rates
    /// (N/1001, such as 30000/1001) exactly, others with a denominator of
    /// 1000.
    public static func rational(_ fps: Double) -> (Int, Int) {
        if fps == fps.rounded() { return (Int(fps), 1) }
        let ntsc = (fps * 1001).rounded()
        if abs(fps * 1001 - ntsc) < 1e-6 { return (Int(ntsc), 1001) }
        return (Int((fps * 1000).rounded()), 1000)
    }

    /// "FRAME\n" then the Y, U and V planes. Premultiplied RGB is already
    /// the color over black. BT.601 limited range in integer math:
    /// Y = 16 + (66R + 129G + 25B + 128) >> 8, U = 128 + (−38R − 74G + 112B + 128) >> 8,
    /// V = 128 + (112R − 94G − 18B + 128) >> 8. With 4:2:0 chroma, each U and
    /// V sample is the rounded mean of the pixels' values in its 2×2 block
    /// (fewer at an odd width's or height's last column or row); the planes
    /// are ⌈W/2⌉ × ⌈H/2⌉.
    static func y4mFrame(_ frame: Bitmap, chroma: Chroma) -> [UInt8] {
        let width = frame.width, height = frame.height, count = width * height
        // Pixels per chroma sample along each axis.
        let step = chroma == .c420 ? 2 : 1
        let chromaWidth = (width + step - 1) / step, chromaHeight = (height + step - 1) / step
        let chromaCount = chromaWidth * chromaHeight
        let marker = Array("FRAME\n".utf8)
        var out = [UInt8](repeating: 0, count: marker.count + count + 2 * chromaCount)
        out.replaceSubrange(0..<marker.count, with: marker)
        frame.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                let y0 = marker.count, u0 = y0 + count, v0 = u0 + chromaCount
                func rgb(_ i: Int) -> (Int, Int, Int) { (Int(src[i * 4]), Int(src[i * 4 + 1]), Int(src[i * 4 + 2])) }
                for i in 0..<count {
                    let (r, g, b) = rgb(i)
                    dst[y0 + i] = UInt8(16 + ((66 * r + 129 * g + 25 * b + 128) >> 8))
                }
                for cy in 0..<chromaHeight {
                    for cx in 0..<chromaWidth {
                        var u = 0, v = 0, n = 0
                        for y in (cy * step)..<min(cy * step + step, height) {
                            for x in (cx * step)..<min(cx * step + step, width) {
                                let (r, g, b) = rgb(y * width + x)
                                u += 128 + ((-38 * r - 74 * g + 112 * b + 128) >> 8)
                                v += 128 + ((112 * r - 94 * g - 18 * b + 128) >> 8)
                                n += 1
                            }
                        }
                        dst[u0 + cy * chromaWidth + cx] = UInt8((u + n / 2) / n)
                        dst[v0 + cy * chromaWidth + cx] = UInt8((v + n / 2) / n)
                    }
                }
            }
        }
        return out
    }
}

extension Bitmap {
    /// The top-left `width` × `height` pixels (each at most the bitmap's):
    /// `--even` drops an odd last column or row this way.
    public func cropped(width newWidth: Int, height newHeight: Int) -> Bitmap {
        let w = max(0, min(newWidth, width)), h = max(0, min(newHeight, height))
        guard w != width || h != height else { return self }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[row * width * 4..<(row * width + w) * 4])
        }
        return Bitmap(width: w, height: h, pixels: out)
    }
}
