import Foundation
import Frames
import Layers
import Parsing
import Presentation
import Support
import Terminal

/// The options that choose a command's frames, shared by `render` and
/// `compare`: one of `--time T`, `--frames A:B` (or `A..<B`, `A...B`),
/// `--start A` with `--end B` or `--count N`, and (`render` only)
/// `--duration D`; by default one loop of the scene. `--fps` sets the rate
/// frame numbers are counted at.
enum FrameSelection {
    /// The options read here, as `command` declares them: `--duration`
    /// only where it is allowed (render).
    static func options(allowsDuration: Bool) -> [OptionSpec] {
        var list = [
            OptionSpec("--time", value: "T", "one frame at T seconds" + (allowsDuration ? " (numbered round(T·fps))" : "")),
            OptionSpec("--frames", value: "A:B", "frames A to B−1 (also 'A..<B', quoted for the shell; 'A...B' includes B)"
                       + (allowsDuration ? "; frame f is at loopStart + f/fps s" : "")),
            OptionSpec("--start", value: "A", "first frame", default: .value("0")),
            OptionSpec("--end", value: "B", "frames up to B−1", default: .described("the loop's end")),
            OptionSpec("--count", value: "N", "N frames from --start, instead of --end"),
        ]
        if allowsDuration {
            list.append(OptionSpec("--duration", value: "D", "D seconds from the loop start: frames 0:ceil(D·fps)"))
        }
        list.append(OptionSpec("--fps", value: "N", "frames per second, or a ratio such as 30000/1001",
                               default: .described("the scene's, 60 for the built-in ones")))
        return list
    }

    /// The heading of their help group.
    static let groupTitle = "Which frames (default: one loop of the scene)"

    /// The frames `args` choose of `scene`, numbered at `fps` frames per
    /// second (`framesPerSecond`). (`--duration` is
    /// only there where the command declares it.)
    static func plan(_ args: Arguments, scene: Scene, fps: Double) throws -> FramePlan {
        let ranged = ["--start", "--end", "--count"].filter { args.value($0) != nil }
        let selectors = ["--time", "--frames", "--duration"].filter { args.value($0) != nil } + ranged.prefix(1)
        guard selectors.count <= 1 else { throw CLIError.usage("\(selectors.joined(separator: " and ")) cannot be combined") }
        if args.value("--time") != nil {
            return try FramePlan.single(time: try args.number("--time") ?? 0, fps: fps)
        }
        // Frame f is at start + f / fps; the loop's frames are first… .
        let first = firstNumber(of: scene, fps: fps)
        let start = scene.frameNumbering == .fromTimeZero && first != nil ? 0 : scene.loopStart
        if let range = args.value("--frames") {
            return FramePlan.frames(try FramePlan.parseRange(range), fps: fps, start: start)
        }
        // Counted only when asked for: `--frames` renders a frame of a loop
        // too long to render whole.
        let loopFrames = {
            try FramePlan.count(seconds: scene.loopDuration, fps: fps) { problem in
                let params = args.values("--param").map { "--param \($0)" }.joined(separator: " ")
                let given = params.isEmpty ? "" : ", with " + params
                return .usage("the loop of \(scene.name) (\(NumberText.json(scene.loopDuration)) s\(given)) " + problem)
            }
        }
        if !ranged.isEmpty {
            return FramePlan.frames(try range(args, first: first ?? 0, loopFrames: loopFrames), fps: fps, start: start)
        }
        let count: Int
        if let text = args.value("--duration") {
            let d = try args.number("--duration") ?? 0
            guard d > 0 else { throw CLIError.usage("--duration must be positive, got \(text)") }
            count = try FramePlan.duration(d, fps: fps, start: 0).frames.count
        } else {
            count = try loopFrames()
        }
        let from = first ?? 0
        guard from <= FramePlan.maximumFrameNumber + 1 - count else {
            throw CLIError.usage("the loop's frames \(from)… go past the largest frame number \(FramePlan.maximumFrameNumber)")
        }
        return FramePlan.frames(from..<from + count, fps: fps, start: start)
    }

    /// The number of the loop's first frame: 0, or for a scene numbered
    /// from time zero, loopStart · fps when that is a whole number from 0
    /// to `FramePlan.maximumFrameNumber` (nil otherwise: numbered from the
    /// loop start after all).
    static func firstNumber(of scene: Scene, fps: Double) -> Int? {
        guard scene.frameNumbering == .fromTimeZero else { return 0 }
        let n = scene.loopStart * fps
        guard abs(n - n.rounded()) < 1e-6 else { return nil }
        return NumberInput.whole(n, in: 0...FramePlan.maximumFrameNumber)
    }

    /// `--start A` (default `first`, the loop's first frame) to `--end B`
    /// (exclusive), or `--count N` frames from A; with neither, to the end
    /// of the first loop (`loopFrames` frames from `first`).
    static func range(_ args: Arguments, first: Int = 0, loopFrames: () throws -> Int) throws -> Range<Int> {
        func whole(_ option: String) throws -> Int? {
            guard let text = args.setting(option) else { return nil }
            guard let n = Int(text), n >= 0 else {
                throw CLIError.usage("\(option) must be a frame number (0 or more), got '\(text)'")
            }
            return n
        }
        let start = try whole("--start") ?? first
        let end: Int
        switch (try whole("--end"), try whole("--count")) {
        case (.some, .some): throw CLIError.usage("--end and --count cannot be combined")
        case (let e?, nil): end = e
        case (nil, let n?):
            guard n >= 1 else { throw CLIError.usage("--count must be at least 1, got \(n)") }
            let (sum, overflow) = start.addingReportingOverflow(n)
            guard !overflow else { throw CLIError.usage("--start \(start) --count \(n) runs past the largest frame number") }
            end = sum
        case (nil, nil): end = first + (try loopFrames())
        }
        guard end > start else { throw CLIError.usage("frames \(start):\(end) is an empty range (--end is exclusive)") }
        guard end - 1 <= FramePlan.maximumFrameNumber else {
            throw CLIError.usage("frames \(start):\(end) go past the largest frame number \(FramePlan.maximumFrameNumber)")
        }
        guard end - start <= FramePlan.maximumFrames else {
            throw CLIError.usage("frames \(start):\(end) are more than \(FramePlan.maximumFrames)")
        }
        return start..<end
    }

    /// `--fps`: a number, or a ratio such as `30000/1001` (NTSC's 29.97),
    /// in (0, 1000]; `fallback` when absent.
    static func framesPerSecond(_ args: Arguments, default fallback: Double) throws -> Double {
        guard let text = args.value("--fps") else { return fallback }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { NumberInput.decimal($0) }
        var fps: Double?
        if parts.count == 1 { fps = parts[0] }
        if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 { fps = a / b }
        guard let fps, fps.isFinite, fps > 0, fps <= 1000 else {
            throw CLIError.usage("--fps must be in (0, 1000], as a number or a ratio such as 30000/1001, got '\(text)'")
        }
        return fps
    }
}
