import FlipbookUIKit
import Foundation
import Geometry
import Layers
import Paths
import Testing
import Timeline

/// UIView.animate on the scene clock gives the values the model's own
/// view-animation compiler (`Layer.animate`, which the built-in aperture
/// scene uses) gives; UIBezierPath builds the model's shapes.
@Suite struct UIKitTests {
    /// A view animated with a delay and a curve, then with the spring form,
    /// shows what `Layer.animate` shows at every time, and its completion
    /// runs when it ends.
    @Test func viewAnimationsEqualTheModelCompiler() throws {
        var completions: [Double] = []
        let recorded = try FlipbookScene.record(name: "v", size: CGSize(width: 80, height: 60), duration: 4) { root in
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.layer.name = "v"
            view.backgroundColor = .red
            root.addSublayer(view.layer)
            SceneClock.schedule(after: 0.5) {
                UIView.animate(withDuration: 1, delay: 0.25, options: .curveLinear, animations: {
                    view.alpha = 0.3
                    view.center = CGPoint(x: 50, y: 40)
                }, completion: { finished in if finished { completions.append(CACurrentMediaTime()) } })
            }
            SceneClock.schedule(after: 2) {
                UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.2,
                               options: [], animations: { view.center = CGPoint(x: 20, y: 20) },
                               completion: { _ in completions.append(CACurrentMediaTime()) })
            }
        }
        let layer = Layer(name: "v")
        layer.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        try layer.animate("opacity", to: .number(Double(Float(0.3))), at: 0.5, duration: 1, delay: 0.25, curve: .linear)
        try layer.animate("position", to: .point(Point(50, 40)), at: 0.5, duration: 1, delay: 0.25, curve: .linear)
        try layer.animate("position", to: .point(Point(20, 20)), at: 2, duration: 0.8, springDamping: 0.5,
                          initialSpringVelocity: 0.2)
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 80, height: 60)
        root.addSublayer(layer)
        let model = Scene(name: "v", summary: "", size: Size(80, 60), loopDuration: 4, root: root)
        for t in [0.0, 0.6, 0.75, 1.0, 1.5, 1.75, 2.0, 2.3, 2.6, 3.5] {
            for key in ["opacity", "position", "backgroundColor"] {
                #expect(try presented(recorded, "v", key, at: t) == (try presented(model, "v", key, at: t)), "\(key) at \(t)")
            }
        }
        #expect(try number(recorded, "v", "opacity", at: 1.25) == 1 + (Double(Float(0.3)) - 1) * 0.5)
        #expect(completions == [1.75, 2.8])
    }

    /// The curve options pick Core Animation's curves; a view's layer never
    /// animates implicitly.
    @Test(arguments: [
        (UIView.AnimationOptions.curveEaseInOut, TimingFunction.easeInEaseOut),
        (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
    ])
    func curvesAndNoImplicitAnimation(options: UIView.AnimationOptions, curve: TimingFunction) throws {
        let scene = try FlipbookScene.record(name: "c", size: CGSize(width: 10, height: 10), duration: 3) { root in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            view.layer.name = "v"
            root.addSublayer(view.layer)
            SceneClock.schedule(after: 1) {
                UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 0 })
                view.layer.cornerRadius = 2
            }
        }
        #expect(try number(scene, "v", "opacity", at: 1.25) == 1 - curve.progress(0.25))
        #expect(try number(scene, "v", "cornerRadius", at: 1.01) == 2, "no implicit animation on a view's layer")
    }

    /// UIBezierPath's shapes are the model's; its arcs turn as on screen,
    /// the opposite of CGMutablePath's `clockwise` (Core Graphics counts in
    /// y-up space).
    @Test func bezierPathsAreTheModelsShapes() {
        #expect(UIBezierPath(ovalIn: CGRect(x: 1, y: 2, width: 30, height: 20)).cgPath.model
                == Path(ellipseIn: Rect(x: 1, y: 2, width: 30, height: 20)))
        #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 4).cgPath.model
                == Path(roundedRect: Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 4))
        for clockwise in [true, false] {
            var arc = Path()
            arc.addArc(center: Point(5, 5), radius: 3, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            let ui = UIBezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 3, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            #expect(ui.cgPath.model == arc)
            let cg = CGMutablePath()
            cg.addArc(center: CGPoint(x: 5, y: 5), radius: 3, startAngle: 0, endAngle: .pi / 2, clockwise: !clockwise)
            #expect(cg.model == arc)
        }
    }
}
