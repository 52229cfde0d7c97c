import Frames

/// `flipbook manifest merge`: one manifest from the manifests of a render's
/// shards, after checking that they are shards of one render (equal
/// settings) and that together they hold every frame of the range exactly
/// once. Any problem is exit 1 with a line naming it; a manifest that is
/// not a shard and lists no frames, or a range that is empty or longer
/// than `FramePlan.maximumFrames`, is exit 2.
package enum ManifestMerger {
    /// A manifest and the name it is reported under (its path).
    package struct Input {
        package var name: String
        package var manifest: Manifest

        package init(name: String, manifest: Manifest) {
            self.name = name
            self.manifest = manifest
        }
    }

    /// Frame numbers listed in a message before "and N more": five show
    /// the pattern of a missing shard (every Nth frame) and keep the line
    /// short.
    package static let listedFrames = 5

    /// The merged manifest: the shared settings, no shard, every frame by
    /// number.
    package static func merge(_ inputs: [Input]) throws -> Manifest {
        guard let first = inputs.first else { throw ManifestError.input("manifest merge needs at least one manifest") }
        let settings = first.manifest.settings
        for input in inputs.dropFirst() {
            let differences = input.manifest.settings.differences(from: settings)
            guard differences.isEmpty else {
                throw ManifestError.mismatch("manifest merge: \(input.name) is not a shard of the render in \(first.name): "
                    + "\(differences.joined(separator: ", ")) differ")
            }
        }
        // A hostile manifest's range must neither trap (first > end) nor
        // make the missing-frame scan run for ever.
        let span = settings.endFrame.subtractingReportingOverflow(settings.firstFrame)
        guard !span.overflow, (1...FramePlan.maximumFrames).contains(span.partialValue) else {
            throw ManifestError.input("manifest merge: \(first.name) has the frame range \(settings.firstFrame)..<\(settings.endFrame), "
                                 + "not 1 to \(FramePlan.maximumFrames) frames")
        }
        if let empty = inputs.first(where: { $0.manifest.shard == nil && $0.manifest.frames.isEmpty }) {
            throw ManifestError.input("manifest merge: \(empty.name) lists no frames and is not a shard")
        }
        let range = settings.firstFrame..<settings.endFrame
        var owner: [Int: String] = [:]
        var frames: [FrameRecord] = []
        for input in inputs {
            var overlap: [Int] = [], outside: [Int] = []
            var overlapped: String?
            for record in input.manifest.frames {
                if !range.contains(record.number) { outside.append(record.number); continue }
                if let earlier = owner[record.number] {
                    // Name one pair of manifests: the frames shared with the first one found.
                    overlapped = overlapped ?? earlier
                    if earlier == overlapped { overlap.append(record.number) }
                    continue
                }
                owner[record.number] = input.name
                frames.append(record)
            }
            if !outside.isEmpty {
                throw ManifestError.mismatch("manifest merge: \(input.name) has \(list(outside)) outside the range \(describe(range))")
            }
            if let overlapped {
                let place = overlapped == input.name ? "twice in \(input.name)" : "in both \(overlapped) and \(input.name)"
                throw ManifestError.mismatch("manifest merge: overlap: \(list(overlap)) \(place)")
            }
        }
        let missing = range.filter { owner[$0] == nil }
        if !missing.isEmpty {
            throw ManifestError.mismatch("manifest merge: missing \(list(missing)) of \(describe(range)): in none of the \(inputs.count) manifests"
                + missingShardHint(inputs))
        }
        return Manifest(settings: settings, shard: nil, frames: frames.sorted { $0.number < $1.number })
    }

    /// "frame 3" or "frames 3, 7, 11 and 9 more".
    package static func list(_ numbers: [Int]) -> String {
        guard numbers.count > 1 else { return "frame \(numbers.first ?? 0)" }
        let shown = numbers.prefix(listedFrames).map(String.init).joined(separator: ", ")
        return "frames \(shown)" + (numbers.count > listedFrames ? " and \(numbers.count - listedFrames) more" : "")
    }

    private static func describe(_ range: Range<Int>) -> String { "\(range.lowerBound)..<\(range.upperBound)" }

    /// " (no manifest for shard 3/4)" when every input is a shard of one
    /// count N and some K is absent.
    private static func missingShardHint(_ inputs: [Input]) -> String {
        let shards = inputs.compactMap(\.manifest.shard)
        guard shards.count == inputs.count, let n = shards.first?.count, shards.allSatisfy({ $0.count == n }) else { return "" }
        let present = Set(shards.map(\.index))
        let absent = (0..<n).filter { !present.contains($0) }.map { "\($0)/\(n)" }
        guard !absent.isEmpty else { return "" }
        return " (no manifest for shard\(absent.count > 1 ? "s" : "") \(absent.prefix(listedFrames).joined(separator: ", "))"
            + (absent.count > listedFrames ? " and \(absent.count - listedFrames) more" : "") + ")"
    }
}
