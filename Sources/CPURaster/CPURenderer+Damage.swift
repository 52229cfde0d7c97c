import Geometry
import Presentation

extension CPURenderer {
    /// Draws `list` over a frame this renderer drew before
    /// (`PreviousFrames`), redrawing only the rows `FrameDamage` names,
    /// each whole and cut at the bands' boundaries; every row of a band
    /// has the bytes the whole canvas gives in that row, so the frame is
    /// a whole redraw's, byte for byte. Rows, not rectangles: coverage
    /// accumulates along a row from the canvas' left edge, and edges are
    /// clipped to the canvas, so a row cut at a column could change the
    /// last bits of a sum. A first frame, a new canvas size or other
    /// settings draw the whole frame. Keeps the result for the next call.
    func redraw(_ list: DisplayList) -> Bitmap {
        let width = list.width, height = list.height
        let bands = bandRows(width: width, height: height)
        var pixels: [UInt8]
        if var previous = previousFrames.take(), previous.frame.width == width, previous.frame.height == height,
           previous.tolerance == usableTolerance, previous.switches == switches {
            var rows = FrameDamage.between(previous.list, list).rows
            if shortensDamage { rows = rows.map { $0.dropLast(2) }.filter { !$0.isEmpty } }
            // The kept frame's bytes, drawn over in place when no one else
            // holds them (the caller dropped the frame it was given), else
            // copied once.
            pixels = previous.frame.pixels
            previous.frame.pixels = []
            let damaged = Self.cut(rows, at: bands)
            if !damaged.isEmpty {
                pixels.withUnsafeMutableBufferPointer { draw(list, bands: damaged, into: $0.baseAddress!) }
            }
        } else {
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { frame, initialized in
                draw(list, bands: bands, into: frame.baseAddress!)
                initialized = width * height * 4
            }
        }
        let frame = Bitmap(width: width, height: height, pixels: pixels)
        previousFrames.keep(PreviousFrames.Entry(list: list, frame: frame, tolerance: usableTolerance,
                                                 switches: switches))
        return frame
    }

    /// The parts of `rows` (sorted, apart) inside each of `bands` (sorted,
    /// apart): the damaged rows, drawn in the bands a whole frame is drawn
    /// in, so that as many threads share them. A band more than half
    /// damaged is drawn whole: its shapes then replay the coverage kept
    /// for the band's rows (`CoverageCache` keys coverage by rows), which
    /// costs less than sweeping most of them again.
    static func cut(_ rows: [Range<Int>], at bands: [Range<Int>]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        for band in bands {
            let inside = rows.filter { $0.overlaps(band) }.map { $0.clamped(to: band) }
            if 2 * inside.reduce(0, { $0 + $1.count }) > band.count {
                parts.append(band)
            } else {
                parts += inside
            }
        }
        return parts
    }
}
