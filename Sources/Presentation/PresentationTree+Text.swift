import Support
import Timeline

extension PresentationTree {
    /// A human-readable outline: one line per layer (indented by depth)
    /// with its type and properties, numbers rounded to 1e-4; paths are
    /// summarized by element count.
    public var textSummary: String {
        var lines = ["\(sceneName) at \(NumberText.fixed(time)) s, canvas \(NumberText.fixed(size.width))x\(NumberText.fixed(size.height)) pt"]
        for layer in allLayers {
            let depth = layer.path.split(separator: "/").count - 1
            let pad = String(repeating: "  ", count: depth)
            let props = layer.values.keys.sorted().map { "\($0)=\(Self.summary(layer.values[$0]!))" }
            lines.append("\(pad)\(layer.name) (\(layer.typeName)) " + props.joined(separator: " "))
            for (i, copy) in layer.instances.enumerated() {
                lines.append("\(pad)  copy \(i): opacity=\(NumberText.fixed(copy.opacity)) scale=\(NumberText.fixed(copy.scale)) position=\(copy.position.dump)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func summary(_ value: AnimatableValue) -> String {
        let n = { (v: Double) in NumberText.fixed(v) }
        switch value {
        case .number(let v): return n(v)
        case .point(let p): return p.dump
        case .size(let s): return "\(n(s.width))x\(n(s.height))"
        case .rect(let r): return r.dump
        case .color(let c): return c.dump
        case .transform(let t): return t.isApproximatelyEqual(to: .identity) ? "identity" : "[" + t.fields.map(n).joined(separator: " ") + "]"
        case .path(let p): return "path(\(p.elements.count) elements)"
        case .colors(let cs): return "[" + cs.map(\.dump).joined(separator: " ") + "]"
        case .numbers(let xs): return "[" + xs.map(n).joined(separator: " ") + "]"
        case .bool(let b): return b ? "true" : "false"
        }
    }
}
