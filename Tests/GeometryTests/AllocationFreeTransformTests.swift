import Foundation
@testable import Geometry
import SeededRandom
import Testing

/// Concatenation, decomposition, recomposition and the quaternion of a
/// rotation build no arrays (evaluation runs them at every transform
/// write), and give the very bytes the array-based forms gave: those forms
/// are kept here as the reference, and every field is compared by bit
/// pattern (so a −0 that became +0 fails) over random matrices, including
/// zeros, signed zeros, mirrors, degenerate scales and perspective.
@Suite struct AllocationFreeTransformTests {
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func sameBytesAsTheArrayForms(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let a = Self.matrix(&random), b = Self.matrix(&random)
            #expect(Self.bits(a.concatenating(b)) == Self.bits(Reference.concatenating(a, b)), "\(a) · \(b)")
            let decomposed = a.decomposed, reference = Reference.decomposed(a)
            #expect((decomposed == nil) == (reference == nil))
            if let decomposed, let reference {
                #expect(Self.bits(decomposed) == Self.bits(reference), "\(a)")
                #expect(Self.bits(Transform3D(decomposed)) == Self.bits(Transform3D(reference)))
                let q = decomposed.rotation
                let r = Transform3D(rotation: q)
                let rows = [Vector3(r.m11, r.m12, r.m13), Vector3(r.m21, r.m22, r.m23), Vector3(r.m31, r.m32, r.m33)]
                #expect(Self.bits(Quaternion(rotationRows: rows[0], rows[1], rows[2]))
                        == Self.bits(Reference.quaternion(rotationRows: rows)))
            }
            let t = Double(Int(random.next() % 5)) / 4 - 0.25
            #expect(Self.bits(a.zipFields(b) { $0 + ($1 - $0) * t })
                    == Self.bits(Transform3D(zip(Reference.fields(a), Reference.fields(b)).map { $0 + ($1 - $0) * t })))
        }
    }

    /// A random matrix: mostly a layer-like transform (scale, skew, a turn,
    /// a translation), sometimes with perspective, a mirror, a zero or
    /// negative-zero field, or a zero scale.
    static func matrix(_ random: inout SplitMix64) -> Transform3D {
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        var m = Transform3D.scale(unit() * 4 - 1, unit() * 4 - 1, random.next() % 3 == 0 ? 1 : unit() * 2)
            .concatenating(.rotation(unit() * 7 - 3.5, unit() - 0.5, unit() - 0.5, unit() + 0.1))
            .concatenating(.translation(unit() * 200 - 100, unit() * 200 - 100, unit() * 10))
        if random.next() % 4 == 0 { m.m21 = unit() - 0.5 }
        if random.next() % 4 == 0 { m.m34 = -1 / (100 + unit() * 900) }
        if random.next() % 5 == 0 { m = m.concatenating(.scale(1, -1, 1)) }
        if random.next() % 6 == 0 { m.m12 = random.next() % 2 == 0 ? 0 : -0.0 }
        if random.next() % 8 == 0 { m.m11 = 0; m.m12 = 0; m.m13 = -0.0 }
        if random.next() % 10 == 0 { m.m44 = random.next() % 2 == 0 ? 0 : 2 }
        return m
    }

    static func bits(_ t: Transform3D) -> [UInt64] { Reference.fields(t).map(\.bitPattern) }
    static func bits(_ v: Vector3) -> [UInt64] { [v.x, v.y, v.z].map(\.bitPattern) }
    static func bits(_ q: Quaternion) -> [UInt64] { [q.x, q.y, q.z, q.w].map(\.bitPattern) }
    static func bits(_ d: DecomposedTransform3D) -> [UInt64] {
        bits(d.translation) + bits(d.scale) + bits(d.skew) + bits(d.rotation)
            + [d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w].map(\.bitPattern)
    }

    /// The array-based forms as they were (f868a77), the reference.
    enum Reference {
        static func fields(_ t: Transform3D) -> [Double] {
            [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
             t.m41, t.m42, t.m43, t.m44]
        }

        static func concatenating(_ x: Transform3D, _ y: Transform3D) -> Transform3D {
            let a = fields(x), b = fields(y)
            var r = [Double](repeating: 0, count: 16)
            for i in 0..<4 {
                for j in 0..<4 {
                    var s = 0.0
                    for k in 0..<4 { s += a[i * 4 + k] * b[k * 4 + j] }
                    r[i * 4 + j] = s
                }
            }
            return Transform3D(r)
        }

        static func decomposed(_ t: Transform3D) -> DecomposedTransform3D? {
            guard fields(t).allSatisfy(\.isFinite), t.m44 != 0 else { return nil }
            let n = fields(t).map { $0 / t.m44 }
            var rows = [Vector3(n[0], n[1], n[2]), Vector3(n[4], n[5], n[6]), Vector3(n[8], n[9], n[10])]
            var result = DecomposedTransform3D(translation: Vector3(n[12], n[13], n[14]))
            let column = Vector3(n[3], n[7], n[11])
            if column != .zero {
                guard let pc = solve(rows: rows, column) else { return nil }
                result.perspective = Vector4(pc.x, pc.y, pc.z, 1 - result.translation.dot(pc))
            }
            var scale = Vector3.zero, skew = Vector3.zero
            scale.x = rows[0].length
            rows[0] = unit(rows[0], scale.x, orthogonalTo: [])
            var xy = rows[0].dot(rows[1])
            rows[1] = rows[1] - rows[0] * xy
            scale.y = rows[1].length
            rows[1] = unit(rows[1], scale.y, orthogonalTo: [rows[0]])
            xy = scale.y > 1e-12 ? xy / scale.y : 0
            var xz = rows[0].dot(rows[2]), yz = rows[1].dot(rows[2])
            rows[2] = rows[2] - rows[0] * xz - rows[1] * yz
            scale.z = rows[2].length
            rows[2] = unit(rows[2], scale.z, orthogonalTo: [rows[0], rows[1]])
            let zOK = scale.z > 1e-12
            xz = zOK ? xz / scale.z : 0
            yz = zOK ? yz / scale.z : 0
            skew = Vector3(xy, xz, yz)
            if rows[0].dot(rows[1].cross(rows[2])) < 0 {
                scale = scale * -1
                rows = rows.map { $0 * -1 }
            }
            result.scale = scale
            result.skew = skew
            result.rotation = quaternion(rotationRows: rows)
            return result
        }

        /// `Transform3D.unit` as it is: only its argument became an
        /// autoclosure, its arithmetic is as it was.
        static func unit(_ v: Vector3, _ length: Double, orthogonalTo others: [Vector3]) -> Vector3 {
            Transform3D.unit(v, length, orthogonalTo: others)
        }

        static func solve(rows a: [Vector3], _ b: Vector3) -> Vector3? {
            let det = a[0].dot(a[1].cross(a[2]))
            guard det != 0, det.isFinite else { return nil }
            let c0 = Vector3(a[0].x, a[1].x, a[2].x), c1 = Vector3(a[0].y, a[1].y, a[2].y)
            let c2 = Vector3(a[0].z, a[1].z, a[2].z)
            let x = b.dot(c1.cross(c2)) / det, y = c0.dot(b.cross(c2)) / det, z = c0.dot(c1.cross(b)) / det
            let s = Vector3(x, y, z)
            return s.isFinite ? s : nil
        }

        static func quaternion(rotationRows r: [Vector3]) -> Quaternion {
            let m = r.map { [$0.x, $0.y, $0.z] }
            let trace = m[0][0] + m[1][1] + m[2][2]
            var q: Quaternion
            if trace >= m[0][0], trace >= m[1][1], trace >= m[2][2] {
                let w = (1 + trace).squareRoot() / 2, k = 1 / (4 * w)
                q = Quaternion(x: (m[1][2] - m[2][1]) * k, y: (m[2][0] - m[0][2]) * k, z: (m[0][1] - m[1][0]) * k, w: w)
            } else if m[0][0] >= m[1][1], m[0][0] >= m[2][2] {
                let x = max(1 + m[0][0] - m[1][1] - m[2][2], 0).squareRoot() / 2, k = 1 / (4 * x)
                q = Quaternion(x: x, y: (m[0][1] + m[1][0]) * k, z: (m[0][2] + m[2][0]) * k, w: (m[1][2] - m[2][1]) * k)
            } else if m[1][1] >= m[2][2] {
                let y = max(1 - m[0][0] + m[1][1] - m[2][2], 0).squareRoot() / 2, k = 1 / (4 * y)
                q = Quaternion(x: (m[0][1] + m[1][0]) * k, y: y, z: (m[1][2] + m[2][1]) * k, w: (m[2][0] - m[0][2]) * k)
            } else {
                let z = max(1 - m[0][0] - m[1][1] + m[2][2], 0).squareRoot() / 2, k = 1 / (4 * z)
                q = Quaternion(x: (m[0][2] + m[2][0]) * k, y: (m[1][2] + m[2][1]) * k, z: z, w: (m[0][1] - m[1][0]) * k)
            }
            if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
            return q.normalized
        }
    }
}
