// "How to Create a Complex Loading Animation in Swift" (Satraj Bambra,
// raywenderlich.com, 2015; the SBLoader project): HolderView, OvalLayer,
// TriangleLayer, RectangleLayer, ArcLayer, Colors and ViewController, with
// every function the tutorial shows as it writes it
// (/work/shared/seeds/complex-loading-animation.txt), held to the built-in
// scene `loader` by LoaderPortTests.
//
// The tutorial's text shows the functions it adds; the starter project's
// parts it only describes (the layers' inits and paths, Colors,
// HolderView's init, parentFrame and delegate, ViewController's
// holderView, viewDidAppear, addHolderView, addButton, buttonPressed) are
// written here from Sources/Scenes/README.md, Loader (colors, box size,
// paths, line widths, storyboard) and agree with the author's last commit
// of the project (Junne/SBLoader 1bbcd0e).
//
// Changes from the tutorial's code, one per line:
// - import: `#if canImport(UIKit) import UIKit #else import FlipbookUIKit #endif`.
// - Every class sits in `enum LoaderPort`, so this port's ViewController does not collide with the equalizer port's in one test module.
// - `protocol HolderViewDelegate: class` → `: AnyObject` (Swift 6 deprecates `class` there).
// - The layers' `override init!()` → `override init()` (Swift 1.2's failable spelling), and their `required init(coder:)` removed: FlipbookQuartzCore's CALayer has no init(coder:) (no NSCoding on Linux) and nothing calls it; the same for HolderView's `required init(coder:)`.
// - `var x: CABasicAnimation = …` / `var x: CAAnimationGroup = …` / `var label: UILabel = …` → `let` (never reassigned; Swift 6 warns).
// - CGRectMake(x, y, w, h) → CGRect(x:y:width:height:); CGPointMake(x, y) → CGPoint(x:y:); CGRectZero → CGRect.zero (Swift 3).
// - UIBezierPath(ovalInRect:) → UIBezierPath(ovalIn:); moveToPoint(_:) → move(to:); addLineToPoint(_:) → addLine(to:); addCurveToPoint(_:controlPoint1:controlPoint2:) → addCurve(to:controlPoint1:controlPoint2:); closePath() → close() (Swift 3).
// - .CGPath → .cgPath; color.CGColor → color.cgColor; UIColor.whiteColor() / clearColor() → UIColor.white / .clear (Swift 3).
// - kCAFillModeForwards → .forwards; kCALineCapRound → .round; kCALineJoinRound → .round; removedOnCompletion → isRemovedOnCompletion (Swift 4.2 / 3).
// - addAnimation(_:forKey:) → add(_:forKey:) (Swift 3).
// - CGFloat(M_PI * 2.0) → CGFloat(Double.pi * 2.0) (Swift 3 retires M_PI).
// - NSTimer.scheduledTimerWithTimeInterval(t, target: self, selector: "f", userInfo: nil, repeats: false) → SceneClock.schedule(after: t) { self.f() } (scene time; a closure for the selector).
// - UIView.animateWithDuration(…, options: UIViewAnimationOptions.CurveEaseInOut, …) → UIView.animate(withDuration:…, options: UIView.AnimationOptions.curveEaseInOut, …) (Swift 3/4.2), both forms.
// - CGAffineTransformScale(label.transform, s, s) → label.transform.scaledBy(x: s, y: s); NSTextAlignment.Center → .center (Swift 3).
// - animateStrokeWithColor(color:) → animateStrokeWithColor(_ color:), so the tutorial's calls `animateStrokeWithColor(Colors.red)` still compile (Swift 3 labels the first parameter); the same for buttonPressed(_ sender:).
// - addButton: `button.addTarget(self, action: "buttonPressed:", forControlEvents: .TouchUpInside)` → `button.addAction(UIAction { … self.buttonPressed(…) }, for: .touchUpInside)` (a closure for the selector).
// - buttonPressed: `view.subviews.map({ $0.removeFromSuperview() })` → `forEach` (Swift 6 warns about the unused map result).
// - ViewController: the storyboard's UIViewController subclass → a plain class owning its view (375×667, white: Main.storyboard; the screen size is the built-in scene's, a RECONSTRUCTION); `override` and `super.viewDidAppear(animated)` dropped with the superclass, and with it viewDidLoad and didReceiveMemoryWarning, which only call super; `viewDidAppear(animated:)` → `viewDidAppear(_ animated:)`.

#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

enum LoaderPort {
    // MARK: Colors.swift

    struct Colors {
        static let blue = UIColor(red: 46.0 / 255.0, green: 117.0 / 255.0, blue: 146.0 / 255.0, alpha: 1.0)
        static let red = UIColor(red: 209.0 / 255.0, green: 42.0 / 255.0, blue: 24.0 / 255.0, alpha: 1.0)
        static let white = UIColor.white
        static let clear = UIColor.clear
    }

    // MARK: HolderView.swift

    protocol HolderViewDelegate: AnyObject {
        func animateLabel()
    }

    class HolderView: UIView {
        let ovalLayer = OvalLayer()
        let triangleLayer = TriangleLayer()
        let redRectangleLayer = RectangleLayer()
        let blueRectangleLayer = RectangleLayer()
        let arcLayer = ArcLayer()
        var parentFrame: CGRect = CGRect.zero
        weak var delegate: HolderViewDelegate?

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = Colors.clear
        }

        func addOval() {
            layer.addSublayer(ovalLayer)
            ovalLayer.expand()
            SceneClock.schedule(after: 0.3) { self.wobbleOval() }
        }

        func wobbleOval() {
            // 1
            layer.addSublayer(triangleLayer) // Add this line
            ovalLayer.wobble()

            // 2
            // Add the code below
            SceneClock.schedule(after: 0.9) { self.drawAnimatedTriangle() }
        }

        func drawAnimatedTriangle() {
            triangleLayer.animate()
            SceneClock.schedule(after: 0.9) { self.spinAndTransform() }
        }

        func spinAndTransform() {
            // 1
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.6)

            // 2
            let rotationAnimation: CABasicAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
            rotationAnimation.toValue = CGFloat(Double.pi * 2.0)
            rotationAnimation.duration = 0.45
            rotationAnimation.isRemovedOnCompletion = true
            layer.add(rotationAnimation, forKey: nil)

            // 3
            ovalLayer.contract()

            SceneClock.schedule(after: 0.45) { self.drawRedAnimatedRectangle() }
            SceneClock.schedule(after: 0.65) { self.drawBlueAnimatedRectangle() }
        }

        func drawRedAnimatedRectangle() {
            layer.addSublayer(redRectangleLayer)
            redRectangleLayer.animateStrokeWithColor(Colors.red)
        }

        func drawBlueAnimatedRectangle() {
            layer.addSublayer(blueRectangleLayer)
            blueRectangleLayer.animateStrokeWithColor(Colors.blue)
            SceneClock.schedule(after: 0.40) { self.drawArc() }
        }

        func drawArc() {
            layer.addSublayer(arcLayer)
            arcLayer.animate()
            SceneClock.schedule(after: 0.90) { self.expandView() }
        }

        func expandView() {
            // 1
            backgroundColor = Colors.blue

            // 2
            frame = CGRect(x: frame.origin.x - blueRectangleLayer.lineWidth,
                           y: frame.origin.y - blueRectangleLayer.lineWidth,
                           width: frame.size.width + blueRectangleLayer.lineWidth * 2,
                           height: frame.size.height + blueRectangleLayer.lineWidth * 2)

            // 3
            layer.sublayers = nil

            // 4
            UIView.animate(withDuration: 0.3, delay: 0.0, options: UIView.AnimationOptions.curveEaseInOut,
              animations: {
                self.frame = self.parentFrame
              }, completion: { finished in
                self.addLabel()
              })
        }

        func addLabel() {
            delegate?.animateLabel()
        }
    }

    // MARK: OvalLayer.swift

    class OvalLayer: CAShapeLayer {
        let animationDuration: CFTimeInterval = 0.3

        override init() {
            super.init()
            fillColor = Colors.red.cgColor
            path = ovalPathSmall.cgPath
        }

        var ovalPathSmall: UIBezierPath {
            return UIBezierPath(ovalIn: CGRect(x: 50.0, y: 50.0, width: 0.0, height: 0.0))
        }

        var ovalPathLarge: UIBezierPath {
            return UIBezierPath(ovalIn: CGRect(x: 2.5, y: 17.5, width: 95.0, height: 95.0))
        }

        var ovalPathSquishVertical: UIBezierPath {
            return UIBezierPath(ovalIn: CGRect(x: 2.5, y: 20.0, width: 95.0, height: 90.0))
        }

        var ovalPathSquishHorizontal: UIBezierPath {
            return UIBezierPath(ovalIn: CGRect(x: 5.0, y: 20.0, width: 90.0, height: 90.0))
        }

        func expand() {
            let expandAnimation: CABasicAnimation = CABasicAnimation(keyPath: "path")
            expandAnimation.fromValue = ovalPathSmall.cgPath
            expandAnimation.toValue = ovalPathLarge.cgPath
            expandAnimation.duration = animationDuration
            expandAnimation.fillMode = .forwards
            expandAnimation.isRemovedOnCompletion = false
            add(expandAnimation, forKey: nil)
        }

        func wobble() {
            // 1
            let wobbleAnimation1: CABasicAnimation = CABasicAnimation(keyPath: "path")
            wobbleAnimation1.fromValue = ovalPathLarge.cgPath
            wobbleAnimation1.toValue = ovalPathSquishVertical.cgPath
            wobbleAnimation1.beginTime = 0.0
            wobbleAnimation1.duration = animationDuration

            // 2
            let wobbleAnimation2: CABasicAnimation = CABasicAnimation(keyPath: "path")
            wobbleAnimation2.fromValue = ovalPathSquishVertical.cgPath
            wobbleAnimation2.toValue = ovalPathSquishHorizontal.cgPath
            wobbleAnimation2.beginTime = wobbleAnimation1.beginTime + wobbleAnimation1.duration
            wobbleAnimation2.duration = animationDuration

            // 3
            let wobbleAnimation3: CABasicAnimation = CABasicAnimation(keyPath: "path")
            wobbleAnimation3.fromValue = ovalPathSquishHorizontal.cgPath
            wobbleAnimation3.toValue = ovalPathSquishVertical.cgPath
            wobbleAnimation3.beginTime = wobbleAnimation2.beginTime + wobbleAnimation2.duration
            wobbleAnimation3.duration = animationDuration

            // 4
            let wobbleAnimation4: CABasicAnimation = CABasicAnimation(keyPath: "path")
            wobbleAnimation4.fromValue = ovalPathSquishVertical.cgPath
            wobbleAnimation4.toValue = ovalPathLarge.cgPath
            wobbleAnimation4.beginTime = wobbleAnimation3.beginTime + wobbleAnimation3.duration
            wobbleAnimation4.duration = animationDuration

            // 5
            let wobbleAnimationGroup: CAAnimationGroup = CAAnimationGroup()
            wobbleAnimationGroup.animations = [wobbleAnimation1, wobbleAnimation2, wobbleAnimation3,
                                               wobbleAnimation4]
            wobbleAnimationGroup.duration = wobbleAnimation4.beginTime + wobbleAnimation4.duration
            wobbleAnimationGroup.repeatCount = 2
            add(wobbleAnimationGroup, forKey: nil)
        }

        func contract() {
            let contractAnimation: CABasicAnimation = CABasicAnimation(keyPath: "path")
            contractAnimation.fromValue = ovalPathLarge.cgPath
            contractAnimation.toValue = ovalPathSmall.cgPath
            contractAnimation.duration = animationDuration
            contractAnimation.fillMode = .forwards
            contractAnimation.isRemovedOnCompletion = false
            add(contractAnimation, forKey: nil)
        }
    }

    // MARK: TriangleLayer.swift

    class TriangleLayer: CAShapeLayer {
        let innerPadding: CGFloat = 30.0

        override init() {
            super.init()
            fillColor = Colors.red.cgColor
            strokeColor = Colors.red.cgColor
            lineWidth = 7.0
            lineCap = .round
            lineJoin = .round
            path = trianglePathSmall.cgPath
        }

        var trianglePathSmall: UIBezierPath {
            let trianglePath = UIBezierPath()
            trianglePath.move(to: CGPoint(x: 5.0 + innerPadding, y: 95.0))
            trianglePath.addLine(to: CGPoint(x: 50.0, y: 12.5 + innerPadding))
            trianglePath.addLine(to: CGPoint(x: 95.0 - innerPadding, y: 95.0))
            trianglePath.close()
            return trianglePath
        }

        var trianglePathLeftExtension: UIBezierPath {
            let trianglePath = UIBezierPath()
            trianglePath.move(to: CGPoint(x: 5.0, y: 95.0))
            trianglePath.addLine(to: CGPoint(x: 50.0, y: 12.5 + innerPadding))
            trianglePath.addLine(to: CGPoint(x: 95.0 - innerPadding, y: 95.0))
            trianglePath.close()
            return trianglePath
        }

        var trianglePathRightExtension: UIBezierPath {
            let trianglePath = UIBezierPath()
            trianglePath.move(to: CGPoint(x: 5.0, y: 95.0))
            trianglePath.addLine(to: CGPoint(x: 50.0, y: 12.5 + innerPadding))
            trianglePath.addLine(to: CGPoint(x: 95.0, y: 95.0))
            trianglePath.close()
            return trianglePath
        }

        var trianglePathTopExtension: UIBezierPath {
            let trianglePath = UIBezierPath()
            trianglePath.move(to: CGPoint(x: 5.0, y: 95.0))
            trianglePath.addLine(to: CGPoint(x: 50.0, y: 12.5))
            trianglePath.addLine(to: CGPoint(x: 95.0, y: 95.0))
            trianglePath.close()
            return trianglePath
        }

        func animate() {
            let triangleAnimationLeft: CABasicAnimation = CABasicAnimation(keyPath: "path")
            triangleAnimationLeft.fromValue = trianglePathSmall.cgPath
            triangleAnimationLeft.toValue = trianglePathLeftExtension.cgPath
            triangleAnimationLeft.beginTime = 0.0
            triangleAnimationLeft.duration = 0.3

            let triangleAnimationRight: CABasicAnimation = CABasicAnimation(keyPath: "path")
            triangleAnimationRight.fromValue = trianglePathLeftExtension.cgPath
            triangleAnimationRight.toValue = trianglePathRightExtension.cgPath
            triangleAnimationRight.beginTime = triangleAnimationLeft.beginTime + triangleAnimationLeft.duration
            triangleAnimationRight.duration = 0.25

            let triangleAnimationTop: CABasicAnimation = CABasicAnimation(keyPath: "path")
            triangleAnimationTop.fromValue = trianglePathRightExtension.cgPath
            triangleAnimationTop.toValue = trianglePathTopExtension.cgPath
            triangleAnimationTop.beginTime = triangleAnimationRight.beginTime + triangleAnimationRight.duration
            triangleAnimationTop.duration = 0.20

            let triangleAnimationGroup: CAAnimationGroup = CAAnimationGroup()
            triangleAnimationGroup.animations = [triangleAnimationLeft, triangleAnimationRight,
                                                 triangleAnimationTop]
            triangleAnimationGroup.duration = triangleAnimationTop.beginTime + triangleAnimationTop.duration
            triangleAnimationGroup.fillMode = .forwards
            triangleAnimationGroup.isRemovedOnCompletion = false
            add(triangleAnimationGroup, forKey: nil)
        }
    }

    // MARK: RectangleLayer.swift

    class RectangleLayer: CAShapeLayer {
        override init() {
            super.init()
            fillColor = Colors.clear.cgColor
            lineWidth = 5.0
            path = rectanglePathFull.cgPath
        }

        var rectanglePathFull: UIBezierPath {
            let rectanglePath = UIBezierPath()
            rectanglePath.move(to: CGPoint(x: 0.0, y: 100.0))
            rectanglePath.addLine(to: CGPoint(x: 0.0, y: -lineWidth))
            rectanglePath.addLine(to: CGPoint(x: 100.0, y: -lineWidth))
            rectanglePath.addLine(to: CGPoint(x: 100.0, y: 100.0))
            rectanglePath.addLine(to: CGPoint(x: -lineWidth / 2, y: 100.0))
            rectanglePath.close()
            return rectanglePath
        }

        func animateStrokeWithColor(_ color: UIColor) {
            strokeColor = color.cgColor
            let strokeAnimation: CABasicAnimation = CABasicAnimation(keyPath: "strokeEnd")
            strokeAnimation.fromValue = 0.0
            strokeAnimation.toValue = 1.0
            strokeAnimation.duration = 0.4
            add(strokeAnimation, forKey: nil)
        }
    }

    // MARK: ArcLayer.swift

    class ArcLayer: CAShapeLayer {
        let animationDuration: CFTimeInterval = 0.18

        override init() {
            super.init()
            fillColor = Colors.blue.cgColor
            path = arcPathStarting.cgPath
        }

        var arcPathPre: UIBezierPath {
            let arcPath = UIBezierPath()
            arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 99.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: 99.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.close()
            return arcPath
        }

        var arcPathStarting: UIBezierPath {
            let arcPath = UIBezierPath()
            arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 80.0))
            arcPath.addCurve(to: CGPoint(x: 100.0, y: 80.0), controlPoint1: CGPoint(x: 30.0, y: 70.0),
                             controlPoint2: CGPoint(x: 40.0, y: 90.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.close()
            return arcPath
        }

        var arcPathLow: UIBezierPath {
            let arcPath = UIBezierPath()
            arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 60.0))
            arcPath.addCurve(to: CGPoint(x: 100.0, y: 60.0), controlPoint1: CGPoint(x: 30.0, y: 65.0),
                             controlPoint2: CGPoint(x: 40.0, y: 50.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.close()
            return arcPath
        }

        var arcPathMid: UIBezierPath {
            let arcPath = UIBezierPath()
            arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 40.0))
            arcPath.addCurve(to: CGPoint(x: 100.0, y: 40.0), controlPoint1: CGPoint(x: 30.0, y: 30.0),
                             controlPoint2: CGPoint(x: 40.0, y: 50.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.close()
            return arcPath
        }

        var arcPathHigh: UIBezierPath {
            let arcPath = UIBezierPath()
            arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 20.0))
            arcPath.addCurve(to: CGPoint(x: 100.0, y: 20.0), controlPoint1: CGPoint(x: 30.0, y: 25.0),
                             controlPoint2: CGPoint(x: 40.0, y: 10.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.close()
            return arcPath
        }

        var arcPathComplete: UIBezierPath {
            let arcPath = UIBezierPath()
            arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: -5.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: -5.0))
            arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
            arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
            arcPath.close()
            return arcPath
        }

        func animate() {
            let arcAnimationPre: CABasicAnimation = CABasicAnimation(keyPath: "path")
            arcAnimationPre.fromValue = arcPathPre.cgPath
            arcAnimationPre.toValue = arcPathStarting.cgPath
            arcAnimationPre.beginTime = 0.0
            arcAnimationPre.duration = animationDuration

            let arcAnimationLow: CABasicAnimation = CABasicAnimation(keyPath: "path")
            arcAnimationLow.fromValue = arcPathStarting.cgPath
            arcAnimationLow.toValue = arcPathLow.cgPath
            arcAnimationLow.beginTime = arcAnimationPre.beginTime + arcAnimationPre.duration
            arcAnimationLow.duration = animationDuration

            let arcAnimationMid: CABasicAnimation = CABasicAnimation(keyPath: "path")
            arcAnimationMid.fromValue = arcPathLow.cgPath
            arcAnimationMid.toValue = arcPathMid.cgPath
            arcAnimationMid.beginTime = arcAnimationLow.beginTime + arcAnimationLow.duration
            arcAnimationMid.duration = animationDuration

            let arcAnimationHigh: CABasicAnimation = CABasicAnimation(keyPath: "path")
            arcAnimationHigh.fromValue = arcPathMid.cgPath
            arcAnimationHigh.toValue = arcPathHigh.cgPath
            arcAnimationHigh.beginTime = arcAnimationMid.beginTime + arcAnimationMid.duration
            arcAnimationHigh.duration = animationDuration

            let arcAnimationComplete: CABasicAnimation = CABasicAnimation(keyPath: "path")
            arcAnimationComplete.fromValue = arcPathHigh.cgPath
            arcAnimationComplete.toValue = arcPathComplete.cgPath
            arcAnimationComplete.beginTime = arcAnimationHigh.beginTime + arcAnimationHigh.duration
            arcAnimationComplete.duration = animationDuration

            let arcAnimationGroup: CAAnimationGroup = CAAnimationGroup()
            arcAnimationGroup.animations = [arcAnimationPre, arcAnimationLow, arcAnimationMid,
                                            arcAnimationHigh, arcAnimationComplete]
            arcAnimationGroup.duration = arcAnimationComplete.beginTime + arcAnimationComplete.duration
            arcAnimationGroup.fillMode = .forwards
            arcAnimationGroup.isRemovedOnCompletion = false
            add(arcAnimationGroup, forKey: nil)
        }
    }

    // MARK: ViewController.swift

    final class ViewController: HolderViewDelegate {
        /// Main.storyboard's view: the full screen, white.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

        var holderView = HolderView(frame: CGRect.zero)

        init() {
            view.backgroundColor = UIColor.white
        }

        func viewDidAppear(_ animated: Bool) {
            addHolderView()
        }

        func addHolderView() {
            let boxSize: CGFloat = 100.0
            holderView.frame = CGRect(x: view.bounds.width / 2 - boxSize / 2,
                                      y: view.bounds.height / 2 - boxSize / 2,
                                      width: boxSize,
                                      height: boxSize)
            holderView.parentFrame = view.frame
            holderView.delegate = self
            view.addSubview(holderView)
            holderView.addOval()
        }

        func animateLabel() {
            // 1
            holderView.removeFromSuperview()
            view.backgroundColor = Colors.blue

            // 2
            let label: UILabel = UILabel(frame: view.frame)
            label.textColor = Colors.white
            label.font = UIFont(name: "HelveticaNeue-Thin", size: 170.0)
            label.textAlignment = NSTextAlignment.center
            label.text = "S"
            label.transform = label.transform.scaledBy(x: 0.25, y: 0.25)
            view.addSubview(label)

            // 3
            UIView.animate(withDuration: 0.4, delay: 0.0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.1, options: UIView.AnimationOptions.curveEaseInOut,
              animations: ({
                label.transform = label.transform.scaledBy(x: 4.0, y: 4.0)
              }), completion: { finished in
                self.addButton()
              })
        }

        func addButton() {
            let button = UIButton()
            button.frame = CGRect(x: 0.0, y: 0.0, width: view.bounds.width, height: view.bounds.height)
            button.addAction(UIAction { action in self.buttonPressed(action.sender as? UIButton) }, for: .touchUpInside)
            view.addSubview(button)
        }

        func buttonPressed(_ sender: UIButton!) {
            view.backgroundColor = Colors.white
            view.subviews.forEach({ $0.removeFromSuperview() })
            holderView = HolderView(frame: CGRect.zero)
            addHolderView()
        }
    }
}
