import FlipbookQuartzCore
import Foundation
import Geometry
import Layers
import Testing

/// CAReplicatorLayer: copies that are transformed and delayed, drawn as
/// the same layers written out one by one would be.
@Suite struct ReplicatorTests {
    /// A bar fading in, replicated three times 12 pt apart and 0.25 s
    /// apart, against three bars written out with their own start times.
    @Test(arguments: [3, 1, 0])
    func copiesEqualLayersWrittenOut(count: Int) throws {
        func bar(x: CGFloat, begin: Double) -> CALayer {
            let bar = CALayer()
            bar.frame = CGRect(x: x, y: 2, width: 8, height: 16)
            bar.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 1)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 1
            fade.duration = 0.5
            fade.beginTime = begin
            bar.add(fade, forKey: "fade")
            return bar
        }
        let replicated = try FlipbookScene.record(name: "r", size: CGSize(width: 60, height: 20), duration: 2) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            replicator.instanceCount = count
            replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
            replicator.instanceDelay = 0.25
            replicator.addSublayer(bar(x: 0, begin: 0))
            root.addSublayer(replicator)
        }
        let written = try FlipbookScene.record(name: "r", size: CGSize(width: 60, height: 20), duration: 2) { root in
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            for i in 0..<count { container.addSublayer(bar(x: CGFloat(12 * i), begin: 0.25 * Double(i))) }
            root.addSublayer(container)
        }
        var frames = Set<[UInt8]>()
        for t in [0.0, 0.1, 0.3, 0.6, 0.8, 1.5] {
            let f = try frame(replicated, at: t)
            #expect(f == (try frame(written, at: t)), "\(count) copies at \(t)")
            frames.insert(f.pixels)
        }
        #expect(frames.count >= (count == 0 ? 1 : 4))
    }
}
