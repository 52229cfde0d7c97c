import FlipbookCLI
import Foundation
import Terminal
import Testing

/// Runs the command line in-process and returns (status, stdout, stderr).
func flipbook(_ args: String...) -> (status: Int32, out: String, err: String) {
    let out = StringSink(), err = StringSink()
    let status = Flipbook.run(args, stdout: out, stderr: err)
    return (status, out.text, err.text)
}

@Suite struct InspectCommandTests {
    @Test(arguments: [
        (["inspect", "nosuchscene"], "unknown scene 'nosuchscene' (known scenes: equalizer"),
        (["inspect", "equalizer", "--time", "abc"], "--time must be a finite number, got 'abc'"),
        (["inspect", "equalizer", "--time", "nan"], "--time must be a finite number, got 'nan'"),
        (["inspect", "equalizer", "--time", "inf"], "--time must be a finite number, got 'inf'"),
        (["inspect", "equalizer", "--time"], "option --time needs a value"),
        (["inspect", "equalizer", "--frobnicate"], "unknown option --frobnicate"),
        (["inspect"], "inspect needs a scene name"),
        (["inspect", "equalizer", "extra"], "unexpected argument 'extra'"),
        (["inspect", "equalizer", "--json", "--display-list"], "cannot be combined"),
        (["inspect", "equalizer", "--scale", "0", "--display-list"], "--scale must be in (0, 16]"),
        (["frobnicate"], "unknown command 'frobnicate'"),
    ])
    func badInputExitsTwoWithOneLine(args: [String], expected: String) {
        let out = StringSink(), err = StringSink()
        let status = Flipbook.run(args, stdout: out, stderr: err)
        #expect(status == 2)
        #expect(out.text.isEmpty)
        #expect(err.text.hasPrefix("flipbook: "))
        #expect(err.text.contains(expected), "stderr was: \(err.text)")
        #expect(err.text.filter { $0 == "\n" }.count == 1, "one line only")
    }

    @Test func negativeTimeIsAccepted() {
        #expect(flipbook("inspect", "equalizer", "--time", "-1").status == 0)
        #expect(flipbook("inspect", "equalizer", "--time=-0.5", "--json").status == 0)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let r = flipbook("inspect", "equalizer", "--time", "0.25", "--json")
        #expect(r.status == 0, "\(r.err)")
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        let json = try #require(object)
        #expect(json["scene"] as? String == "equalizer")
        #expect(json["time"] as? Double == 0.25)
        #expect(json["size"] as? [Double] == [320, 568])
        let layers = try #require(json["layers"] as? [[String: Any]])
        let paths = layers.compactMap { $0["path"] as? String }
        #expect(paths.first == "root")
        let bars = layers.filter { ($0["name"] as? String)?.hasPrefix("bar-") == true }
        #expect(bars.map { $0["name"] as? String } == ["bar-0", "bar-1", "bar-2", "bar-3", "bar-4"])
        #expect(bars.allSatisfy { ($0["path"] as? String)?.hasSuffix("/containerLayer/" + ($0["name"] as! String)) == true })
        let bar = try #require(bars.first)
        #expect(bar["type"] as? String == "shape")
        let props = try #require(bar["properties"] as? [String: Any])
        #expect(props["fillColor"] as? [Double] == [1, 1, 1, 1])
        #expect(props["bounds"] as? [Double] == [0, 0, 3, 65])
        #expect((props["transform"] as? [Double])?.count == 16)
        let path = try #require(props["path"] as? [[Any]])
        #expect(path.first?.first as? String == "M")
        #expect(path.last?.first as? String == "Z")
    }

    @Test func displayListAndTextModes() {
        let list = flipbook("inspect", "equalizer", "--display-list", "--scale", "1")
        #expect(list.status == 0)
        #expect(list.out.hasPrefix("displaylist 320x568\n"))
        let text = flipbook("inspect", "equalizer")
        #expect(text.status == 0)
        #expect(text.out.contains("bar-4 (shape)"))
    }

    @Test func helpAndScenes() {
        #expect(flipbook("--help").out.contains("inspect <scene>"))
        #expect(flipbook("help", "inspect").out.contains("--display-list"))
        #expect(flipbook("inspect", "--help").out.contains("--time T"))
        let scenes = flipbook("scenes")
        #expect(scenes.status == 0)
        #expect(scenes.out.hasPrefix("equalizer  "))
        #expect(flipbook("scenes", "--verbose").out.contains("canvas 320x568 pt"))
        #expect(flipbook("scenes", "extra").status == 2)
    }
}
