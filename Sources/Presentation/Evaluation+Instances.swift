import Geometry
import Layers
import Timeline

extension Scene {
    /// Every copy of `layer` at its local time `time` (seconds): through the
    /// template's compiled `TrackTable` when it has one, else each copy
    /// through `AnimationEvaluator` (`presentInstance`). Both give the same
    /// values (tested to 1e-12; in practice bit for bit).
    static func presentInstances(of layer: InstancedLayer, time: Double) throws -> [PresentedInstance] {
        if let table = InstanceTrackTables.shared.table(for: layer),
           let copies = presentInstances(of: layer, time: time, table: table) {
            return copies
        }
        return try layer.instances.map { try presentInstance($0, of: layer, time: time) }
    }

    /// The copies through `table`; nil when the template's model values
    /// are not those the table's slots write into (a number opacity and a
    /// transform), which leaves the general evaluator to report it.
    static func presentInstances(of layer: InstancedLayer, time: Double,
                                 table: TrackTable) -> [PresentedInstance]? {
        let model = layer.template.modelValues()
        guard case .number(let opacity)? = model["opacity"], case .transform(let transform)? = model["transform"]
        else { return nil }
        // transform.scale writes into the decomposition and recomposes, as
        // `Transform3D.replacing(.scale, with:)` does, decomposing once.
        let decomposition = transform.decomposedOrIdentity
        return layer.instances.map { instance in
            let model = TrackTable.Values(opacity: opacity, positionX: instance.position.x,
                                          positionY: instance.position.y)
            let v = table.values(at: time, instance: TrackTable.Instance(timeShift: instance.timeShift,
                                                                         optionalTracks: instance.optionalTracks),
                                 model: model)
            var position = Point(v.positionX, v.positionY)
            position += instance.offset * v.offsetWeight
            var presented = transform
            if v.wasWritten(.scale) {
                var d = decomposition
                d.setComponent(.scale, to: v.scale)
                presented = Transform3D(d)
            }
            return PresentedInstance(opacity: v.opacity, transform: presented, position: position)
        }
    }
}
