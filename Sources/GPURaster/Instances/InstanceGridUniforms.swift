import CEGL
import Geometry
import Presentation

/// The per-grid uniforms of instanced_image.vert (TRACKS) for a grid whose
/// template is one image: the time, the template's model values, the
/// image's corners about the template's anchor and the layer's map, as
/// float32. The table itself goes through `TrackTableUniforms`.
struct InstanceGridUniforms {
    /// The instanced layer's local time, seconds.
    let time: Float
    /// `InstanceTracks.modelOpacity`.
    let modelOpacity: Float
    /// `ImageItem.opacity`, clamped to 0…1.
    let imageOpacity: Float
    /// The destination's corners (Path(rect:) order) mapped by the image's
    /// transform, minus `InstanceGrid.pivot`: x0, y0, … x3, y3, points.
    let anchoredCorners: [Float]
    /// The destination in paint coordinates: minX, minY, maxX, maxY.
    let destination: [Float]
    /// `InstanceTracks.modelTransform`'s affine: a, b, c, d, tx, ty.
    let model: [Float]
    /// `InstanceTracks.unitScaleAffine`: a, b, c, d, tx, ty.
    let unitScale: [Float]
    /// `InstanceGrid.layerToDevice`: a, b, c, d, tx, ty.
    let layer: [Float]
    /// True when every copy is a rectangle whose sides run along the axes,
    /// whatever the tracks do: the anchored corners are one, and the
    /// model's, the unit scale's and the layer's linear parts each keep
    /// the axes (b = c = 0) or swap them (a = d = 0). The tracks only
    /// scale the unit scale's part and move the copy. Checked on the
    /// doubles; the vertex stage's float corners may then differ from a
    /// rectangle's in their last bits, which moves its coverage by less
    /// than 1/1000 level.
    let isAxisAligned: Bool

    /// The uniforms of `grid` drawing `image`; nil when a number is not
    /// finite (in double or once rounded to float32), which leaves the
    /// grid to the CPU-placed batch.
    init?(_ grid: InstanceGrid, image: ImageItem) {
        let tracks = grid.tracks
        let destination = image.destination
        let anchored = destination.corners.map { image.transform.apply($0) - grid.pivot }
        func numbers(_ m: AffineTransform) -> [Double] { [m.a, m.b, m.c, m.d, m.tx, m.ty] }
        let doubles = [tracks.layerTime, tracks.modelOpacity, image.opacity]
            + anchored.flatMap { [$0.x, $0.y] }
            + [destination.minX, destination.minY, destination.maxX, destination.maxY]
            + numbers(tracks.modelTransform.affine) + numbers(tracks.unitScaleAffine) + numbers(grid.layerToDevice)
        func keepsAxes(_ m: AffineTransform) -> Bool { (m.b == 0 && m.c == 0) || (m.a == 0 && m.d == 0) }
        isAxisAligned = ConvexEdges(anchored)?.isAxisAligned == true && keepsAxes(tracks.modelTransform.affine)
            && keepsAxes(tracks.unitScaleAffine) && keepsAxes(grid.layerToDevice)
        let floats = doubles.map { Float($0) }
        guard floats.allSatisfy(\.isFinite) else { return nil }
        time = floats[0]
        modelOpacity = floats[1]
        imageOpacity = min(max(floats[2], 0), 1)
        anchoredCorners = Array(floats[3..<11])
        self.destination = Array(floats[11..<15])
        model = Array(floats[15..<21])
        unitScale = Array(floats[21..<27])
        layer = Array(floats[27..<33])
    }

    /// Sets the uniforms on `program`, which must be current.
    func apply(to program: GLProgram) {
        glUniform1f(program.location("u_time"), time)
        glUniform1f(program.location("u_modelOpacity"), modelOpacity)
        glUniform1f(program.location("u_imageOpacity"), imageOpacity)
        glUniform4f(program.location("u_anchoredCorners01"), anchoredCorners[0], anchoredCorners[1],
                    anchoredCorners[2], anchoredCorners[3])
        glUniform4f(program.location("u_anchoredCorners23"), anchoredCorners[4], anchoredCorners[5],
                    anchoredCorners[6], anchoredCorners[7])
        glUniform4f(program.location("u_destination"), destination[0], destination[1], destination[2], destination[3])
        for (prefix, m) in [("u_model", model), ("u_unitScale", unitScale), ("u_layer", layer)] {
            glUniform4f(program.location(prefix + "Linear"), m[0], m[1], m[2], m[3])
            glUniform2f(program.location(prefix + "Translation"), m[4], m[5])
        }
    }
}
