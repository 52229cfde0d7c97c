import CPURaster
import Geometry
import Layers
import Presentation
import Scenes

/// How a port is held to its built-in scene: the CPU's frames of both at
/// `count` times spread over one loop of the built-in scene, at `scale`
/// pixels per point, must be the same bytes.
enum PortComparison {
    /// The times compared: `count` evenly spaced over the loop, from its start.
    static func times(of scene: Scene, count: Int = 25) -> [Double] {
        (0..<count).map { scene.loopStart + scene.loopDuration * Double($0) / Double(count) }
    }

    /// The first time at which the two scenes' frames differ, or nil.
    static func firstDifference(port: Scene, builtIn: Scene, scale: Double = 1, count: Int = 25) throws -> Double? {
        for t in times(of: builtIn, count: count) {
            let a = try CPURenderer().render(try port.presentation(at: t).displayList(scale: scale, canvas: builtIn.size))
            let b = try CPURenderer().render(try builtIn.presentation(at: t).displayList(scale: scale, canvas: builtIn.size))
            if a != b { return t }
        }
        return nil
    }

    /// The built-in scene named `name`.
    static func builtIn(_ name: String) throws -> Scene {
        guard let entry = BuiltInScenes.named(name) else { throw PortError("no built-in scene \(name)") }
        return try entry.make()
    }
}

struct PortError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
