import FlipbookUIKit
import Foundation
import Geometry
import Layers
import Testing

/// UIKit's layout pass on the scene clock, view order and tags, UILabel's
/// size, and the layer flags iOS layout code sets.
@Suite(.serialized) struct UIKitLayoutTests {
    /// Records which views laid out, when, and where they put a subview.
    final class Panel: UIView {
        nonisolated(unsafe) static var log: [String] = []
        let name: String
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))

        init(_ name: String, frame: CGRect) {
            self.name = name
            super.init(frame: frame)
            addSubview(child)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            Self.log.append("\(name)@\(CACurrentMediaTime())")
            child.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    /// A view in the tree lays out at the end of the turn that made it,
    /// parents before children, once; a bounds change lays it out again at
    /// the end of that turn; a view outside the tree waits until it joins.
    @Test func theLayoutPassRunsAtTheEndOfATurn() throws {
        Panel.log = []
        var centers: [CGPoint] = []
        _ = try FlipbookScene.record(name: "layout", size: CGSize(width: 100, height: 100), duration: 3) { root in
            let outer = Panel("outer", frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let inner = Panel("inner", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            outer.addSubview(inner)
            root.addSublayer(outer.layer)
            let loose = Panel("loose", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(Panel.log.isEmpty, "nothing lays out inside the turn")
            SceneClock.schedule(after: 1) {
                centers.append(outer.child.center)
                outer.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
                outer.alpha = 0.5  // no layout for a change that keeps the size
            }
            SceneClock.schedule(after: 2) {
                centers.append(outer.child.center)
                inner.addSubview(loose)
            }
        }
        #expect(Panel.log == ["outer@0.0", "inner@0.0", "outer@1.0", "inner@2.0", "loose@2.0"])
        #expect(centers == [CGPoint(x: 30, y: 30), CGPoint(x: 40, y: 20)])
    }

    /// layoutIfNeeded() lays out at once, and the pass then has nothing to do.
    @Test func layoutIfNeededLaysOutNow() throws {
        Panel.log = []
        _ = try FlipbookScene.record(name: "now", size: CGSize(width: 50, height: 50), duration: 1) { root in
            let panel = Panel("panel", frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            panel.layoutIfNeeded()
            #expect(Panel.log == ["panel@0.0"])
            #expect(panel.child.center == CGPoint(x: 15, y: 15))
            root.addSublayer(panel.layer)
        }
        #expect(Panel.log == ["panel@0.0"])
    }

    /// bringSubviewToFront and sendSubviewToBack reorder views and layers;
    /// viewWithTag searches depth first, the view itself included.
    @Test func orderAndTags() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        for (view, tag) in [(a, 1), (b, 2), (c, 3)] {
            view.tag = tag
            parent.addSubview(view)
        }
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        #expect(parent.layer.sublayers?.map { $0 === a.layer } == [false, false, true])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews.map(\.tag) == [3, 2, 1])
        #expect(parent.layer.sublayers?.first === c.layer)
        let deep = UIView()
        deep.tag = 9
        b.addSubview(deep)
        #expect(parent.viewWithTag(9) === deep && parent.viewWithTag(3) === c && parent.viewWithTag(0) === parent)
        #expect(parent.viewWithTag(42) == nil)
    }

    /// sizeToFit gives the text's line box and keeps the origin; the text
    /// layer follows the new bounds.
    @Test func labelsSizeToTheirText() throws {
        let label = UILabel(frame: CGRect(x: 5, y: 7, width: 1, height: 1))
        label.font = UIFont.systemFont(ofSize: 20)
        #expect(label.sizeThatFits(.zero) == .zero, "no text, no size")
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 5, y: 7))
        #expect(label.bounds.width > 40 && label.bounds.width < 70, "\(label.bounds)")
        #expect(label.bounds.height > 20 && label.bounds.height < 30, "\(label.bounds)")
        #expect(label.layer.sublayers?.first?.bounds.size == label.bounds.size)
        label.text = "Hello, world"
        #expect(label.sizeThatFits(.zero).width > label.bounds.width)
    }

    /// allowsGroupOpacity = true and shouldRasterize are accepted (the
    /// drawing is the same); allowsGroupOpacity = false is a clear error.
    @Test func layerFlags() throws {
        let drawn = try boxScene { box in
            box.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            box.allowsGroupOpacity = true
            box.shouldRasterize = true
        }
        let plain = try boxScene { box in box.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        #expect(try frame(drawn, at: 0) == frame(plain, at: 0))
        let error = #expect(throws: QuartzCoreError.self) {
            _ = try boxScene { box in box.allowsGroupOpacity = false }
        }
        #expect(error?.message.contains("allowsGroupOpacity") == true)
    }
}
