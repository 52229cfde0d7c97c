/// A frame span [start, end) in which lottie-ios's animation of a
/// property shows the layer's own value instead (`LottieImporting
/// .coreAnimationUnseenSpans`).
typealias LottieFrameSpan = (start: Double, end: Double)

extension LottieImporting {
    /// Where lottie-ios's Core Animation engine draws nothing of keyframes
    /// that mix holds (`h: 1`) and eased segments. lottie-ios splits such
    /// keyframes into runs of one kind (a run's last keyframe also starts
    /// the next), each a CAKeyframeAnimation of its own in one group; a
    /// hold run is `discrete`, with one value fewer than key times. A hold
    /// run of a single segment, keyframes a and b, whose key times are
    /// exactly 0 and 1 (every run between others; the first when a is at
    /// or before the root's in point, else it is stretched back to it)
    /// has one value, and Core Animation draws nothing of it over [a, b):
    /// the layer shows its own value, the Core Animation default that
    /// lottie-ios leaves there. lottie-ios's snapshots show it (Issues/
    /// pr_1632_1 and _2: a fill held at 0 % is opaque; issue_2066: layers
    /// at identity transforms). A last run of one segment ending at the
    /// out point still draws its value (Issues/issue_1717 at 100 %), so
    /// last runs are left as they are. Empty for keyframes all held or
    /// all eased (one animation, no runs), and inside a time-remapped
    /// precomposition (lottie-ios samples those frame by frame).
    func coreAnimationUnseenSpans<V>(_ keys: [LottieKeyframe<V>]) -> [LottieFrameSpan] {
        guard let toRoot = compositionToRoot, keys.count > 2 else { return [] }
        let holds = keys.map(\.hold)
        guard holds.contains(true), holds.contains(false) else { return [] }
        // The runs, as index lists sharing their boundary keyframes.
        var runs: [[Int]] = [], run = [0]
        for i in 1..<keys.count {
            run.append(i)
            if holds[i] != holds[run[run.count - 2]] {
                runs.append(run)
                run = [i]
            }
        }
        runs.append(run)
        var spans: [LottieFrameSpan] = []
        for (n, r) in runs.enumerated() where r.count == 2 && holds[r[0]] && n < runs.count - 1 {
            let a = keys[r[0]].frame, b = keys[r[1]].frame
            guard b > a else { continue }
            if n == 0 && toRoot.offset + toRoot.scale * a > rootFrames.lowerBound { continue }
            spans.append((a, b))
        }
        return spans
    }

    /// The property showing `underlying` over `spans` (each a jump to it
    /// at the start, held to the end, where the property's own value
    /// resumes); a fixed one becomes held keyframes from a frame before
    /// the first span.
    func showing<V>(_ underlying: V, during spans: [LottieFrameSpan], in property: LottieProperty<V>)
        -> LottieProperty<V> {
        guard !spans.isEmpty else { return property }
        switch property {
        case .fixed(let value):
            // A keyframe a frame ahead keeps the first key time apart
            // from the jump's (equal key times end at the later value,
            // which the animation would fill back from).
            var keys = [LottieKeyframe(frame: spans[0].start - 1, value: value, hold: true, timing: nil)]
            for span in spans {
                keys.append(LottieKeyframe(frame: span.start, value: value, hold: true, timing: nil))
                keys.append(LottieKeyframe(frame: span.start, value: underlying, hold: true, timing: nil))
                keys.append(LottieKeyframe(frame: span.end, value: value, hold: true, timing: nil))
            }
            return .animated(keys)
        case .animated(let keys):
            var result: [LottieKeyframe<V>] = []
            for key in keys {
                result.append(key)
                if spans.contains(where: { $0.start == key.frame }) {
                    result.append(LottieKeyframe(frame: key.frame, value: underlying, hold: true, timing: nil))
                }
            }
            return .animated(result)
        }
    }

    /// The property as lottie-ios plays its mixed hold keyframes when it
    /// animates the property on a key path of its own (opacity, position,
    /// scale, rotation, a bezier path, a stroke width): `underlying`, the
    /// layer's own value in the property's units (100 for an opacity),
    /// over `coreAnimationUnseenSpans`.
    func asCoreAnimationHolds<V>(_ property: LottieProperty<V>, underlying: V) -> LottieProperty<V> {
        guard case .animated(let keys) = property else { return property }
        return showing(underlying, during: coreAnimationUnseenSpans(keys), in: property)
    }

    /// The unseen spans of a transform that lottie-ios animates as one
    /// matrix ("transform", with a negative x scale): its animated parts
    /// (anchor, position, scale, rotation in lottie-ios's order) combine
    /// into one set of keyframes when they share frames, holds and
    /// easings, and the spans are those of the first; parts keyframed
    /// apart are sampled frame by frame instead (no spans).
    func combinedTransformUnseenSpans(_ parts: [LottieProperty<[Double]>]) -> [LottieFrameSpan] {
        guard sharesKeyframeTiming(parts), let first = Self.keyed(parts).first else { return [] }
        return coreAnimationUnseenSpans(first)
    }

    /// True when the keyframed parts (those with more than one keyframe)
    /// share frames, holds and easings, so that lottie-ios combines them
    /// into one set of keyframes; false when it must sample them itself.
    func sharesKeyframeTiming(_ parts: [LottieProperty<[Double]>]) -> Bool {
        let keyed = Self.keyed(parts)
        guard let first = keyed.first else { return true }
        return keyed.allSatisfy { keys in
            keys.count == first.count && zip(keys, first).allSatisfy {
                $0.frame == $1.frame && $0.hold == $1.hold && $0.timing == $1.timing
            }
        }
    }

    private static func keyed(_ parts: [LottieProperty<[Double]>]) -> [[LottieKeyframe<[Double]>]] {
        parts.compactMap { part in
            guard case .animated(let keys) = part, keys.count > 1 else { return nil }
            return keys
        }
    }
}
