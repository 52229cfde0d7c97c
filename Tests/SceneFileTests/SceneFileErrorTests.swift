import Foundation
import SceneFile
import Scenes
import Testing

/// Errors users can act on: one line naming the file, the line and column,
/// the JSON location and the problem.
@Suite struct SceneFileErrorTests {
    static let square = #"[["M",0,0],["L",1,0],["L",1,1],["Z"]]"#
    static let twoSquares = #"[["M",0,0],["L",1,0],["L",1,1],["Z"],["M",2,2],["L",3,3]]"#

    @Test(arguments: [
        // Syntax: line and column of the first character that makes no sense.
        ("{\"size\": [20, 10],\n  \"loopDuration\": 1,,\n}", "test.json:2:21: unexpected ',', expected a key in double quotes"),
        ("{\"size\": [20, 10]", "test.json:1:18: unexpected end of file, expected ',' or '}' in an object"),
        ("{\"a\": tru}", "test.json:1:7: unexpected 't', expected a value"),
        ("{\"a\": 01}", "test.json:1:8: a number must not start with 0"),
        ("{\"a\": 1e999}", "test.json:1:7: number 1e999 is too large for a double"),
        ("{\"a\": \"x\ny\"}", "test.json:1:9: control character in a string"),
        ("{\"a\": \"\\q\"}", "test.json:1:9: invalid escape sequence \\'q'"),
        ("{} x", "test.json:1:4: unexpected 'x' after the end of the JSON value"),
        ("", "test.json:1:1: unexpected end of file, expected a value"),
        ("{\"a\": 1, \"a\": 2}", "test.json:1:10: duplicate key \"a\""),
        // Semantics: the JSON location of the value.
        ("[]", "test.json:1:1: expected an object, found an array"),
        ("{\"loopDuration\": 1, \"root\": {}}", "test.json:1:1: missing required key \"size\""),
        (sceneJSON(root: "{\"opacity\": \"half\"}"), "root.opacity: expected a number, found a string"),
        (sceneJSON(root: "{\"type\": \"shape\", \"fillColour\": [1, 0, 0, 1]}"),
         "root.fillColour: unknown key \"fillColour\" for a layer of type \"shape\" (did you mean \"fillColor\"?)"),
        (sceneJSON(root: "{\"path\": [[\"M\", 0, 0]]}"), "root.path: unknown key \"path\" for a layer of type \"layer\""),
        (sceneJSON(root: "{\"type\": \"blob\"}"), "root.type: unknown value \"blob\" (one of: layer, shape, gradient, text, instanced)"),
        (sceneJSON(root: "{\"bounds\": [0, 0, 1]}"), "root.bounds: expected a rect [x, y, width, height], found an array of 3 values"),
        (sceneJSON(root: "{\"backgroundColor\": [2, 0, 0, 1]}"), "root.backgroundColor: color components must be in 0…1"),
        (sceneJSON(root: "{\"backgroundColor\": \"#12345\"}"), "root.backgroundColor: expected a color"),
        (sceneJSON(root: "{\"borderColor\": null}"), "root.borderColor: must not be null"),
        (sceneJSON(root: "{\"contents\": \"missing.png\"}"), "root.contents: image \"missing.png\""),
        (sceneJSON(root: "{\"contents\": \"data:image/png;base64,@@@\"}"), "root.contents: embedded image is not valid base64"),
        (sceneJSON(root: "{\"contents\": \"data:image/png;base64,AAAA\"}"), "root.contents: embedded image is not a PNG image"),
        (sceneJSON(root: "{\"sublayers\": [{}, {}, {}, {\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1, 0, 1], \"keyTimes\": [0, 0.5, 1]}]}]}"),
         "root.sublayers[3].animations[0].keyTimes: 3 key times for 4 values (need 0 or 4)"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"keyTimes\": [0.5, 0.2]}]}"),
         "root.animations[0].keyTimes: key times must not decrease (keyTimes[1])"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"timingFunctions\": [\"linear\", \"easeIn\"]}]}"),
         "root.animations[0].timingFunctions: 2 timing functions for 2 values (at most one per segment: 1)"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"basic\", \"keyPath\": \"opacity\", \"to\": [1, 2]}]}"),
         "root.animations[0].to: expected a number, found an array"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"basic\", \"keyPath\": \"opacty\", \"to\": 1}]}"),
         "root.animations[0].keyPath: unknown key path 'opacty'"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"basic\", \"keyPath\": \"position.z\", \"to\": 1}]}"),
         "root.animations[0].keyPath: unknown key path 'position.z'"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"basic\", \"to\": 1}]}"), "root.animations[0]: missing required key \"keyPath\""),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"group\", \"keyPath\": \"opacity\"}]}"),
         "root.animations[0].keyPath: unknown key \"keyPath\" for a group animation"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"basic\", \"keyPath\": \"opacity\", \"timingFunction\": \"easeInOut\"}]}"),
         "root.animations[0].timingFunction: unknown timing function \"easeInOut\""),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"basic\", \"keyPath\": \"opacity\", \"repeatCount\": -1}]}"),
         "root.animations[0].repeatCount: must be ≥ 0 (or \"infinity\"), got -1"),
        (sceneJSON(root: "{\"animations\": [{\"key\": \"a\", \"type\": \"basic\", \"keyPath\": \"opacity\"}, {\"key\": \"a\", \"type\": \"basic\", \"keyPath\": \"opacity\"}]}"),
         "root.animations[1].key: animation key \"a\" is used twice on this layer"),
        (sceneJSON(root: "{\"type\": \"shape\", \"animations\": [{\"type\": \"basic\", \"keyPath\": \"path\", \"from\": \(square), \"to\": \(twoSquares)}]}"),
         "root.animations[0].to: cannot be interpolated from 'from': paths cannot be interpolated: element 4: element counts differ (6 vs 4)"),
        (sceneJSON(root: "{\"type\": \"shape\", \"path\": \(square), \"animations\": [{\"type\": \"basic\", \"keyPath\": \"path\", \"to\": \(twoSquares)}]}"),
         "root.animations[0].to: to cannot be combined with a path that can be beneath it"),
        (sceneJSON(root: "{\"type\": \"shape\", \"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"path\", \"values\": [\(square), [[\"M\",0,0],[\"L\",1,0],[\"Z\"],[\"L\",1,1]]]}]}"),
         "root.animations[0].values[1]: cannot follow values[0]: paths cannot be interpolated: element 2: close cannot match line"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"position\", \"values\": [[0, 0]], \"path\": \(square)}]}"),
         "root.animations[0].path: a keyframe animation has either values or a path, not both"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"path\": \(square)}]}"),
         "root.animations[0].path: a path gives a point here, but the key path holds a number"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"position\", \"path\": \(square), \"keyTimes\": [0, 1]}]}"),
         "root.animations[0].keyTimes: 2 key times for 4 values (need 0 or 4)"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"transform.rotation.z\", \"path\": \(square), \"rotationMode\": \"sideways\"}]}"),
         "root.animations[0].rotationMode: unknown value \"sideways\" (one of: auto, autoReverse)"),
        (sceneJSON(root: "{\"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"position\", \"path\": \(square), \"segmentProgress\": \"time\"}]}"),
         "root.animations[0].segmentProgress: unknown value \"time\" (one of: length, parameter)"),
        (sceneJSON(root: "{\"type\": \"gradient\", \"colors\": [\"#000000\", \"#FFFFFF\"], \"locations\": [0]}"),
         "root.locations: 1 locations for 2 colors (need one per color)"),
        (sceneJSON(root: "{\"type\": \"shape\", \"path\": [[\"L\", 1, 1]]}"), "root.path[0]: a path must start with [\"M\", x, y]"),
        (sceneJSON(root: "{\"type\": \"shape\", \"path\": [[\"M\", 1]]}"), "root.path[0]: \"M\" takes 2 numbers, found 1"),
        (sceneJSON(root: "{\"type\": \"instanced\"}"), "root: missing required key \"template\""),
        (sceneJSON(root: "{}", extra: ", \"flipbook\": 2"), "flipbook: format version 2 is not supported"),
        (sceneJSON(root: "{}", extra: ", \"loopDuration\": 0"), "test.json:1:39: duplicate key \"loopDuration\""),
        ("{\"size\": [20, 0], \"loopDuration\": 1, \"root\": {}}", "size: the canvas must have a positive width and height"),
        ("{\"size\": [20, 10], \"loopDuration\": 0, \"root\": {}}", "loopDuration: must be greater than 0, got 0"),
    ])
    func errorNamesThePlaceAndTheProblem(json: String, expected: String) throws {
        let error = try #require(sceneFileError(json))
        #expect(error.description.contains(expected), "got: \(error.description)")
        #expect(!error.description.contains("\n"), "one line")
        #expect(error.description.hasPrefix("test.json"))
    }

    /// Paths of different shapes may follow each other where they are
    /// never interpolated: across a jump (equal key times, linear) or in a
    /// discrete animation; such a file reads and evaluates at every time.
    @Test(arguments: ["\"keyTimes\": [0, 0, 1]", "\"calculationMode\": \"discrete\""])
    func differentPathsMayFollowAcrossAJump(_ timing: String) throws {
        let json = sceneJSON(root: "{\"type\": \"shape\", \"animations\": [{\"type\": \"keyframe\", \"keyPath\": \"path\", "
                             + "\"values\": [\(Self.square), \(Self.twoSquares), \(Self.twoSquares)], \(timing), \"duration\": 1}]}")
        #expect(sceneFileError(json) == nil)
        let scene = try decodeScene(json)
        for t in [0.0, 0.25, 0.5, 1.0] { _ = try scene.presentation(at: t) }
    }

    /// A semantic error carries the line and column of the value too.
    @Test func semanticErrorsHaveLineAndColumn() throws {
        let json = "{\n  \"size\": [20, 10],\n  \"loopDuration\": 1,\n  \"root\": {\n    \"opacity\": true\n  }\n}"
        let error = try #require(sceneFileError(json))
        #expect(error.line == 5 && error.column == 16 && error.location == "root.opacity" && error.kind == .invalid)
        #expect(error.description == "test.json:5:16: root.opacity: expected a number, found a Boolean")
    }

    /// Columns count characters, not bytes.
    @Test func columnsCountCharacters() throws {
        let error = try #require(sceneFileError("{\"é→\": x}"))
        #expect(error.line == 1 && error.column == 8)
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: SceneFileError(.unreadable, "no such file", file: "/nonexistent/x.json")) {
            try SceneFileDecoder(images: pngCodec).decode(contentsOf: "/nonexistent/x.json")
        }
    }
}
