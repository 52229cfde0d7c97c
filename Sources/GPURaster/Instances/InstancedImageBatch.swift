import Geometry
import Paths
import Presentation

/// The per-instance attributes of instanced_image.vert for an instanced
/// grid whose template is one image: for each instance that would show,
/// its destination corners in device pixels, its device → paint map and
/// its opacity, computed exactly as the per-instance path computes them
/// (so both paths give the same pixels).
struct InstancedImageBatch {
    /// Floats per instance: 8 corner coordinates, the map's (a, b, c, d),
    /// (tx, ty) and the opacity.
    static let floatsPerInstance = 15

    /// `floatsPerInstance` floats per drawn instance, in draw order.
    private(set) var attributes: [Float] = []
    /// Instances in `attributes`.
    var count: Int { attributes.count / Self.floatsPerInstance }
    /// True when every instance is a rectangle whose sides run along the
    /// axes (image.frag with AXIS_ALIGNED then draws them).
    private(set) var isAxisAligned = true

    /// The batch of `instanced` drawn with `image` as its only template
    /// item; nil when some instance would not be a single convex
    /// quadrilateral on the per-instance path (the caller then draws that
    /// path). Instances the per-instance path skips (opacity 0 or NaN, a
    /// singular transform) are left out.
    init?(_ image: ImageItem, instances: [InstancePlacement], tolerance: Double) {
        let destination = Path(rect: image.destination)
        attributes.reserveCapacity(instances.count * Self.floatsPerInstance)
        for placement in instances {
            // GLPainter.draw(GroupItem) then draw(ImageItem): the group's
            // opacity (NaN is 0) folded into the image's, both clamped.
            let own = placement.opacity.isNaN ? 0 : min(max(placement.opacity, 0), 1)
            let opacity = min(max(image.opacity * own, 0), 1)
            guard own > 0, opacity > 0 else { continue }
            let transform = image.transform.concatenating(placement.transform)
            guard let inverse = transform.inverted else { continue }
            // CoverageMesh.s input for the same rectangle, point for point.
            let contours = DevicePolygons.fill(destination, transform: transform, tolerance: tolerance)
            guard contours.count == 1, contours[0].count == 4, contours[0].allSatisfy(\.isFinite),
                  let edges = ConvexEdges(contours[0]) else { return nil }
            isAxisAligned = isAxisAligned && edges.isAxisAligned
            for p in contours[0] {
                attributes.append(Float(p.x))
                attributes.append(Float(p.y))
            }
            attributes += [Float(inverse.a), Float(inverse.b), Float(inverse.c), Float(inverse.d),
                           Float(inverse.tx), Float(inverse.ty), Float(opacity)]
        }
    }
}
