import Foundation
import Testing

/// Compares `actual` with the golden text file `name` in `folder`. With RECORD_GOLDENS=1 it (re)writes the file
/// instead; a missing golden fails. On a mismatch the actual text is
/// written beside the golden as `<name>.actual` and the first differing
/// line is reported.
public func expectMatchesTextGolden(_ actual: String, named name: String, in folder: URL,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("missing golden \(name); run with RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let actualFile = folder.appendingPathComponent(name + ".actual")
    guard expected == actual else {
        try actual.write(to: actualFile, atomically: true, encoding: .utf8)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        Issue.record("""
            \(name) differs at line \(line + 1) (actual written to \(actualFile.path)):
              expected: \(line < e.count ? String(e[line]) : "<end>")
              actual:   \(line < a.count ? String(a[line]) : "<end>")
            """, sourceLocation: sourceLocation)
        return
    }
    try? FileManager.default.removeItem(at: actualFile)
}
