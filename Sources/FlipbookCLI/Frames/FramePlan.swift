import Foundation
import Presentation

/// Which frames a render produces: frame numbers and their scene times.
struct FramePlan: Equatable {
    /// One frame to render.
    struct Frame: Equatable {
        /// The number in the file name (`<scene>-<NNNNN>.png`), at most
        /// `maximumFrameNumber` in magnitude.
        var number: Int
        /// Scene time in seconds.
        var time: Double
    }

    var frames: [Frame]

    /// Most frames one command may plan: 10 million frames is 46 hours of
    /// 60 fps video, far beyond any real job; the cap keeps a typo such as
    /// `--frames 0..<1e12` from exhausting memory.
    static let maximumFrames = 10_000_000

    /// Largest frame number in magnitude: 2^53 − 1. Every frame number up
    /// to it is exactly a double, so frame f's time (`start + f / fps`) is
    /// computed from f itself and no two frames share a time; file names
    /// print it in full (16 digits). A frame 2^53 is 4.7 million years
    /// into a 60 fps scene.
    static let maximumFrameNumber = (1 << 53) - 1

    /// `number` as it appears in file names: in full, zero-padded to at
    /// least 5 characters (the sign counts, as `%05d` counts it: -0060).
    static func numberText(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let width = number < 0 ? 4 : 5
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

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

    /// Frames numbered from `range`, frame f at `start + f / fps` seconds.
    static func frames(_ range: Range<Int>, fps: Double, start: Double) -> FramePlan {
        FramePlan(frames: range.map { Frame(number: $0, time: start + Double($0) / fps) })
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
