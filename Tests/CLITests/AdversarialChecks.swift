import Foundation
import TestFolders

/// What `AdversarialSuiteTests` asserts of each outcome (issue 36's rules),
/// as lists of problems: empty when the case held.
enum AdversarialChecks {
    /// The problems of one case's outcome; empty when it held.
    static func check(_ c: AdversarialCase, _ o: AdversarialOutcome, folder: URL) -> [String] {
        guard o.status != -1 else { return o.problems }
        var problems = o.problems + statusProblems(c, o)
        if !o.signalled, [2, 3].contains(o.status) {
            problems += errorLineProblems(o.stderr)
        }
        problems += outputProblems(c, o, folder: folder)
        // An error names only options the user gave (issue 36, D15).
        for option in ["--duration", "--fps"] where !c.arguments.contains(option) && summary(o).contains(option) {
            problems.append("the message names \(option), which the command line does not have: \(summary(o))")
        }
        if c.escape != nil {
            problems += leakProblems(o, folder: folder)
        }
        return problems
    }

    /// The line of stderr that says most: a crash's own ("Fatal error: …")
    /// rather than the backtrace after it, else the last two; cut at 300.
    static func summary(_ o: AdversarialOutcome) -> String {
        let lines = String(decoding: o.stderr, as: UTF8.self).split(separator: "\n")
        return String((lines.first { $0.contains("Fatal error") }.map(String.init) ?? lines.suffix(2).joined(separator: " | ")).prefix(300))
    }

    /// How the child ended: not killed by the timer, trapped, aborted or
    /// signalled; an allowed status; within the grace after a signal.
    static func statusProblems(_ c: AdversarialCase, _ o: AdversarialOutcome) -> [String] {
        var problems: [String] = []
        if o.timedOut {
            problems.append("still running after \(AdversarialRunner.timeLimit) s, killed")
        } else if o.signalled, let sent = c.signal?.number, o.status == sent {
            // Killed by the signal sent, before flipbook took it over: a
            // shell reports 128 + the signal, as for the exit statuses.
        } else if o.signalled {
            let name = [4: " (SIGILL: a trap, 132 in a shell)", 6: " (SIGABRT: an abort, 134 in a shell)", 9: " (SIGKILL)",
                        11: " (SIGSEGV)"][Int(o.status)] ?? ""
            problems.append("died of signal \(o.status)\(name): \(summary(o))")
        } else if o.status == 132 || o.status == 134 {
            problems.append("exit \(o.status) (trap or abort): \(summary(o))")
        } else if !c.allowed.contains(o.status) {
            problems.append("exit \(o.status), expected \(c.allowed.sorted()): \(summary(o))")
        }
        if c.signal != nil, !o.timedOut, o.seconds > AdversarialRunner.signalGrace {
            problems.append(String(format: "ended %.1f s after the signal", o.seconds))
        }
        return problems
    }

    /// What the child left: no output folder after a refusal or an
    /// interruption (a case the timer killed has failed already), and a
    /// render's frames named by their numbers in full.
    static func outputProblems(_ c: AdversarialCase, _ o: AdversarialOutcome, folder: URL) -> [String] {
        guard let output = c.output.map({ AdversarialRunner.resolve($0, folder) }) else { return [] }
        var problems: [String] = []
        let refused = !o.timedOut && (o.signalled || [2, 3, 130, 143].contains(o.status))
        if refused, FileManager.default.fileExists(atPath: output.path),
           !(c.signal != nil && interruptedWhileWriting(output)) {
            problems.append("exit \(o.status) left \(c.output!) (\(((try? files(in: output)) ?? []).prefix(4)))")
        }
        if o.status == 0, !o.signalled, let frames = c.frames {
            let expected = frames.map { String(format: "-%05lld.png", $0) }.sorted()
            let names = ((try? files(in: output)) ?? []).filter { $0.hasSuffix(".png") }
            let numbers = names.compactMap { name in name.range(of: "-", options: .backwards).map { String(name[$0.lowerBound...]) } }.sorted()
            if numbers != expected { problems.append("frames named \(names), expected \(expected.map { "s" + $0 })") }
        }
        return problems
    }

    /// Whether a folder left by a signal is what a run interrupted while
    /// writing leaves: at least one frame (so it was made for the first
    /// frame, not before), every PNG whole (it ends with its IEND chunk)
    /// and no temporary `.partial-` file. A signal that comes after a fast
    /// load (a release build parses the large file in well under the
    /// second the case waits) meets a run that is writing.
    static func interruptedWhileWriting(_ output: URL) -> Bool {
        let names = (try? files(in: output)) ?? []
        let frames = names.filter { $0.hasSuffix(".png") }
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return !frames.isEmpty && !names.contains { $0.contains(".partial-") } && frames.allSatisfy { name in
            let bytes = [UInt8](FileManager.default.contents(atPath: output.appendingPathComponent(name).path) ?? Data())
            return bytes.count > 20 && Array(bytes.suffix(12)) == iend
        }
    }

    /// A refusal's stderr: one line `flipbook: …` (after any warnings),
    /// with no control characters.
    static func errorLineProblems(_ stderr: Data) -> [String] {
        var problems: [String] = []
        guard stderr.last == UInt8(ascii: "\n") else { return ["stderr does not end with a newline: \(visible(stderr))"] }
        let lines = stderr.dropLast().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let errors = lines.filter { !$0.starts(with: Data("flipbook: warning: ".utf8)) }
        if errors.count != 1 { problems.append("\(errors.count) error lines on stderr: \(visible(stderr))") }
        if let bad = lines.first(where: { !$0.starts(with: Data("flipbook: ".utf8)) }) {
            problems.append("stderr line without the flipbook: prefix: \(visible(Data(bad)))")
        }
        if stderr.dropLast().contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\n") || $0 == 0x7F }) {
            problems.append("control characters on stderr: \(visible(stderr))")
        }
        return problems
    }

    /// The secret's bytes in stdout, stderr or any file the case wrote.
    static func leakProblems(_ o: AdversarialOutcome, folder: URL) -> [String] {
        var places = [("stdout", o.stdout), ("stderr", o.stderr)]
        places += AdversarialRunner.regularFiles(under: folder.appendingPathComponent("doc")).map { ("doc/" + $0.0, $0.1) }
        var problems: [String] = []
        for (place, bytes) in places {
            for marker in AdversarialRunner.markers where !marker.isEmpty && bytes.range(of: marker) != nil {
                problems.append("the secret's bytes are in \(place)")
                break
            }
        }
        return problems
    }

    /// Escape twins (the target present, the target missing) must print
    /// the same, once the case folder's path is taken out.
    static func checkPairs(_ cases: [AdversarialCase], indices: [Int], results: AdversarialPool.Results, root: URL) -> [(group: String, text: String)] {
        var byPair: [String: [Int]] = [:]
        for i in indices { if let pair = cases[i].escape?.pair, !pair.isEmpty { byPair[pair, default: []].append(i) } }
        var problems: [(String, String)] = []
        for (pair, members) in byPair.sorted(by: { $0.key < $1.key }) where members.count == 2 {
            let texts = members.map { i -> String in
                let o = results.get(i)
                let text = String(decoding: (o?.stderr ?? Data()) + (o?.stdout ?? Data()), as: UTF8.self)
                return text.replacingOccurrences(of: root.appendingPathComponent("case-\(i)").path, with: "$CASE")
            }
            let statuses = members.map { results.get($0)?.status ?? -1 }
            if texts[0] != texts[1] || statuses[0] != statuses[1] {
                problems.append((cases[members[0]].group,
                                 "#\(members[0])/#\(members[1]) \(pair): the answer tells whether the target exists: "
                                 + "exit \(statuses[0]) \(visible(Data(texts[0].utf8))) vs exit \(statuses[1]) \(visible(Data(texts[1].utf8)))"))
            }
        }
        return problems
    }

    /// `data` as text with control characters shown as \u{…}, cut at 300.
    static func visible(_ data: Data) -> String {
        String(String(decoding: data, as: UTF8.self).unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }.joined().prefix(300))
    }

}
