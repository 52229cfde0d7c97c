import Geometry

/// One picture of many frames: thumbnails in a grid, left to right, top to
/// bottom, for people who would rather look at one image than at 600.
public enum ContactSheet {
    /// Transparent gap between thumbnails and around the sheet, in pixels:
    /// 2 px separates thumbnails visibly without wasting space.
    public static let spacing = 2

    /// A sheet of `frames` (premultiplied) downscaled to `thumbnailWidth`
    /// pixels wide (heights keep each frame's aspect ratio, at least 1 px),
    /// `columns` to a row, each cell as tall as the tallest thumbnail, on a
    /// transparent background. Premultiplied. Columns and width below 1
    /// count as 1; no frames give an empty (0 × 0) bitmap.
    public static func make(frames: [Bitmap], columns: Int, thumbnailWidth: Int) -> Bitmap {
        guard !frames.isEmpty else { return Bitmap(width: 0, height: 0) }
        let columns = min(max(columns, 1), frames.count)
        let thumbnails = frames.map { thumbnail(of: $0, width: max(thumbnailWidth, 1)) }
        let cellWidth = max(thumbnailWidth, 1)
        let cellHeight = thumbnails.map(\.height).max() ?? 1
        let rows = (frames.count + columns - 1) / columns
        var sheet = Bitmap(width: spacing + columns * (cellWidth + spacing),
                           height: spacing + rows * (cellHeight + spacing))
        for (index, thumb) in thumbnails.enumerated() {
            let x0 = spacing + (index % columns) * (cellWidth + spacing)
            let y0 = spacing + (index / columns) * (cellHeight + spacing)
            for y in 0..<thumb.height {
                let from = y * thumb.width * 4, to = ((y0 + y) * sheet.width + x0) * 4
                sheet.pixels.replaceSubrange(to..<(to + thumb.width * 4),
                                             with: thumb.pixels[from..<(from + thumb.width * 4)])
            }
        }
        return sheet
    }

    /// `frame` (premultiplied) resized to `width` pixels wide and the height
    /// that keeps its aspect ratio (rounded, at least 1) by a box filter:
    /// every output pixel is the area-weighted mean of the input pixels it
    /// covers, so downscaling never aliases. Premultiplied.
    public static func thumbnail(of frame: Bitmap, width: Int) -> Bitmap {
        guard frame.width > 0, frame.height > 0 else { return Bitmap(width: 0, height: 0) }
        let width = max(width, 1)
        let height = max(1, Int((Double(frame.height) * Double(width) / Double(frame.width)).rounded()))
        let horizontal = BoxWeights(from: frame.width, to: width)
        let vertical = BoxWeights(from: frame.height, to: height)
        // Pass 1: rows resampled horizontally into floats; pass 2: columns.
        var rows = [Float](repeating: 0, count: width * frame.height * 4)
        for y in 0..<frame.height {
            for x in 0..<width {
                for (source, weight) in horizontal.taps(x) {
                    for c in 0..<4 {
                        rows[(y * width + x) * 4 + c] += Float(frame.pixels[(y * frame.width + source) * 4 + c]) * weight
                    }
                }
            }
        }
        var out = Bitmap(width: width, height: height)
        for y in 0..<height {
            let taps = vertical.taps(y)
            for x in 0..<width {
                for c in 0..<4 {
                    var sum: Float = 0
                    for (source, weight) in taps { sum += rows[(source * width + x) * 4 + c] * weight }
                    out.pixels[(y * width + x) * 4 + c] = UInt8(min(max(sum + 0.5, 0), 255))
                }
            }
        }
        return out
    }
}

/// Box-filter weights along one axis: output pixel i covers the input
/// interval [i·s, (i+1)·s) with s = input/output, and each input pixel is
/// weighted by its overlap with it, divided by s.
private struct BoxWeights {
    let inputCount: Int
    let scale: Double

    init(from input: Int, to output: Int) {
        inputCount = input
        scale = Double(input) / Double(output)
    }

    func taps(_ i: Int) -> [(Int, Float)] {
        let start = Double(i) * scale, end = Double(i + 1) * scale
        var result: [(Int, Float)] = []
        var j = Int(start.rounded(.down))
        while Double(j) < end && j < inputCount {
            let overlap = min(end, Double(j + 1)) - max(start, Double(j))
            if overlap > 0 { result.append((j, Float(overlap / scale))) }
            j += 1
        }
        return result
    }
}
