import Geometry
import Layers
import Timeline

extension Scene {
    /// Every copy of `layer` at its local time `time` (seconds): through the
    /// template's compiled `TrackTable` when it has one, else each copy
    /// through `AnimationEvaluator` (`presentInstance`). Both give the same
    /// values (tested to 1e-12; in practice bit for bit).
    static func presentInstances(of layer: InstancedLayer, time: Double) throws -> [PresentedInstance] {
        if let tracks = InstanceTracks(layer: layer, time: time) { return tracks.presented() }
        return try layer.instances.map { try presentInstance($0, of: layer, time: time) }
    }

    /// The copies through `table`; nil when the template's model values
    /// are not those the table's slots write into (a number opacity and a
    /// transform), which leaves the general evaluator to report it.
    static func presentInstances(of layer: InstancedLayer, time: Double,
                                 table: TrackTable) -> [PresentedInstance]? {
        InstanceTracks(layer: layer, time: time, table: table)?.presented()
    }
}
