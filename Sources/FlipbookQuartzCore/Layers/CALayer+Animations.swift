import Foundation
import Layers
import Timeline

/// Explicit animations: `add(_:forKey:)` and removal, as on CALayer.
extension CALayer {
    /// Adds a copy of `animation` (changing it afterwards changes nothing),
    /// starting now when its `beginTime` is 0. A second animation under the
    /// same key replaces the first from now on. A problem with it (an
    /// unknown key path, a value of the wrong kind, a negative duration) is
    /// recorded and the recording throws it.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        let now = localTime(fromScene: recorder?.now ?? 0)
        do {
            var converted = try animation.modelAnimation(for: self)
            if converted.timing.beginTime == 0 { converted.timing.beginTime = now }
            addModelAnimation(converted, forKey: key)
            var notice: StopNotice?
            if let recorder {
                let timing = converted.timing
                let begin = sceneTime(fromLocal: timing.beginTime)
                let end = sceneTime(fromLocal: timing.beginTime + (timing.speed > 0 ? timing.activeDuration / timing.speed : .infinity))
                if end.isFinite { recorder.transaction.added(endingAt: end) }
                if let delegate = animation.delegate {
                    recorder.schedule(at: begin) { delegate.animationDidStart(animation) }
                    let stop = StopNotice(animation: animation, end: end)
                    if end.isFinite { recorder.schedule(at: end) { stop.stop(finished: true) } }
                    notice = stop
                }
            }
            addedObjects[added.count - 1] = (animation, notice)
        } catch let error as QuartzCoreError {
            report(error.message)
        } catch {
            report("\(error)")
        }
    }

    /// Appends a model animation, replacing (from now on) the one under `key`.
    package func addModelAnimation(_ animation: Animation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        added.append((key, animation, nil))
    }

    /// Removes the animation under `key` from now on.
    public func removeAnimation(forKey key: String) {
        for i in added.indices where added[i].key == key && added[i].removedAt == nil { remove(at: i) }
    }

    /// Removes every animation from now on.
    public func removeAllAnimations() {
        for i in added.indices where added[i].removedAt == nil { remove(at: i) }
    }

    /// The animation attached under `key` now (the object that was added;
    /// changing it changes nothing), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        guard let i = added.indices.last(where: { added[$0].key == key && added[$0].removedAt == nil }) else { return nil }
        return addedObjects[i]?.animation
    }

    /// Ends entry `i` now; a delegate still waiting hears `finished: false`
    /// (a removal at or after its end changes nothing it sees).
    private func remove(at i: Int) {
        let sceneNow = recorder?.now ?? 0
        added[i].removedAt = localTime(fromScene: sceneNow)
        if let notice = addedObjects[i]?.notice, !notice.isDone, sceneNow < notice.end {
            recorder?.schedule(at: sceneNow) { notice.stop(finished: false) }
        }
    }

    /// The keys of the animations attached now, in the order added; nil
    /// when there are none.
    public func animationKeys() -> [String]? {
        let keys = added.filter { $0.removedAt == nil }.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
}
