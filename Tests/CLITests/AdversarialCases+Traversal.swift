import Foundation

/// Escape attempts: every path-bearing key naming something outside the
/// document's folder (or the manifest's), each run with its target present
/// and missing, which must answer alike.
extension AdversarialCases {
    /// Rewrites doc/out/s.manifest.json's first frame entry: its file name
    /// (and a wrong byte count, so a verifier that opens it would report
    /// the real one), or its frames emptied.
    static func prepareManifest(file name: String?, extra: [AdversarialCase.Entry] = []) -> @Sendable (URL) -> String? {
        { folder in
            let doc = folder.appendingPathComponent("doc")
            do {
                try Data(smallScene.utf8).write(to: doc.appendingPathComponent("s.json"))
                if let failure = renderForManifest(in: doc) { return failure }
                let url = doc.appendingPathComponent("out/s.manifest.json")
                guard var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
                      var frames = manifest["frames"] as? [[String: Any]], !frames.isEmpty else { return "no frames in \(url.path)" }
                if let name {
                    frames[0]["file"] = name.replacingOccurrences(of: "$CASE", with: folder.path)
                    frames[0]["bytes"] = 1
                } else {
                    frames = []
                }
                manifest["frames"] = frames
                try JSONSerialization.data(withJSONObject: manifest).write(to: url)
                for entry in extra { try AdversarialRunner.create(entry, in: folder) }
                return nil
            } catch { return "\(error)" }
        }
    }

    static func traversal() -> [AdversarialCase] {
        var cases: [AdversarialCase] = []
        let group = "D7 asset traversal"
        // (label, u, p, extra entries): each way out of doc/.
        let escapes: [(String, String, String, [AdversarialCase.Entry])] = [
            ("../", "../outside/", "secret.png", []),
            ("../ in p", "", "../outside/secret.png", []),
            ("absolute", "$CASE/outside/", "secret.png", []),
            ("~", "~/", "secret.png", []),
            ("a link to a file outside", "", "link.png", [.symlink("doc/link.png", to: "../outside/secret.png")]),
            ("a link to a folder outside", "linked/", "secret.png", [.symlink("doc/linked", to: "../outside")]),
            ("../ to a text file", "../outside/", "secret.txt", []),
        ]
        for (how, u, p, extra) in escapes {
            for present in [true, false] {
                let escape = AdversarialCase.Escape(pair: "", secretPresent: present)
                let state = present ? "present" : "missing"
                for command in ["render", "export"] {
                    // --strict: without it the refusal is a warning and an
                    // empty layer, as lottie-ios draws it (issue 38).
                    var lottie = AdversarialCase(label: "\(command) of a lottie image through \(how) (\(state))", group: group,
                                                 entries: extra + [file("doc/a.json", lottieImage(u: u, p: p))],
                                                 arguments: [command, "a.json", "-o", "out", "--strict"]
                                                     + (command == "render" ? ["-q", "--backend", "cpu"] : []),
                                                 allowed: [2])
                    lottie.escape = escape
                    lottie.escape?.pair = "\(command) lottie \(how)"
                    cases.append(lottie)
                    var scene = AdversarialCase(label: "\(command) of scene contents through \(how) (\(state))", group: group,
                                                entries: extra + [file("doc/a.json", sceneImage(u + p))],
                                                arguments: [command, "a.json", "-o", "out"] + (command == "render" ? ["-q", "--backend", "cpu"] : []),
                                                allowed: [2])
                    scene.escape = escape
                    scene.escape?.pair = "\(command) scene \(how)"
                    cases.append(scene)
                }
            }
        }
        // Manifest entries name plain files in the manifest's folder.
        let manifestGroup = "D10 manifest entries"
        for (how, name) in [("../", "../../outside/secret.txt"), ("absolute", "$CASE/outside/secret.txt")] {
            for present in [true, false] {
                for command in [["manifest", "verify", "out/s.manifest.json"], ["manifest", "merge", "out/s.manifest.json"]] {
                    cases.append(AdversarialCase(label: "\(command[1]) of a manifest entry through \(how) (\(present ? "present" : "missing"))",
                                                 group: manifestGroup, arguments: command, allowed: [2], output: nil,
                                                 escape: .init(pair: "\(command[1]) \(how)", secretPresent: present),
                                                 prepare: prepareManifest(file: name)))
                }
            }
        }
        cases.append(AdversarialCase(label: "manifest verify of an entry /etc/passwd", group: manifestGroup,
                                     arguments: ["manifest", "verify", "out/s.manifest.json"], allowed: [2], output: nil,
                                     escape: .init(pair: "", secretPresent: true), prepare: prepareManifest(file: "/etc/passwd")))
        cases.append(AdversarialCase(label: "manifest verify of an entry a/b.png", group: manifestGroup,
                                     arguments: ["manifest", "verify", "out/s.manifest.json"], allowed: [2], output: nil,
                                     prepare: prepareManifest(file: "a/b.png", extra: [file("doc/out/a/b.png", "x")])))
        cases.append(AdversarialCase(label: "manifest verify of a manifest without frames", group: manifestGroup,
                                     arguments: ["manifest", "verify", "out/s.manifest.json"], allowed: [1, 2], output: nil,
                                     prepare: prepareManifest(file: nil)))
        // -o through .. stays where it leads: inside the case, written.
        cases.append(AdversarialCase(label: "render -o sub/../out", group: "-o paths", entries: [file("doc/s.json", smallScene), .directory("doc/sub")],
                                     arguments: ["render", "s.json", "--time", "0", "--scale", "0.5", "-o", "sub/../out", "-q"],
                                     allowed: [0], frames: [0]))
        return cases
    }
}
