import Geometry
import Layers
import Timeline

/// An instanced layer's copies at one time, described by the template's
/// compiled `TrackTable` rather than evaluated: the table, the layer's time
/// and every copy's static data, plus the template's model values the
/// table's slots write into. `presented()` evaluates the copies on the CPU;
/// the GPU backend evaluates the very same table per instance in
/// instanced_image.vert (TRACKS), from the same numbers.
///
/// Building one evaluates nothing, so a backend that evaluates the table
/// itself never pays for the CPU evaluation.
public struct InstanceTracks: Sendable, Hashable {
    /// The template's animations, compiled.
    public let table: TrackTable
    /// The instanced layer's local time, seconds.
    public let layerTime: Double
    /// Every copy's static data (position in the layer's points, time
    /// shift in seconds, offset vector in points, optional-track bits),
    /// bottom to top: the layer's own array, shared, not copied.
    public let instances: [LayerInstance]
    /// The template's model opacity (0…1 normally), beneath the tracks.
    public let modelOpacity: Double
    /// The template's model transform: every copy's transform while no
    /// track writes "transform.scale".
    public let modelTransform: Transform3D

    /// The copies of `layer` at its local time `time` (seconds) through
    /// its compiled table; nil when the template's tracks do not compile
    /// (`InstanceTrackTables`) or its model values are not those the
    /// table's slots write into (a number opacity and a transform).
    init?(layer: InstancedLayer, time: Double) {
        guard let table = InstanceTrackTables.shared.table(for: layer) else { return nil }
        self.init(layer: layer, time: time, table: table)
    }

    /// As `init(layer:time:)`, with the table given.
    init?(layer: InstancedLayer, time: Double, table: TrackTable) {
        let model = layer.template.modelValues()
        guard case .number(let opacity)? = model["opacity"], case .transform(let transform)? = model["transform"]
        else { return nil }
        self.table = table
        layerTime = time
        instances = layer.instances
        modelOpacity = opacity
        modelTransform = transform
    }

    /// The template's transform recomposed with a uniform scale of 1, as a
    /// 2D affine map. A "transform.scale" track writing s replaces the
    /// decomposition's scale and recomposes (`Transform3D(_:)` multiplies
    /// each row of the linear part by its axis' scale and leaves the
    /// translation alone), so the copy's affine is this map with its linear
    /// part (a, b, c, d) times s and the same (tx, ty).
    public var unitScaleAffine: AffineTransform {
        var d = modelTransform.decomposedOrIdentity
        d.setComponent(.scale, to: 1)
        return Transform3D(d).affine
    }

    /// Every copy's presentation at `layerTime`: exactly what the general
    /// evaluator gives (tested bit for bit), copy by copy.
    public func presented() -> [PresentedInstance] {
        var copies: [PresentedInstance] = []
        copies.reserveCapacity(instances.count)
        forEachCopy { copies.append($0) }
        return copies
    }

    /// Calls `body` with every copy's presentation, bottom to top.
    func forEachCopy(_ body: (PresentedInstance) -> Void) {
        // transform.scale writes into the decomposition and recomposes, as
        // `Transform3D.replacing(.scale, with:)` does, decomposing once.
        let decomposition = modelTransform.decomposedOrIdentity
        let scaled = DecomposedTransform3D.ScaleVariants(decomposition)
        for instance in instances {
            let model = TrackTable.Values(opacity: modelOpacity, positionX: instance.position.x,
                                          positionY: instance.position.y)
            let v = table.values(at: layerTime, instance: TrackTable.Instance(timeShift: instance.timeShift,
                                                                              optionalTracks: instance.optionalTracks),
                                 model: model)
            var position = Point(v.positionX, v.positionY)
            position += instance.offset * v.offsetWeight
            var presented = modelTransform
            if v.wasWritten(.scale) {
                presented = scaled.transform(scale: Vector3(v.scale, v.scale, v.scale))
            }
            body(PresentedInstance(opacity: v.opacity, transform: presented, position: position))
        }
    }
}
