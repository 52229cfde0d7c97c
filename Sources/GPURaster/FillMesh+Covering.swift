import Geometry

extension FillMesh {
    /// True when the fill certainly covers every sample of `box`: a convex
    /// mesh whose fan triangles hold each of the box's corners (boundaries
    /// included; a convex polygon holding the corners holds the box).
    /// False whenever unsure (concave meshes, non-finite boxes).
    func covers(_ box: DeviceBox) -> Bool {
        guard isConvex, !box.isEmpty else { return false }
        let corners = [(box.x0, box.y0), (box.x1, box.y0), (box.x1, box.y1), (box.x0, box.y1)]
            .map { (Double($0.0), Double($0.1)) }
        return corners.allSatisfy { corner in
            stride(from: 0, to: fan.count - 5, by: 6).contains { k in
                Self.triangle(fan[k..<(k + 6)], holds: corner)
            }
        }
    }

    /// Whether the triangle (x0, y0, x1, y1, x2, y2) holds `point`, edges
    /// included; degenerate triangles hold nothing.
    private static func triangle(_ v: ArraySlice<Float>, holds point: (Double, Double)) -> Bool {
        let i = v.startIndex
        let a = (Double(v[i]), Double(v[i + 1])), b = (Double(v[i + 2]), Double(v[i + 3]))
        let c = (Double(v[i + 4]), Double(v[i + 5]))
        func cross(_ p: (Double, Double), _ q: (Double, Double), _ r: (Double, Double)) -> Double {
            (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
        }
        let area = cross(a, b, c)
        guard area != 0 else { return false }
        let s = [cross(a, b, point), cross(b, c, point), cross(c, a, point)]
        return area > 0 ? s.allSatisfy { $0 >= 0 } : s.allSatisfy { $0 <= 0 }
    }
}
