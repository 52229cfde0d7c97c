import Foundation

/// Cases about what a path names: FIFOs, devices, folders and sockets as
/// inputs; traversal out of the document's folder; control characters.
extension AdversarialCases {
    /// The kinds of not-a-regular-file an input path may name, each as
    /// the entries that make `path` one (relative to the case folder).
    static func specialKinds(at path: String) -> [(String, [AdversarialCase.Entry])] {
        [("a FIFO", [.fifo(path)]), ("a socket", [.socket(path)]), ("a folder", [.directory(path)]),
         ("a link to /dev/zero", [.symlink(path, to: "/dev/zero")]), ("a link to /dev/null", [.symlink(path, to: "/dev/null")])]
    }

    /// A Lottie document showing the image file `u` + `p`.
    static func lottieImage(u: String, p: String) -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":2,"w":8,"h":8,"assets":[{"id":"i","w":8,"h":8,"u":"\#(u)","p":"\#(p)"}],"layers":[{"ty":2,"refId":"i","ip":0,"op":2,"ks":{}}]}"#
    }

    /// A scene file whose layer shows `contents`.
    static func sceneImage(_ contents: String) -> String {
        AdversarialSceneKeys.scene(sublayers: AdversarialSceneKeys.layer(#","contents":"\#(contents)""#))
    }

    static func specialFiles() -> [AdversarialCase] {
        var cases: [AdversarialCase] = []
        let group = "D3 special files"
        // As the scene file, for each command that loads one.
        for (kind, entries) in specialKinds(at: "doc/f.json") {
            for command in [["render"], ["inspect"], ["export"]] {
                let tail = command[0] == "inspect" ? [] : ["-o", "out"]
                cases.append(AdversarialCase(label: "\(command[0]) of a scene file that is \(kind)", group: group, entries: entries,
                                             arguments: command + ["f.json"] + tail, allowed: [2]))
            }
        }
        for device in ["/dev/zero", "/dev/null"] {
            cases.append(AdversarialCase(label: "render \(device) as the scene file", group: group,
                                         arguments: ["render", device] + renderTail, allowed: [2]))
        }
        cases.append(AdversarialCase(label: "render - with /dev/zero on stdin", group: group, arguments: ["render", "-"] + renderTail,
                                     input: .zeros, allowed: [2]))
        // As a Lottie image asset and a scene file's contents, inside the
        // document's folder (so only the file's type is at stake). Lottie
        // cases run with --strict: without it an image that cannot be
        // read is a warning and an empty layer, as lottie-ios (issue 38).
        for (kind, entries) in specialKinds(at: "doc/img.png") {
            cases.append(AdversarialCase(label: "lottie image asset that is \(kind)", group: group,
                                         entries: entries + [file("doc/a.json", lottieImage(u: "", p: "img.png"))],
                                         arguments: ["render", "a.json", "--strict"] + renderTail, allowed: [2]))
            cases.append(AdversarialCase(label: "scene contents that is \(kind)", group: group,
                                         entries: entries + [file("doc/a.json", sceneImage("img.png"))],
                                         arguments: ["render", "a.json"] + renderTail, allowed: [2]))
        }
        // As a frame of a folder compared.
        for (kind, entries) in specialKinds(at: "doc/frames/s-00000.png") {
            cases.append(AdversarialCase(label: "compare folder frame that is \(kind)", group: group,
                                         entries: entries + [file("doc/s.json", smallScene)],
                                         arguments: ["compare", "s.json", "--a", "frames", "--b", "cpu", "--time", "0", "--scale", "0.5",
                                                     "-o", "out", "-q"], allowed: [2]))
        }
        // As the manifest to verify, and as a frame the manifest names.
        for (kind, entries) in specialKinds(at: "doc/m.json") {
            cases.append(AdversarialCase(label: "manifest verify of a manifest that is \(kind)", group: group, entries: entries,
                                         arguments: ["manifest", "verify", "m.json"], allowed: [2], output: nil))
        }
        for (kind, entries) in specialKinds(at: "doc/out/s-00000.png") {
            cases.append(AdversarialCase(label: "manifest verify of a frame that is \(kind)", group: group,
                                         arguments: ["manifest", "verify", "out/s.manifest.json"], allowed: [1, 2], output: nil,
                                         prepare: prepareManifest(replacing: entries)))
        }
        // As -o: refused, the thing named left as it was.
        for (kind, entries) in [("a FIFO", [AdversarialCase.Entry.fifo("doc/o")]), ("a regular file", [file("doc/o", "precious\n")])] {
            cases.append(AdversarialCase(label: "render -o naming \(kind)", group: group, entries: entries + [file("doc/s.json", smallScene)],
                                         arguments: ["render", "s.json", "--time", "0", "--scale", "0.5", "-o", "o", "-q"],
                                         allowed: [2, 3], output: nil, unchanged: ["doc/o"]))
        }
        cases.append(AdversarialCase(label: "render -o /dev/null", group: group, entries: [file("doc/s.json", smallScene)],
                                     arguments: ["render", "s.json", "--time", "0", "--scale", "0.5", "-o", "/dev/null", "-q"],
                                     allowed: [2, 3], output: nil))
        return cases + pngBombs() + [overwriteKeepsFolders()]
    }

    /// A 141-byte PNG whose second chunk claims 0x7FFFFFFF bytes (issue 36,
    /// D8): refused from its length, before anything is allocated for it.
    static let pngBomb: Data = {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(8) + bigEndian(8) + [8, 6, 0, 0, 0]
        let lie = bigEndian(0x7FFF_FFFF) + Array("tEXt".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 100)
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + lie)
    }()

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// CRC-32 (ISO-HDLC, PNG's).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func pngBombs() -> [AdversarialCase] {
        let group = "D8 PNG chunk lengths"
        let bomb = AdversarialCase.Entry.file("doc/bomb.png", pngBomb)
        let embedded = "data:image/png;base64," + pngBomb.base64EncodedString()
        return [
            AdversarialCase(label: "lottie image asset with a 2 GB chunk length", group: group,
                            entries: [bomb, file("doc/a.json", lottieImage(u: "", p: "bomb.png"))],
                            arguments: ["render", "a.json", "--strict"] + renderTail, allowed: [2]),
            AdversarialCase(label: "embedded lottie image with a 2 GB chunk length", group: group,
                            entries: [file("doc/a.json", lottieImage(u: "", p: embedded).replacingOccurrences(of: #""p":"data"#, with: #""e":1,"p":"data"#))],
                            arguments: ["render", "a.json", "--strict"] + renderTail, allowed: [2]),
            AdversarialCase(label: "scene contents with a 2 GB chunk length", group: group,
                            entries: [bomb, file("doc/a.json", sceneImage("bomb.png"))],
                            arguments: ["render", "a.json"] + renderTail, allowed: [2]),
            // (Its output folder is D16's: compare made it before refusing.)
            AdversarialCase(label: "compare folder frame with a 2 GB chunk length", group: group,
                            entries: [.file("doc/frames/s-00000.png", pngBomb), file("doc/s.json", smallScene)],
                            arguments: ["compare", "s.json", "--a", "frames", "--b", "cpu", "--time", "0", "--scale", "0.5", "-o", "out", "-q"],
                            allowed: [2]),
        ]
    }

    /// `--overwrite` over a folder named like a frame, with a file in it:
    /// the folder and the file stay (issue 36, D11).
    static func overwriteKeepsFolders() -> AdversarialCase {
        AdversarialCase(label: "render --overwrite beside a folder named like a frame", group: "D11 --overwrite",
                        arguments: ["render", "s.json", "--frames", "0:1", "--scale", "0.25", "--overwrite"] + renderTail,
                        allowed: [0, 2], output: nil, unchanged: ["doc/out/s-00050.png/notes.txt"],
                        prepare: { folder in
                            let doc = folder.appendingPathComponent("doc")
                            do {
                                try Data(smallScene.utf8).write(to: doc.appendingPathComponent("s.json"))
                                if let failure = renderForManifest(in: doc) { return failure }
                                try AdversarialRunner.create(file("doc/out/s-00050.png/notes.txt", "precious\n"), in: folder)
                                return nil
                            } catch { return "\(error)" }
                        })
    }

    /// Renders s.json's frames 0 and 1 into doc/out, then replaces frame 0
    /// with `entries` (made at doc/out/s-00000.png).
    static func prepareManifest(replacing entries: [AdversarialCase.Entry]) -> @Sendable (URL) -> String? {
        { folder in
            let doc = folder.appendingPathComponent("doc")
            do {
                try Data(smallScene.utf8).write(to: doc.appendingPathComponent("s.json"))
                if let failure = renderForManifest(in: doc) { return failure }
                try FileManager.default.removeItem(at: doc.appendingPathComponent("out/s-00000.png"))
                for entry in entries { try AdversarialRunner.create(entry, in: folder) }
                return nil
            } catch { return "\(error)" }
        }
    }

    /// Renders s.json's frames 0 and 1 into `doc`/out: nil, or what failed.
    static func renderForManifest(in doc: URL) -> String? {
        let process = Process()
        process.executableURL = adversarialExecutable
        process.arguments = ["render", "s.json", "--frames", "0:2", "--scale", "0.5", "--backend", "cpu", "-q", "-o", "out"]
        process.currentDirectoryURL = doc
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "\(error)" }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : "render exited \(process.terminationStatus)"
    }
}
