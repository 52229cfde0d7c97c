import Geometry
import Layers
import Presentation
import SceneFile
import Testing
import Timeline

/// The shadow is animatable from a scene file, on a layer whose model
/// casts none too (its four values join the model only where the layer
/// casts or animates a shadow), and the animation is written back.
@Suite struct SceneFileShadowAnimationTests {
    static let root = #"""
        {"bounds": [0, 0, 40, 40], "position": [20, 20], "sublayers": [{"name": "box", "bounds": [0, 0, 10, 10],
         "position": [15, 15], "backgroundColor": [1, 0, 0, 1], "shadowRadius": 0, "shadowOffset": [0, 10],
         "animations": [{"type": "basic", "keyPath": "shadowOpacity", "from": 0, "to": 1, "duration": 1},
                        {"type": "basic", "keyPath": "shadowOffset", "from": [0, 10], "to": [10, 0], "duration": 1}]}]}
        """#

    @Test func shadowAnimatesAndRoundTrips() throws {
        let scene = try decodeScene(sceneJSON(root: Self.root))
        let box = try #require(try scene.presentation(at: 0.5).allLayers.first { $0.name == "box" })
        #expect(box.values["shadowOpacity"] == .number(0.5))
        #expect(box.values["shadowOffset"] == .size(Size(5, 5)))
        let again = try decodeScene(try exportedJSON(scene))
        #expect(try exportedJSON(again) == (try exportedJSON(scene)))
        let boxAgain = try #require(try again.presentation(at: 0.5).allLayers.first { $0.name == "box" })
        #expect(boxAgain.values["shadowOpacity"] == .number(0.5))
        // A layer that neither casts nor animates a shadow has no shadow values.
        let root = try #require(try scene.presentation(at: 0.5).allLayers.first)
        #expect(root.values["shadowOpacity"] == nil)
    }
}
