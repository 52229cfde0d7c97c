import Timeline

extension SceneFileEncoding {
    /// An animation object; `key` is the layer's key for it (nil inside groups).
    func animation(_ a: Animation, key: String?, location at: String) throws -> SceneFileJSON {
        var m = SceneFileMembers()
        if let key { m.add("key", .string(key)) }
        switch a.kind {
        case .basic(let from, let to, let by):
            m.add("type", .string("basic"))
            try endpoints(a.keyPath, from, to, by, &m, at)
        case .spring(let from, let to, let by, let spring):
            m.add("type", .string("spring"))
            try endpoints(a.keyPath, from, to, by, &m, at)
            m.add("spring", try springParameters(spring, at))
        case .keyframe(let values, let keyTimes, let functions, let mode):
            m.add("type", .string("keyframe"))
            if let keyPath = a.keyPath { m.add("keyPath", .string(keyPath)) }
            m.add("values", .array(try values.map { try value($0, at) }))
            if !keyTimes.isEmpty { m.add("keyTimes", try numbers(keyTimes, at)) }
            if !functions.isEmpty { m.add("timingFunctions", .array(try functions.map { try timingFunction($0, at) })) }
            m.add("calculationMode", mode, default: .linear) { .string($0.rawValue) }
        case .path(let motion):
            m.add("type", .string("keyframe"))
            if let keyPath = a.keyPath { m.add("keyPath", .string(keyPath)) }
            m.add("path", try value(.path(motion.path), at))
            if !motion.keyTimes.isEmpty { m.add("keyTimes", try numbers(motion.keyTimes, at)) }
            if !motion.timingFunctions.isEmpty {
                m.add("timingFunctions", .array(try motion.timingFunctions.map { try timingFunction($0, at) }))
            }
            m.add("calculationMode", motion.mode, default: .linear) { .string($0.rawValue) }
            m.add("rotationMode", motion.reading, default: .point) { .string($0.rawValue) }
            m.add("segmentProgress", motion.segmentProgress, default: .length) { .string($0.rawValue) }
        case .group:
            m.add("type", .string("group"))
        }
        try timing(a.timing, &m, at)
        if let f = a.timingFunction { m.add("timingFunction", try timingFunction(f, at)) }
        m.add("additive", a.isAdditive, default: false) { .bool($0) }
        m.add("cumulative", a.isCumulative, default: false) { .bool($0) }
        m.add("removedOnCompletion", a.isRemovedOnCompletion, default: true) { .bool($0) }
        if case .group(let children) = a.kind {
            m.add("animations", .array(try children.enumerated().map { i, child in
                try animation(child, key: nil, location: "\(at).animations[\(i)]")
            }))
        }
        return .object(m.list)
    }

    private func endpoints(_ keyPath: String?, _ from: AnimatableValue?, _ to: AnimatableValue?, _ by: AnimatableValue?,
                           _ m: inout SceneFileMembers, _ at: String) throws {
        if let keyPath { m.add("keyPath", .string(keyPath)) }
        for (key, v) in [("from", from), ("to", to), ("by", by)] {
            if let v { m.add(key, try value(v, at)) }
        }
    }

    /// CAMediaTiming's members that differ from their defaults.
    func timing(_ t: MediaTiming, _ m: inout SceneFileMembers, _ at: String) throws {
        let d = MediaTiming()
        try m.add("beginTime", t.beginTime, default: d.beginTime) { try number($0, at) }
        try m.add("duration", t.duration, default: d.duration) { try number($0, at) }
        try m.add("speed", t.speed, default: d.speed) { try number($0, at) }
        try m.add("timeOffset", t.timeOffset, default: d.timeOffset) { try number($0, at) }
        try m.add("repeatCount", t.repeatCount, default: d.repeatCount) {
            $0 == .infinity ? .string("infinity") : try number($0, at)
        }
        try m.add("repeatDuration", t.repeatDuration, default: d.repeatDuration) { try number($0, at) }
        m.add("autoreverses", t.autoreverses, default: d.autoreverses) { .bool($0) }
        m.add("fillMode", t.fillMode, default: d.fillMode) { .string($0.rawValue) }
    }

    /// A Core Animation name when the curve is one, else the control points.
    func timingFunction(_ f: TimingFunction, _ at: String) throws -> SceneFileJSON {
        for name in ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"] where TimingFunction.named(name) == f {
            return .string(name)
        }
        return try numbers([f.c1x, f.c1y, f.c2x, f.c2y], at)
    }

    /// CASpringAnimation's physical form (the other forms map onto it).
    private func springParameters(_ s: SpringParameters, _ at: String) throws -> SceneFileJSON {
        var m = SceneFileMembers()
        m.add("mass", try number(s.mass, at))
        m.add("stiffness", try number(s.stiffness, at))
        m.add("damping", try number(s.damping, at))
        try m.add("initialVelocity", s.initialVelocity, default: 0) { try number($0, at) }
        if let end = s.completionTime { m.add("completionTime", try number(end, at)) }
        return .object(m.list)
    }

    /// An animation value in the file's vocabulary.
    func value(_ v: AnimatableValue, _ at: String) throws -> SceneFileJSON {
        switch v {
        case .number(let x): return try number(x, at)
        case .point(let p): return try point(p, at)
        case .size(let s): return try numbers([s.width, s.height], at)
        case .rect(let r): return try rect(r, at)
        case .color(let c): return try color(c, at)
        case .transform(let t): return try numbers(t.fields, at)
        case .path(let p): return try path(p, at)
        case .colors(let cs): return .array(try cs.map { try color($0, at) })
        case .numbers(let xs): return try numbers(xs, at)
        case .bool(let b): return .bool(b)
        }
    }
}
