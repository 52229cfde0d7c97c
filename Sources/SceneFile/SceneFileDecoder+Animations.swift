import Paths
import Presentation
import Timeline

/// The animation types a scene file names in `"type"`.
enum SceneFileAnimationType: String, CaseIterable {
    case basic, keyframe, spring, group
}

extension SceneFileDecoding {
    /// CAMediaTiming's members, flat on a layer or animation object:
    /// beginTime, duration, speed, timeOffset, repeatCount (a number or
    /// "infinity"), repeatDuration, autoreverses, fillMode.
    func timing(_ o: inout SceneFileObject) throws -> MediaTiming {
        var t = MediaTiming()
        if let v = try o.value("beginTime", { try $0.number() }) { t.beginTime = v }
        if let v = try o.value("duration", { try $0.number(in: 0...Double.greatestFiniteMagnitude, "≥ 0") }) { t.duration = v }
        if let v = try o.value("speed", { try $0.number() }) { t.speed = v }
        if let v = try o.value("timeOffset", { try $0.number() }) { t.timeOffset = v }
        if let v = try o.value("repeatCount", { try repeatCount($0) }) { t.repeatCount = v }
        if let v = try o.value("repeatDuration", { try $0.number(in: 0...Double.greatestFiniteMagnitude, "≥ 0") }) {
            t.repeatDuration = v
        }
        if let v = try o.value("autoreverses", { try $0.bool() }) { t.autoreverses = v }
        if let v = try o.value("fillMode", { try $0.choice(FillMode.allCases) }) { t.fillMode = v }
        return t
    }

    private func repeatCount(_ item: SceneFileItem) throws -> Double {
        if case .string(let s) = item.node.value {
            guard s == "infinity" else { throw item.error("expected a number ≥ 0 or \"infinity\", got \(JSONText.string(s))") }
            return .infinity
        }
        return try item.number(in: 0...Double.greatestFiniteMagnitude, "≥ 0 (or \"infinity\")")
    }

    /// A layer's `animations` array: keys unique, each animation checked
    /// against the layer's model values (`SceneFileAnimationCheck`).
    func animations(_ o: inout SceneFileObject, model: [String: AnimatableValue]) throws -> [(String?, Animation)] {
        guard let items = try o.value("animations", { try $0.array() }) else { return [] }
        var result: [(String?, Animation)] = [], keys: Set<String> = []
        var check = SceneFileAnimationCheck(model: model)
        for item in items {
            var object = try item.object()
            let key = try object.nullable("key") { try $0.string() } ?? nil
            if let key, !keys.insert(key).inserted {
                throw object.member("key")!.error("animation key \(JSONText.string(key)) is used twice on this layer")
            }
            let animation = try self.animation(&object, model: model, groupDepth: 0, check: &check)
            result.append((key, animation))
        }
        return result
    }

    /// One animation object (its `key`, if any, already read).
    private func animation(_ o: inout SceneFileObject, model: [String: AnimatableValue], groupDepth: Int,
                           check: inout SceneFileAnimationCheck) throws -> Animation {
        try count(\.animationCount, maximum: limits.maximumAnimations, "animations", limitName: "maximumAnimations", at: o.item)
        let type = try o.required("type") { try $0.choice(SceneFileAnimationType.allCases) }
        var animation = Animation(keyPath: nil, kind: .group([]), timing: try timing(&o))
        animation.timingFunction = try o.value("timingFunction") { try $0.timingFunction() }
        animation.isAdditive = try o.value("additive") { try $0.bool() } ?? false
        animation.isCumulative = try o.value("cumulative") { try $0.bool() } ?? false
        animation.isRemovedOnCompletion = try o.value("removedOnCompletion") { try $0.bool() } ?? true
        if type == .group {
            guard groupDepth < limits.maximumGroupDepth else {
                throw o.item.error("animation groups nest deeper than \(limits.maximumGroupDepth) levels "
                                   + "(SceneFileLimits.maximumGroupDepth)", .limit)
            }
            var children: [Animation] = []
            for item in try o.value("animations", { try $0.array() }) ?? [] {
                var child = try item.object()
                children.append(try self.animation(&child, model: model, groupDepth: groupDepth + 1, check: &check))
            }
            animation.kind = .group(children)
            try o.finish("a group animation")
            return animation
        }
        let keyPathItem = try o.required("keyPath") { $0 }
        let keyPath = try keyPathItem.string()
        let beneath: AnimatableValue
        do {
            beneath = try AnimationEvaluator.value(of: keyPath, in: model)
        } catch {
            throw keyPathItem.error("\(error)")
        }
        animation.keyPath = keyPath
        var values = SceneFileAnimationValues()
        animation.kind = try kind(type, &o, like: beneath, values: &values)
        try check.add(animation, values: values, beneath: beneath)
        try o.finish("a \(type.rawValue) animation")
        return animation
    }

    /// The values of a basic, spring or keyframe animation, read as the
    /// kind of value `beneath` (the key path's model value) is.
    private func kind(_ type: SceneFileAnimationType, _ o: inout SceneFileObject, like beneath: AnimatableValue,
                      values: inout SceneFileAnimationValues) throws -> Animation.Kind {
        let read = { (item: SceneFileItem) throws -> AnimatableValue in try self.value(item, like: beneath) }
        switch type {
        case .basic, .spring:
            for key in ["from", "to", "by"] {
                if let item = o.member(key), !item.isNull { values.named.append((key, try read(item), item)) }
            }
            let named = values.named
            func v(_ key: String) -> AnimatableValue? { named.first { $0.0 == key }?.1 }
            if type == .basic { return .basic(from: v("from"), to: v("to"), by: v("by")) }
            let spring = try o.required("spring") { try springParameters($0) }
            return .spring(from: v("from"), to: v("to"), by: v("by"), parameters: spring)
        case .keyframe:
            if let pathItem = o.member("path"), !pathItem.isNull {
                return try motion(pathItem, &o, like: beneath, values: &values)
            }
            let items = try o.required("values") { try $0.array() }
            guard !items.isEmpty else { throw o.member("values")!.error("a keyframe animation needs at least one value") }
            for (i, item) in items.enumerated() { values.named.append(("values[\(i)]", try read(item), item)) }
            let mode = try o.value("calculationMode") { try $0.choice(CalculationMode.allCases) } ?? .linear
            let keyTimes = try o.value("keyTimes") { try self.keyTimes($0, valueCount: items.count, mode: mode) } ?? []
            let functions = try o.value("timingFunctions") { try $0.array().map { try $0.timingFunction() } } ?? []
            if functions.count > max(items.count - 1, 0) {
                throw o.member("timingFunctions")!.error("\(functions.count) timing functions for \(items.count) values "
                                                         + "(at most one per segment: \(items.count - 1))")
            }
            return .keyframe(values: values.named.map(\.1), keyTimes: keyTimes, timingFunctions: functions,
                             calculationMode: mode)
        case .group:
            preconditionFailure("groups are read by the caller")
        }
    }

    /// A keyframe animation along `"path"` (instead of `"values"`), with
    /// keyTimes (one per vertex), timingFunctions (one per segment),
    /// calculationMode, for the direction instead of the point,
    /// rotationMode "auto" or "autoReverse", and segmentProgress "length"
    /// (default) or "parameter" (`KeyframePath.SegmentProgress`).
    private func motion(_ pathItem: SceneFileItem, _ o: inout SceneFileObject, like beneath: AnimatableValue,
                        values: inout SceneFileAnimationValues) throws -> Animation.Kind {
        if o.member("values") != nil {
            throw pathItem.error("a keyframe animation has either values or a path, not both")
        }
        guard case .path(let path) = try value(pathItem, like: .path(Path())) else {
            throw pathItem.error("expected a path")
        }
        let vertices = MotionPath(path).vertices.count
        let mode = try o.value("calculationMode") { try $0.choice(CalculationMode.allCases) } ?? .linear
        let keyTimes = try o.value("keyTimes") { try self.keyTimes($0, valueCount: vertices, mode: mode) } ?? []
        let functions = try o.value("timingFunctions") { try $0.array().map { try $0.timingFunction() } } ?? []
        if functions.count > max(vertices - 1, 0) {
            throw o.member("timingFunctions")!.error("\(functions.count) timing functions for a path of "
                                                     + "\(max(vertices - 1, 0)) segments (at most one per segment)")
        }
        let turning: [KeyframePath.Reading] = [.tangentAngle, .reversedTangentAngle]
        let reading = try o.value("rotationMode") { try $0.choice(turning) } ?? .point
        let progress = try o.value("segmentProgress") { try $0.choice(KeyframePath.SegmentProgress.allCases) } ?? .length
        let motion = KeyframePath(path: path, keyTimes: keyTimes, timingFunctions: functions, mode: mode,
                                  reading: reading, segmentProgress: progress)
        guard motion.firstValue.kindName == beneath.kindName else {
            let gives = reading == .point ? "a point" : "an angle (a number)"
            throw pathItem.error("a path gives \(gives) here, but the key path holds a \(beneath.kindName)")
        }
        values.named.append(("path", motion.firstValue, pathItem))
        return .path(motion)
    }

    /// keyTimes: none, or one per value (discrete: also one more), in
    /// 0…1, non-decreasing.
    private func keyTimes(_ item: SceneFileItem, valueCount n: Int, mode: CalculationMode) throws -> [Double] {
        let times = try item.numbers()
        let allowed = mode == .discrete ? [0, n, n + 1] : [0, n]
        guard allowed.contains(times.count) else {
            let need = mode == .discrete ? "0, \(n) or \(n + 1)" : "0 or \(n)"
            throw item.error("\(times.count) key times for \(n) values (need \(need))")
        }
        for (i, t) in times.enumerated() {
            guard (0...1).contains(t) else { throw item.error("key times must be in 0…1, keyTimes[\(i)] is \(JSONText.number(t))") }
            guard i == 0 || times[i - 1] <= t else { throw item.error("key times must not decrease (keyTimes[\(i)])") }
        }
        return times
    }
}
