import Foundation

/// Which frames a render produces: frame numbers and their scene times.
struct FramePlan: Equatable {
    /// One frame to render.
    struct Frame: Equatable {
        /// The number in the file name (`<scene>-<NNNNN>.png`).
        var number: Int
        /// Scene time in seconds.
        var time: Double
    }

    var frames: [Frame]

    /// Most frames one command may plan: 10 million frames is 46 hours of
    /// 60 fps video, far beyond any real job; the cap keeps a typo such as
    /// `--frames 0..<1e12` from exhausting memory.
    static let maximumFrames = 10_000_000

    /// Parses `A:B` or `A..<B` (half-open: frames A to B−1) or `A...B`
    /// (closed) with non-negative integers. `A..` gets a hint: bash reads
    /// an unquoted `<B` as an input redirection and drops it.
    static func parseRange(_ text: String) throws -> Range<Int> {
        if text.hasSuffix("..") || text.hasSuffix("..."), Int(text.trimmingCharacters(in: ["."])) != nil {
            throw CLIError.usage("--frames '\(text)' has no end: the shell may have taken '<B' as a redirection; "
                                 + "write A:B (e.g. 0:120) or quote '0..<120'")
        }
        let separator = text.contains("..<") ? "..<" : text.contains("...") ? "..." : ":"
        let closed = separator == "..."
        let parts = text.components(separatedBy: separator)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else {
            throw CLIError.usage("--frames must look like A:B or A..<B (e.g. 0:120, frames 0 to 119), got '\(text)'")
        }
        guard a >= 0 else { throw CLIError.usage("--frames must start at frame 0 or later, got '\(text)'") }
        let upper = closed ? b.addingReportingOverflow(1).partialValue : b
        guard upper > a else { throw CLIError.usage("--frames range '\(text)' is empty") }
        guard upper - a <= maximumFrames else {
            throw CLIError.usage("--frames range '\(text)' has more than \(maximumFrames) frames")
        }
        return a..<upper
    }

    /// Frames numbered from `range`, frame f at `start + f / fps` seconds.
    static func frames(_ range: Range<Int>, fps: Double, start: Double) -> FramePlan {
        FramePlan(frames: range.map { Frame(number: $0, time: start + Double($0) / fps) })
    }

    /// `duration` seconds from `start`: frames 0..<⌈duration·fps⌉ (at least one).
    static func duration(_ duration: Double, fps: Double, start: Double) throws -> FramePlan {
        let count = max(1, Int((duration * fps - 1e-9).rounded(.up)))
        guard count <= maximumFrames else {
            throw CLIError.usage("--duration \(duration) at \(fps) fps is more than \(maximumFrames) frames")
        }
        return frames(0..<count, fps: fps, start: start)
    }

    /// A single frame at `time` seconds, numbered by the nearest frame at `fps`.
    static func single(time: Double, fps: Double) -> FramePlan {
        let number = (time * fps).rounded()
        return FramePlan(frames: [Frame(number: number.isFinite && abs(number) < 1e9 ? Int(number) : 0, time: time)])
    }
}
