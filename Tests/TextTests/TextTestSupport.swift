import Foundation
import Geometry
import Paths
import Text

/// Facts about the DejaVu fonts that tools/setup installs
/// (fonts-dejavu-core, fonts-dejavu-extra), read from the files with
/// FreeType's own tools, independently of the Text target.
enum DejaVu {
    static let directory = "/usr/share/fonts/truetype/dejavu"
    static let sans = directory + "/DejaVuSans.ttf"
    static let sansExtraLight = directory + "/DejaVuSans-ExtraLight.ttf"
    /// A face no other test uses, so its glyph cache starts cold.
    static let serifCondensed = directory + "/DejaVuSerifCondensed.ttf"
    /// Units per em of every DejaVu face.
    static let unitsPerEm = 2048.0
    /// 'hhea' ascender, descender and line height (no line gap) of DejaVu Sans.
    static let ascender = 1901.0, descender = -483.0, lineHeight = 2384.0
    /// "H": ink x 201…1339, y 0…1493 (its cap height), advance 1540.
    static let hInkMinX = 201.0, hInkMaxX = 1339.0, hHeight = 1493.0, hAdvance = 1540.0
    /// "A" and "V" advance 1401 each; the 'kern' table pairs them at −131.
    static let avAdvance = 1401.0, avKerning = -131.0
}

/// Bounds of every point of a path (end and control points), points.
func controlBounds(_ path: Path) -> Rect? {
    var points: [Point] = []
    for element in path.elements {
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .quad(let c, let p): points += [c, p]
        case .cubic(let c1, let c2, let p): points += [c1, c2, p]
        case .close: break
        }
    }
    guard let first = points.first else { return nil }
    return points.dropFirst().reduce(Rect(origin: first, size: .zero)) {
        $0.union(Rect(origin: $1, size: .zero))
    }
}

/// The number of subpaths (moves) in a path.
func contourCount(_ path: Path) -> Int {
    path.elements.filter { if case .move = $0 { return true } else { return false } }.count
}

/// A new empty temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
