/// What a sequential render redrew of each frame, as a benchmark reports
/// it (`redraw` in JSON).
package enum Redraw: String, Sendable {
    /// Every frame drawn whole (`--full-redraw`, or a renderer that does
    /// not track damage).
    case wholeFrames = "whole frames"
    /// The CPU: the rows whose display items changed since the frame
    /// before (`CPURenderer.tracksDamage`).
    case changedRows = "changed rows"
    /// The GPU: the strips whose display items changed
    /// (`GPURenderer.tracksDamage`).
    case changedStrips = "changed strips"

    /// The report's line: "redraw: changed rows only (--full-redraw: whole
    /// frames)", or "redraw: whole frames".
    package var line: String {
        "  redraw: " + (self == .wholeFrames ? rawValue : "\(rawValue) only (--full-redraw: whole frames)") + "\n"
    }
}
