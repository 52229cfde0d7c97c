import Foundation
import SeededRandom

/// The cases of `AdversarialSuiteTests`, generated from a seed: the same
/// seed gives the same cases in the same order, so a failure's seed and
/// index rerun it alone (`ADVERSARIAL_SEED`, `ADVERSARIAL_CASE`).
///
/// Groups: hostile numbers in every numeric key of both file formats and
/// in every numeric option; FIFOs, devices, folders and sockets wherever
/// a file is read; path traversal in every path-bearing key; control
/// characters in what errors quote; signals while a scene loads.
enum AdversarialCases {
    /// Values drawn per numeric key (each key also gets a stalling time
    /// when it is a keyframe time). `ADVERSARIAL_VALUES` draws more locally.
    static let valuesPerKey = ProcessInfo.processInfo.environment["ADVERSARIAL_VALUES"].flatMap { Int($0) } ?? 3

    static func all(seed: UInt64) -> [AdversarialCase] {
        var rng = SplitMix64(seed: seed)
        var cases: [AdversarialCase] = []
        cases += lottieNumbers(using: &rng)
        cases += sceneNumbers(using: &rng)
        cases += optionNumbers(using: &rng)
        cases += specialFiles()
        cases += traversal()
        cases += controlCharacters()
        cases += signals()
        return cases
    }

    /// The words every render case ends with: small frames on the CPU.
    static let renderTail = ["-o", "out", "-q", "--backend", "cpu"]

    /// The scene the option cases render: 16×16 points, one second at 30
    /// fps, named "s" (frames s-NNNNN.png).
    static let smallScene = AdversarialSceneKeys.scene(sublayers: AdversarialSceneKeys.animated(#","repeatCount":"infinity""#))
        .replacingOccurrences(of: #""name":"scene""#, with: #""name":"s""#)

    static func file(_ path: String, _ text: String) -> AdversarialCase.Entry { .file(path, Data(text.utf8)) }

    // MARK: Numbers in files

    static func lottieNumbers(using rng: inout SplitMix64) -> [AdversarialCase] {
        var cases: [AdversarialCase] = []
        for (key, template) in AdversarialLottieKeys.templates {
            let isTime = template.contains("§0")
            for value in AdversarialNumbers.draw(valuesPerKey, forTimes: isTime, using: &rng) {
                let text = AdversarialNumbers.fill(template, with: value, using: &rng)
                cases.append(fileNumberCase("lottie \(key) = \(value)", group: isTime ? "D1/D2 lottie keyframe times" : "lottie numbers",
                                            text: text))
            }
        }
        for (label, text) in AdversarialLottieKeys.bigCounts() {
            cases.append(fileNumberCase("lottie \(label)", group: "big counts", text: text))
        }
        return cases
    }

    static func sceneNumbers(using rng: inout SplitMix64) -> [AdversarialCase] {
        var cases: [AdversarialCase] = []
        for (key, template) in AdversarialSceneKeys.templates {
            let isTime = template.contains("§0")
            for value in AdversarialNumbers.draw(valuesPerKey, forTimes: isTime, using: &rng) {
                let text = AdversarialNumbers.fill(template, with: value, using: &rng)
                cases.append(fileNumberCase("scene file \(key) = \(value)", group: "scene-file numbers", text: text))
            }
        }
        for (label, text) in AdversarialSceneKeys.bigCounts() {
            cases.append(fileNumberCase("scene file \(label)", group: "big counts", text: text))
        }
        return cases
    }

    /// A document rendered at its first two frames: it renders (0) or is
    /// refused as input (2), within the time and memory caps.
    static func fileNumberCase(_ label: String, group: String, text: String) -> AdversarialCase {
        AdversarialCase(label: label, group: group, entries: [file("doc/a.json", text)],
                        arguments: ["render", "a.json", "--frames", "0:2", "--scale", "1"] + renderTail, allowed: [0, 2])
    }

    // MARK: Numbers in options

    static func optionNumbers(using rng: inout SplitMix64) -> [AdversarialCase] {
        var cases: [AdversarialCase] = []
        let scene = file("doc/s.json", smallScene)
        func render(_ label: String, _ options: [String], allowed: Set<Int32> = [0, 2], frames: [Int64]? = nil,
                    group: String = "option numbers", scene name: String = "s.json") -> AdversarialCase {
            AdversarialCase(label: label, group: group, entries: [scene], arguments: ["render", name] + options + renderTail,
                            allowed: allowed, frames: frames)
        }
        func draw() -> [String] { AdversarialNumbers.draw(valuesPerKey, forTimes: false, using: &rng) }
        for v in draw() + ["1e10", "-1e300"] {
            // The frame is numbered round(T·fps) (--help); one that no
            // 64-bit integer holds is an input error (issue 36).
            let n = (Double(v) ?? .nan) * 30
            let fits = n.isFinite && abs(n.rounded()) < 9.2e18
            let frame = fits && n.rounded() >= 0 ? [Int64(n.rounded())] : nil
            cases.append(render("--time \(v)", ["--time", v, "--scale", "0.5"], allowed: fits ? [0, 2] : [2], frames: frame,
                                group: "D9 frame numbers"))
        }
        for v in draw() {
            cases.append(render("--frames 0:\(v)", ["--frames", "0:\(v)", "--scale", "0.5"]))
            cases.append(render("--start \(v) --count 2", ["--start", v, "--count", "2", "--scale", "0.5"],
                                frames: Int64(v).flatMap { $0 >= 0 && $0 < Int64.max - 2 ? [$0, $0 + 1] : nil }))
            cases.append(render("--start 0 --count \(v)", ["--start", "0", "--count", v, "--scale", "0.5"]))
            cases.append(render("--duration \(v)", ["--duration", v, "--scale", "0.5"]))
            cases.append(render("--fps \(v)", ["--fps", v, "--scale", "0.5"]))
            cases.append(render("--fps \(v) --time 1", ["--fps", v, "--time", "1", "--scale", "0.5"]))
            cases.append(render("--scale \(v)", ["--time", "0", "--scale", v]))
            cases.append(render("--size \(v)x\(v)", ["--time", "0", "--size", "\(v)x\(v)"]))
            cases.append(render("--width \(v)", ["--time", "0", "--width", v]))
            cases.append(render("--canvas \(v)x8", ["--time", "0", "--canvas", "\(v)x8", "--scale", "0.5"]))
            cases.append(render("--jobs \(v)", ["--time", "0", "--jobs", v, "--scale", "0.5"]))
            cases.append(render("--png-level \(v)", ["--time", "0", "--png-level", v, "--scale", "0.5"]))
            cases.append(render("--shard \(v)/2", ["--frames", "0:2", "--shard", "\(v)/2", "--scale", "0.5"]))
            cases.append(AdversarialCase(label: "inspect --time \(v)", group: "option numbers", entries: [scene],
                                         arguments: ["inspect", "s.json", "--time", v], allowed: [0, 2], output: nil))
            cases.append(AdversarialCase(label: "compare --max-mean-error/--min-psnr/--min-ssim \(v)", group: "option numbers",
                                         entries: [scene],
                                         arguments: ["compare", "s.json", "--a", "cpu", "--b", "cpu", "--time", "0", "--scale", "0.5",
                                                     "--max-mean-error", v, "--min-psnr", v, "--min-ssim", v, "-o", "out", "-q"],
                                         allowed: [0, 1, 2]))
        }
        // Frame numbers past 32 bits are named in full (issue 36, D9).
        for first in [Int64(2_147_483_647), 4_294_967_311, 9_007_199_254_740_993] {
            cases.append(render("--frames \(first):\(first + 2)", ["--frames", "\(first):\(first + 2)", "--scale", "0.25"],
                                frames: [first, first + 1], group: "D9 frame numbers"))
        }
        for (name, parameter) in [("equalizer", "barDuration"), ("equalizer", "barStagger"), ("loader", "boxSize"), ("loader", "hold")] {
            for v in draw() {
                cases.append(AdversarialCase(label: "\(name) --param \(parameter)=\(v)", group: "D2 --param",
                                             arguments: ["render", name, "--param", "\(parameter)=\(v)", "--frames", "0:1",
                                                         "--scale", "0.05"] + renderTail, allowed: [0, 2]))
            }
        }
        // 4 000 frames of 8×8 make a sheet past the 16 384 px side that
        // frames are held to: refused before any frame (issue 36, D6).
        cases.append(render("--contact-sheet of 4 000 frames", ["--frames", "0:4000", "--size", "8x8", "--contact-sheet", "sheet.png"],
                            allowed: [2], group: "D6 contact sheet"))
        return cases
    }
}
