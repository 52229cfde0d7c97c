import Foundation
import Layers
import Timeline

/// The compiled `TrackTable` of each instanced layer's template, compiled
/// once and shared by every frame (and every thread rendering frames).
///
/// Keyed by the template's track sources themselves rather than by the
/// layer's identity: a layer whose animations change gets a new table, and a
/// freed layer's reused identity can never hand out a stale one. Looking a
/// table up hashes a few dozen numbers per instanced layer and frame; the
/// table then evaluates every copy.
final class InstanceTrackTables: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = InstanceTrackTables()
    /// Most templates kept: scenes have one or two instanced layers; a
    /// benchmark ramp builds one per grid size, all with the same tracks.
    /// Past this the cache starts over rather than growing without bound.
    static let capacity = 64

    private let lock = NSLock()
    /// nil values record templates that do not compile, so they are not
    /// compiled again every frame.
    private var tables: [[TrackTable.Source]: TrackTable?] = [:]

    /// The table for `layer`'s template, compiling it on first use; nil
    /// when its animations are outside what a table expresses.
    func table(for layer: InstancedLayer) -> TrackTable? {
        let sources = Self.sources(of: layer)
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[sources] { return known }
        let table = TrackTable(compiling: sources)
        if tables.count >= Self.capacity { tables.removeAll() }
        tables[sources] = table
        return table
    }

    /// The template's animations in order with the instance bit that
    /// enables each, as `InstancedLayer.animations(for:)` selects them:
    /// an animation whose key is listed in `optionalTrackKeys` needs that
    /// bit; one listed past the 32 bits never applies and is left out.
    static func sources(of layer: InstancedLayer) -> [TrackTable.Source] {
        layer.template.animations.compactMap { entry in
            guard let key = entry.key, let bit = layer.optionalTrackKeys.firstIndex(of: key) else {
                return TrackTable.Source(animation: entry.animation)
            }
            guard bit < InstancedLayer.maximumOptionalTracks else { return nil }
            return TrackTable.Source(animation: entry.animation, optionalBit: bit)
        }
    }
}
