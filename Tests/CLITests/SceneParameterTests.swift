import FlipbookCLI
import Foundation
import Testing

@Suite struct SceneParameterTests {
    @Test func paramChangesTheScene() throws {
        let r = flipbook("inspect", "equalizer", "--time", "0", "--json", "--param", "barColor=#FF000080")
        #expect(r.status == 0, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        let bar = try #require(layers.first { $0["name"] as? String == "bar-2" })
        let color = try #require((bar["properties"] as? [String: Any])?["fillColor"] as? [Double])
        #expect(color[0] == 1 && color[1] == 0 && color[2] == 0)
        #expect(abs(color[3] - 128.0 / 255.0) < 1e-12)
    }

    @Test func repeatedParamsAllApply() {
        let r = flipbook("inspect", "equalizer", "--time", "0.3", "--json",
                         "--param", "barStagger=0", "--param=barDuration=1")
        #expect(r.status == 0, "\(r.err)")
    }

    @Test(arguments: [
        ("bogus=1", "scene equalizer has no parameter 'bogus' (parameters: barDuration, barStagger, barColor)"),
        ("barColor=red", "parameter barColor must be a color #RRGGBB or #RRGGBBAA, got 'red'"),
        ("barDuration=fast", "parameter barDuration must be a finite number, got 'fast'"),
        ("barDuration", "--param must look like name=value, got 'barDuration'"),
        ("barDuration=-1", "barDuration must be positive"),
    ])
    func badParamsExitTwo(assignment: String, expected: String) {
        let r = flipbook("render", "equalizer", "--time", "0", "--param", assignment, "--out", "/nonexistent/never")
        #expect(r.status == 2)
        #expect(r.err.contains(expected), "\(r.err)")
    }

    @Test func verboseScenesListParameters() {
        let out = flipbook("scenes", "--verbose").out
        #expect(out.contains("--param barColor=<color>"))
        #expect(out.contains("(default #FFFFFF)"))
    }
}
