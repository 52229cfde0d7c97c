import FlipbookQuartzCore
import Foundation
import Geometry
import Layers
import Presentation
import Testing

/// One replicator tint setting and the color each copy of a
/// (1, 0.5, 1, 1) bar shows under it (nil: the copy draws nothing).
/// Components are multiples of 1/4 so products are exact.
struct ReplicatorTintCase: Sendable, CustomTestStringConvertible {
    let name: String
    let count: Int
    let instanceColor: Color?
    /// Red, green, blue and alpha offsets.
    let offsets: [Float]
    let expected: [Color?]
    var testDescription: String { name }

    static let all = [
        ReplicatorTintCase(name: "no tint", count: 2, instanceColor: nil, offsets: [0, 0, 0, 0],
                           expected: [bar, bar]),
        ReplicatorTintCase(name: "instanceColor alone", count: 3, instanceColor: Color(red: 0.5, green: 1, blue: 0.25),
                           offsets: [0, 0, 0, 0],
                           expected: Array(repeating: Color(red: 0.5, green: 0.5, blue: 0.25, alpha: 1), count: 3)),
        // Tints (1, 0, 0.5), (0.5, 0.5, 0.75), (0, 1, 1), then clamped
        // from (-0.5, 1.5, 1.25) to (0, 1, 1).
        ReplicatorTintCase(name: "offsets clamped at 0 and 1", count: 4, instanceColor: Color(red: 1, green: 0, blue: 0.5),
                           offsets: [-0.5, 0.5, 0.25, 0],
                           expected: [Color(red: 1, green: 0, blue: 0.5, alpha: 1),
                                      Color(red: 0.5, green: 0.25, blue: 0.75, alpha: 1),
                                      Color(red: 0, green: 0.5, blue: 1, alpha: 1),
                                      Color(red: 0, green: 0.5, blue: 1, alpha: 1)]),
        // Alphas 0.75, 0.5, 0.25, 0 (nothing), then clamped from -0.25.
        ReplicatorTintCase(name: "alpha offset", count: 5, instanceColor: Color(red: 1, green: 1, blue: 1, alpha: 0.75),
                           offsets: [0, 0, 0, -0.25],
                           expected: [bar.withOpacity(0.75), bar.withOpacity(0.5), bar.withOpacity(0.25), nil, nil]),
    ]

    static let bar = Color(red: 1, green: 0.5, blue: 1, alpha: 1)
}

/// CAReplicatorLayer's instanceColor and color offsets: each copy's colors
/// multiplied by its tint, in the display list and in the CPU's pixels,
/// and drawn as the same bars written out with those colors.
@Suite struct ReplicatorTintTests {
    /// A 60×20 scene of `count` 8×16 bars 12 pt apart, fading in over 0.5 s
    /// with copy i 0.25 s late: replicated and tinted by `tintCase`, or
    /// (`written`) one layer per copy colored `expected[i]`.
    func scene(_ tintCase: ReplicatorTintCase, written: Bool) throws -> Scene {
        func bar(x: CGFloat, color: Color, begin: Double) -> CALayer {
            let bar = CALayer()
            bar.frame = CGRect(x: x, y: 2, width: 8, height: 16)
            bar.backgroundColor = CGColor(color)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.5
            fade.toValue = 1
            fade.duration = 0.5
            fade.beginTime = begin
            bar.add(fade, forKey: "fade")
            return bar
        }
        return try FlipbookScene.record(name: "tint", size: CGSize(width: 60, height: 20), duration: 2) { root in
            guard !written else {
                for (i, color) in tintCase.expected.enumerated() {
                    root.addSublayer(bar(x: CGFloat(12 * i), color: color ?? .clear, begin: 0.25 * Double(i)))
                }
                return
            }
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            replicator.instanceCount = tintCase.count
            replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
            replicator.instanceDelay = 0.25
            replicator.instanceColor = tintCase.instanceColor.map(CGColor.init)
            replicator.instanceRedOffset = tintCase.offsets[0]
            replicator.instanceGreenOffset = tintCase.offsets[1]
            replicator.instanceBlueOffset = tintCase.offsets[2]
            replicator.instanceAlphaOffset = tintCase.offsets[3]
            replicator.addSublayer(bar(x: 0, color: ReplicatorTintCase.bar, begin: 0))
            root.addSublayer(replicator)
        }
    }

    @Test(arguments: ReplicatorTintCase.all)
    func copiesShowTheirTint(_ tintCase: ReplicatorTintCase) throws {
        let replicated = try scene(tintCase, written: false)
        // At 2 s every fade has ended: each copy is one opaque-layer fill.
        let list = try replicated.presentation(at: 2).displayList(scale: 1)
        let colors = list.items.map { item -> Color? in
            guard case .fill(let f) = item, case .solid(let c) = f.paint else { return nil }
            return c
        }
        #expect(colors == tintCase.expected.compactMap { $0 })
        let pixels = try frame(replicated, at: 2)
        for (i, color) in tintCase.expected.enumerated() {
            let c = color ?? .clear
            let want = [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map { Int(($0 * 255).rounded()) }
            let p = pixels[12 * i + 4, 10]
            let got = [Int(p.0), Int(p.1), Int(p.2), Int(p.3)]
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "copy \(i): \(got), want \(want)")
        }
        let written = try scene(tintCase, written: true)
        for t in [0.0, 0.3, 0.6, 2] {
            #expect(try frame(replicated, at: t) == (try frame(written, at: t)), "at \(t)")
        }
    }

    /// A replicator inside a replicator: the outer copies deep-copy the
    /// inner one's tinted copies, and the tints multiply.
    @Test func nestedReplicatorTintsMultiply() throws {
        let scene = try FlipbookScene.record(name: "nested", size: CGSize(width: 40, height: 40), duration: 1) { root in
            let inner = CAReplicatorLayer()
            inner.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            inner.instanceCount = 2
            inner.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
            inner.instanceColor = CGColor(red: 1, green: 0.5, blue: 1, alpha: 1)
            inner.instanceRedOffset = -0.5
            let bar = CALayer()
            bar.frame = CGRect(x: 0, y: 2, width: 8, height: 16)
            bar.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            inner.addSublayer(bar)
            let outer = CAReplicatorLayer()
            outer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            outer.instanceCount = 2
            outer.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
            outer.instanceAlphaOffset = -0.5
            outer.addSublayer(inner)
            root.addSublayer(outer)
        }
        let colors = try scene.presentation(at: 0).displayList(scale: 1).items.map { item -> Color? in
            guard case .fill(let f) = item, case .solid(let c) = f.paint else { return nil }
            return c
        }
        #expect(colors == [Color(red: 1, green: 0.5, blue: 1, alpha: 1), Color(red: 0.5, green: 0.5, blue: 1, alpha: 1),
                           Color(red: 1, green: 0.5, blue: 1, alpha: 0.5), Color(red: 0.5, green: 0.5, blue: 1, alpha: 0.5)])
    }

    /// The tint settings are fixed at the commit, like the other instance
    /// properties.
    @Test(arguments: ["instanceColor", "instanceAlphaOffset"])
    func tintsCannotChangeAfterTheCommit(property: String) {
        let error = #expect(throws: QuartzCoreError.self) {
            _ = try FlipbookScene.record(name: "r", size: CGSize(width: 10, height: 10), duration: 2) { root in
                let replicator = CAReplicatorLayer()
                replicator.name = "r"
                root.addSublayer(replicator)
                SceneClock.schedule(after: 1) {
                    if property == "instanceColor" { replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
                    else { replicator.instanceAlphaOffset = -0.1 }
                }
            }
        }
        #expect(error?.message.hasPrefix("layer 'r': \(property) cannot change once the layer is committed") == true,
                "\(error?.message ?? "no error")")
    }
}
