import Geometry
@testable import GPURaster
import Paths
import Presentation
import Testing

extension GPURasterTests {
    /// Offscreen groups work inside their box only (cleared, drawn,
    /// resolved and composited there), and reuse pooled targets that hold
    /// whatever an earlier group left: nothing of that may show.
    @Suite struct GroupBoxes {
        static let red = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.85)
        static let blue = Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.6)

        /// Full-canvas translucent groups with masks, nested: they leave
        /// every pooled target full of red.
        static let dirty: [DisplayItem] = {
            let all = fill(Path(rect: Rect(x: 0, y: 0, width: 96, height: 96)), red)
            let shifted = fill(Path(rect: Rect(x: 5, y: 0, width: 96, height: 96)), red)
            let inner = GroupItem(items: [all, shifted], opacity: 0.5, mask: [all])
            return [.group(GroupItem(items: [.group(inner), shifted], opacity: 0.5, mask: [all]))]
        }()

        /// Small nested groups, clipped and masked, whose boxes end inside
        /// the canvas on every side, over an opaque backdrop.
        static let small: [DisplayItem] = {
            let inner = GroupItem(items: [fill(Path(ellipseIn: Rect(x: 40, y: 40, width: 90, height: 90)), blue),
                                          fill(Path(rect: Rect(x: 60, y: -20, width: 30, height: 80)), red)],
                                  opacity: 0.7, mask: [fill(Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60)), .black)])
            let clip = Clip(rect: Rect(x: 10, y: 10, width: 70, height: 70), cornerRadius: 20, transform: .identity)
            return [fill(Path(rect: Rect(x: 0, y: 0, width: 96, height: 96)), .white),
                    .group(GroupItem(items: [.group(inner), fill(Path(rect: Rect(x: 30, y: 50, width: 12, height: 12)), blue)],
                                     opacity: 0.8, clip: clip)),
                    .group(GroupItem(items: [fill(Path(rect: Rect(x: 70.5, y: 70.5, width: 9, height: 9)), red),
                                             fill(Path(rect: Rect(x: 74, y: 74, width: 9, height: 9)), blue)], opacity: 0.5))]
        }()

        @Test func staleTargetsNeverShowAtTheBoxEdges() throws {
            let fresh = try GPURenderer().render(DisplayList(width: 96, height: 96, items: Self.small))
            let reused = try GPURenderer()
            _ = try reused.render(DisplayList(width: 96, height: 96, items: Self.dirty))
            let after = try reused.render(DisplayList(width: 96, height: 96, items: Self.small))
            #expect(after == fresh)
        }
    }
}
