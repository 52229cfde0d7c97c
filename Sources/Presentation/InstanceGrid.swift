import Geometry

/// An instanced grid in a display list as its compiled tracks describe it:
/// `InstanceTracks` (table, time, per-copy data, template model values)
/// and where the grid goes on the canvas. `placements()` gives exactly the
/// placements the display-list builder lists for templates whose tracks do
/// not compile; the GPU backend builds the same placements per instance in
/// its vertex shader instead.
public struct InstanceGrid: Sendable, Hashable {
    /// The copies, unevaluated.
    public let tracks: InstanceTracks
    /// The template's anchor point in its own coordinates (bounds origin +
    /// anchorPoint × bounds size), points: each copy's transform applies
    /// about it, and it lands on the copy's position.
    public let pivot: Point
    /// The instanced layer's coordinates → device pixels.
    public let layerToDevice: AffineTransform

    public init(tracks: InstanceTracks, pivot: Point, layerToDevice: AffineTransform) {
        self.tracks = tracks
        self.pivot = pivot
        self.layerToDevice = layerToDevice
    }

    /// Every copy that shows (opacity > 0), bottom to top, evaluated on the
    /// CPU from `tracks`.
    public func placements() -> [InstancePlacement] {
        var out: [InstancePlacement] = []
        out.reserveCapacity(tracks.instances.count)
        tracks.forEachCopy { copy in
            if let placement = Self.placement(of: copy, pivot: pivot, layerToDevice: layerToDevice) {
                out.append(placement)
            }
        }
        return out
    }

    /// The grid with `placement` applied after its layer-to-device map.
    public func transformed(by placement: AffineTransform) -> InstanceGrid {
        InstanceGrid(tracks: tracks, pivot: pivot, layerToDevice: layerToDevice.concatenating(placement))
    }

    /// Where one copy goes: its anchor (`pivot`) moved to its position,
    /// its transform applied about it, then the layer's map; its opacity
    /// clamped to at most 1. Nil when the copy does not show (opacity 0,
    /// negative or NaN).
    static func placement(of copy: PresentedInstance, pivot: Point,
                          layerToDevice: AffineTransform) -> InstancePlacement? {
        // The copy's opacity is the template's, animated per copy.
        let opacity = copy.opacity
        guard opacity > 0 else { return nil }
        let toLayer = AffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(copy.transform.affine)
            .concatenating(AffineTransform(translationX: copy.position.x, y: copy.position.y))
        return InstancePlacement(transform: toLayer.concatenating(layerToDevice), opacity: min(opacity, 1))
    }
}
