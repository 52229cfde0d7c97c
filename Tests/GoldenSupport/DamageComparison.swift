import CPURaster
import Geometry
import Presentation
import Testing

/// Renders `lists` in order through one damage-tracking renderer
/// (`tracking`, with `tracksDamage` set here), which redraws each frame
/// over the one before where it changed, and expects every frame to have
/// the bytes of a whole redraw. Also expects `FrameDamage` between
/// consecutive lists to hold every row in which the whole redraws differ
/// (what changed is what it names). `labels` names each frame in failures.
public func expectSameBytesWithDamageTracking(_ lists: [DisplayList], labels: [String],
                                              tracking: CPURenderer = CPURenderer(),
                                              sourceLocation: SourceLocation = #_sourceLocation) throws {
    var tracking = tracking
    tracking.tracksDamage = true
    let whole = CPURenderer()
    var previous: (list: DisplayList, frame: Bitmap)?
    for (list, label) in zip(lists, labels) {
        let expected = try whole.render(list)
        let redrawn = try tracking.render(list)
        if let row = firstDifferentRow(redrawn, expected) {
            Issue.record("\(label): the redrawn frame differs from a whole redraw, first in row \(row)",
                         sourceLocation: sourceLocation)
        }
        if let previous, previous.frame.width == expected.width, previous.frame.height == expected.height {
            let damage = FrameDamage.between(previous.list, list)
            let changed = changedRows(previous.frame, expected)
            let missed = changed.filter { row in !damage.rows.contains { $0.contains(row) } }
            #expect(missed.isEmpty, "\(label): rows changed outside the damage \(damage.rows): \(missed.prefix(5))",
                    sourceLocation: sourceLocation)
        }
        previous = (list, expected)
    }
}

/// The first row in which `a` and `b` differ; nil when they are equal
/// (a size mismatch is row 0).
public func firstDifferentRow(_ a: Bitmap, _ b: Bitmap) -> Int? {
    guard a.width == b.width, a.height == b.height else { return 0 }
    return changedRows(a, b).first
}

/// The rows in which `a` and `b` (of one size) differ, top first.
public func changedRows(_ a: Bitmap, _ b: Bitmap) -> [Int] {
    let stride = a.width * 4
    return (0..<a.height).filter { y in a.pixels[y * stride..<(y + 1) * stride] != b.pixels[y * stride..<(y + 1) * stride] }
}
