import Foundation

/// Control characters in what an error quotes, and signals while a scene
/// loads.
extension AdversarialCases {
    /// Control characters reach stderr escaped, on one line (issue 36, D12).
    static func controlCharacters() -> [AdversarialCase] {
        let group = "D12 control characters"
        let nasty = "x\\ny\\u001b[31m\\r\\u0007"
        return [
            AdversarialCase(label: "scene file key with control characters", group: group,
                            entries: [file("doc/k.json", #"{"flipbook":1,"size":[8,8],"loopDuration":1,"root":{"bounds":[0,0,8,8],"position":[4,4],"\#(nasty)":1}}"#)],
                            arguments: ["render", "k.json"] + renderTail, allowed: [2]),
            AdversarialCase(label: "lottie key with control characters", group: group,
                            entries: [file("doc/k.json", AdversarialLottieKeys.doc(layers: #"{"ty":4,"ip":0,"op":2,"ks":{},"shapes":[{"ty":"\#(nasty)"}],"\#(nasty)":[}"#))],
                            arguments: ["render", "k.json"] + renderTail, allowed: [2]),
            AdversarialCase(label: "scene name with control characters", group: group,
                            entries: [file("doc/k.json", AdversarialSceneKeys.scene().replacingOccurrences(of: #""name":"scene""#, with: #""name":"\#(nasty)""#))],
                            arguments: ["render", "k.json", "--time", "0"] + renderTail, allowed: [0, 2]),
            AdversarialCase(label: "scene name of 300 characters", group: "D16 leftovers",
                            entries: [file("doc/k.json", AdversarialSceneKeys.scene().replacingOccurrences(of: #""name":"scene""#, with: #""name":"\#(String(repeating: "n", count: 300))""#))],
                            arguments: ["render", "k.json", "--time", "0"] + renderTail, allowed: [0, 2]),
            AdversarialCase(label: "-o under a file whose name has control characters", group: group,
                            entries: [file("doc/s.json", smallScene), file("doc/a\nb\u{1B}[31m", "x")],
                            arguments: ["render", "s.json", "--time", "0", "-o", "a\nb\u{1B}[31m/out", "-q"], allowed: [2, 3], output: nil),
            AdversarialCase(label: "unknown scene name with control characters", group: group,
                            arguments: ["render", "no\u{1B}]0;title\u{07}scene"] + renderTail, allowed: [2]),
        ]
    }

    /// SIGINT and SIGTERM while a scene loads: from a stdin that never
    /// ends, and from a large file. 130 or 143 within a second, nothing
    /// created. The signal comes a second after the start, when the
    /// handlers are long installed. A debug build is still parsing the
    /// large file then; a release build may be writing frames already,
    /// and must then leave whole frames only
    /// (`AdversarialChecks.interruptedWhileWriting`).
    static func signals() -> [AdversarialCase] {
        var cases: [AdversarialCase] = []
        let group = "D3 signals during load"
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            for command in [["render", "-", "-o", "out"], ["inspect", "-"], ["export", "-", "-o", "out"],
                            ["compare", "-", "--a", "cpu", "--b", "cpu", "-o", "out"]] {
                cases.append(AdversarialCase(label: "\(name) during \(command[0]) from a stalled stdin", group: group,
                                             arguments: command, input: .stalled, signal: (signal, 1), allowed: [status]))
            }
            cases.append(AdversarialCase(label: "\(name) during render of a large file", group: group,
                                         entries: [.file("doc/big.json", largeScene)],
                                         arguments: ["render", "big.json", "--frames", "0:100000"] + renderTail,
                                         signal: (signal, 1), allowed: [status]))
        }
        return cases
    }

    /// A scene file of about 24 MB (under the 32 MiB limit) whose parse
    /// takes seconds in a debug build: one shape with a long dash pattern.
    static let largeScene: Data = {
        let numbers = String(repeating: "1.2345678901234567,", count: 1_300_000) + "1"
        return Data(AdversarialSceneKeys.scene(sublayers: AdversarialSceneKeys.shape(#","lineDashPattern":[\#(numbers)]"#)).utf8)
    }()
}
