import Geometry
import Paths
import Support

extension DisplayList {
    /// A stable, line-oriented text form for golden tests: one item per
    /// line, groups indented, numbers rounded to 1e-4 (see `NumberText`).
    public var textDump: String {
        var lines = ["displaylist \(width)x\(height)"]
        for item in items { item.dump(into: &lines, indent: 1) }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DisplayItem {
    func dump(into lines: inout [String], indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .fill(let f):
            lines.append(pad + "fill \(f.fillRule.rawValue) \(f.paint.dump) \(f.transform.dump) \(f.path.dump)")
        case .stroke(let s):
            let st = s.style
            var style = "width \(n(st.lineWidth)) cap \(st.lineCap.rawValue) join \(st.lineJoin.rawValue) miter \(n(st.miterLimit))"
            if !st.dashPattern.isEmpty { style += " dash [\(st.dashPattern.map(n).joined(separator: " "))] phase \(n(st.dashPhase))" }
            lines.append(pad + "stroke \(style) trim \(n(s.strokeStart))..\(n(s.strokeEnd)) \(s.paint.dump) \(s.transform.dump) \(s.path.dump)")
        case .image(let i):
            let tile = i.tileSize.map { " tile \(n($0.width))x\(n($0.height))" } ?? ""
            lines.append(pad + "image \(i.image.width)x\(i.image.height) into \(i.destination.dump)\(tile) opacity \(n(i.opacity)) \(i.transform.dump)")
        case .group(let g):
            var head = "group opacity \(n(g.opacity))"
            if g.blendMode != .normal { head += " blend \(g.blendMode.rawValue)" }
            if let c = g.clip { head += " clip \(c.rect.dump) radius \(n(c.cornerRadius)) \(c.transform.dump)" }
            if let s = g.shadow {
                head += " shadow \(s.color.dump) offset \(s.offsetX),\(s.offsetY) sigma \(n(s.sigma))"
            }
            lines.append(pad + head)
            if let mask = g.mask {
                lines.append(pad + (g.maskMode == .alpha ? "  mask" : "  mask \(g.maskMode.rawValue)"))
                for m in mask { m.dump(into: &lines, indent: indent + 2) }
            }
            for item in g.items { item.dump(into: &lines, indent: indent + 1) }
        case .instanced(let inst):
            lines.append(pad + "instanced \(inst.instances.count) copies")
            lines.append(pad + "  template")
            for item in inst.template { item.dump(into: &lines, indent: indent + 2) }
            for (k, p) in inst.instances.enumerated() {
                lines.append(pad + "  copy \(k) opacity \(n(p.opacity)) \(p.transform.dump)")
            }
        }
    }
}

private func n(_ v: Double) -> String { NumberText.fixed(v) }

extension Paint {
    var dump: String {
        func stops(_ g: Gradient) -> String {
            g.stops.map { "\(n($0.location)):\($0.color.dump)" }.joined(separator: " ")
        }
        switch self {
        case .solid(let c): return "solid \(c.dump)"
        case .axial(let g, let s, let e): return "axial \(s.dump)->\(e.dump) [\(stops(g))]"
        case .radial(let g, let c, let r, let f):
            let focal = f.map { " focal \($0.dump)" } ?? ""
            return "radial \(c.dump) r \(n(r.width))x\(n(r.height))\(focal) [\(stops(g))]"
        }
    }
}

extension Color {
    var dump: String { "rgba(\(n(red)),\(n(green)),\(n(blue)),\(n(alpha)))" }
}

extension Point {
    var dump: String { "(\(n(x)),\(n(y)))" }
}

extension Rect {
    var dump: String { "[\(n(origin.x)) \(n(origin.y)) \(n(size.width)) \(n(size.height))]" }
}

extension AffineTransform {
    var dump: String { "T[\([a, b, c, d, tx, ty].map(n).joined(separator: " "))]" }
}

extension Path {
    var dump: String {
        elements.map { e -> String in
            switch e {
            case .move(let p): return "M \(n(p.x)) \(n(p.y))"
            case .line(let p): return "L \(n(p.x)) \(n(p.y))"
            case .quad(let c, let p): return "Q \(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case .cubic(let a, let b, let p):
                return "C \(n(a.x)) \(n(a.y)) \(n(b.x)) \(n(b.y)) \(n(p.x)) \(n(p.y))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
