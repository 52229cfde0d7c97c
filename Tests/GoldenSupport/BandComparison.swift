import CPURaster
import Geometry
import Presentation
import Testing

/// Band counts every band test draws with: 2 and 3 (odd heights split
/// unevenly), 7 (short bands, more boundaries than most shapes are tall).
public let testedBandCounts = [2, 3, 7]

/// Renders `list` whole (1 band) and in each of `bands` bands (and in one
/// band per row when `rowBands`), and expects every banded frame to have
/// the whole frame's bytes. Returns the whole frame. `label` names the
/// case in failures.
@discardableResult
public func expectSameBytesInBands(_ list: DisplayList, bands: [Int] = testedBandCounts, rowBands: Bool = false,
                                   _ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bitmap {
    let whole = try CPURenderer().render(list)
    for count in bands + (rowBands ? [list.height] : []) {
        // Three threads take the bands in turn (two for two bands).
        let banded = try CPURenderer(bands: count, threads: 3).render(list)
        #expect(banded.width == whole.width && banded.height == whole.height, "\(label): size", sourceLocation: sourceLocation)
        guard banded.pixels != whole.pixels else { continue }
        let first = banded.pixels.indices.first { banded.pixels[$0] != whole.pixels[$0] } ?? 0
        let pixel = first / 4
        let place = "x \(pixel % whole.width), y \(pixel / whole.width)"
        let values = "\(banded.pixels[first]) vs \(whole.pixels[first])"
        Issue.record("\(label): \(count) bands differ from 1, first at \(place) (\(values))", sourceLocation: sourceLocation)
    }
    return whole
}
