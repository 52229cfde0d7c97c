import Foundation
import Frames
import Presentation
import Support
import Terminal

/// The frame options' plans (`--frames`, `--duration`, `--time`), with
/// errors that name the option.
extension FramePlan {
    /// Parses `A:B` or `A..<B` (half-open: frames A to B−1) or `A...B`
    /// (closed) with integers from 0 to `maximumFrameNumber`. `A..` gets a
    /// hint: bash reads an unquoted `<B` as an input redirection and drops it.
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
        guard upper - 1 <= maximumFrameNumber else {
            throw CLIError.usage("--frames '\(text)' goes past the largest frame number \(maximumFrameNumber)")
        }
        guard upper - a <= maximumFrames else {
            throw CLIError.usage("--frames range '\(text)' has more than \(maximumFrames) frames")
        }
        return a..<upper
    }

    /// The frames in `duration` seconds at `fps`: ⌈duration·fps⌉ (at least
    /// one), or `failure` thrown when that is more than `maximumFrames`
    /// (or not a number at all). `failure` names where the duration came from.
    static func count(seconds duration: Double, fps: Double, or failure: (String) -> CLIError) throws -> Int {
        let problem = "at \(NumberText.json(fps)) fps is more than \(maximumFrames) frames"
        return max(1, try NumberInput.whole(duration * fps - 1e-9, rounding: .up, in: Int.min...maximumFrames) {
            failure(problem)
        })
    }

    /// `duration` seconds from `start`: frames 0..<⌈duration·fps⌉ (at least
    /// one), as `--duration` asks.
    static func duration(_ duration: Double, fps: Double, start: Double) throws -> FramePlan {
        let n = try count(seconds: duration, fps: fps) { .usage("--duration \(NumberText.json(duration)) " + $0) }
        return frames(0..<n, fps: fps, start: start)
    }

    /// A single frame at `time` seconds, numbered by the nearest frame at
    /// `fps`; a usage error naming `--time` when that number is past
    /// `maximumFrameNumber` (it would otherwise share a name with another).
    static func single(time: Double, fps: Double) throws -> FramePlan {
        let number = try NumberInput.whole(time * fps, in: -maximumFrameNumber...maximumFrameNumber) {
            CLIError.usage("--time \(NumberText.json(time)) at \(NumberText.json(fps)) fps is past the largest "
                           + "frame number \(maximumFrameNumber)")
        }
        return FramePlan(frames: [Frame(number: number, time: time)])
    }
}
