// "Animated Splash Screen for iOS App" (CodenTrick, 2015): the tutorial's
// AnimatedEqualizerView and its ViewController.viewDidLoad, as the
// tutorial writes them (/work/shared/seeds/equalizer-splash.txt), held to
// the built-in scene `equalizer` by EqualizerPortTests.
//
// Changes from the tutorial's code, one per line:
// - import: `#if canImport(UIKit) import UIKit #else import FlipbookUIKit #endif` (the tutorial shows no imports).
// - Both classes sit in `enum EqualizerPort`, so this port's ViewController does not collide with the loader port's in one test module.
// - `class AnimatedEqualizerView: UIView {` and its closing brace written out (the tutorial shows the members, not the class line).
// - Two line breaks the tutorial's web page lost restored: `self.initBezierPath() // init all paths` / `self.initBars() // …`, and `animation.duration = 0.5` / `animation.repeatCount = …`.
// - `required init(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }` removed: FlipbookUIKit's UIView has no init(coder:) (no storyboard decoding on Linux) and nothing calls it.
// - CGRectMake(x, y, w, h) → CGRect(x:y:width:height:); CGPointMake(x, y) → CGPoint(x:y:) (Swift 3).
// - moveToPoint(_:) → move(to:); addLineToPoint(_:) → addLine(to:); closePath() → close() (Swift 3).
// - .CGPath → .cgPath; UIColor.whiteColor().CGColor → UIColor.white.cgColor; UIColor.clearColor() → UIColor.clear (Swift 3).
// - MAXFLOAT → Float.greatestFiniteMagnitude (MAXFLOAT is Darwin's C macro).
// - addAnimation(_:forKey:) on the layer → add(_:forKey:) (Swift 3).
// - `func addAnimation(index: Int)` → `func addAnimation(_ index: Int)`, so the tutorial's call `self.addAnimation(index)` still compiles (Swift 3 labels the first parameter).
// - dispatch_time(DISPATCH_TIME_NOW, …) + dispatch_after(dispatchTime, dispatch_get_main_queue()) { … } → SceneClock.schedule(after: delay) { … } (scene time; the dispatchTime variable goes with it).
// - ViewController: the storyboard's UIViewController subclass → a plain class whose init builds Main.storyboard's views (root view 320×568 white; background image view (0, 0, 320, 568), aspect fill, clips; animation container (110, 349, 100, 65), white; Sources/Scenes/README.md, Equalizer › Equalizer layout); `@IBOutlet weak var animationContainer` → a plain property; `override` and `super.viewDidLoad()` dropped with the superclass.
// - The background image view's picture (LaunchImage4.png, not available on Linux) is Flipbook's redrawing of it: the built-in scene's `background` layer (radial gradient and logo), shown by `launchImage4View`.

#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
import Layers
import Scenes

enum EqualizerPort {
    class AnimatedEqualizerView: UIView {
        var containerView: UIView! // this is our view inside storyboard
        let containerLayer = CALayer() // this is a container for all other layers
        var childLayers = [CALayer]() // we will store animated layers inside an array
        let lowBezierPath = UIBezierPath() // to create animation, we use a path as original shape
        let middleBezierPath = UIBezierPath() // our lines will animate low, or high to create random effect
        let highBezierPath = UIBezierPath() // and this is high position of animation
        var animations = [CABasicAnimation]() // finally, an array to store animation objects

        init(containerView: UIView) { //custom initializer
            self.containerView = containerView // reference to container view
            super.init(frame: containerView.frame) // then call super initializer
            self.initCommon() // a function for common init
            self.initContainerLayer() // init the container layer
            self.initBezierPath() // init all paths
            self.initBars() // init child layers which will draw lines
            self.initAnimation() // init animation objects
        }

        func initCommon() {
            self.frame = CGRect(x: 0, y: 0, width: containerView!.frame.size.width, height: containerView!.frame.size.height)
        }

        func initContainerLayer() {
            containerLayer.frame = CGRect(x: 0, y: 0, width: 60, height: 65)
            containerLayer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            containerLayer.position = CGPoint(x: self.frame.size.width / 2, y: self.frame.size.height / 2)
            self.layer.addSublayer(containerLayer)
        }

        func initBezierPath() {
            lowBezierPath.move(to: CGPoint(x: 0, y: 55));
            lowBezierPath.addLine(to: CGPoint(x: 0, y: 65));
            lowBezierPath.addLine(to: CGPoint(x: 3, y: 65));
            lowBezierPath.addLine(to: CGPoint(x: 3, y: 55));
            lowBezierPath.addLine(to: CGPoint(x: 0, y: 55));
            lowBezierPath.close();

            middleBezierPath.move(to: CGPoint(x: 0, y: 15));
            middleBezierPath.addLine(to: CGPoint(x: 0, y: 65));
            middleBezierPath.addLine(to: CGPoint(x: 3, y: 65));
            middleBezierPath.addLine(to: CGPoint(x: 3, y: 15));
            middleBezierPath.addLine(to: CGPoint(x: 0, y: 15));
            middleBezierPath.close();
            highBezierPath.move(to: CGPoint(x: 0, y: 0));
            highBezierPath.addLine(to: CGPoint(x: 0, y: 65));
            highBezierPath.addLine(to: CGPoint(x: 3, y: 65));
            highBezierPath.addLine(to: CGPoint(x: 3, y: 0));
            highBezierPath.addLine(to: CGPoint(x: 0, y: 0));
            highBezierPath.close();
        }

        func initBars() {
            for index in 0...4 {
                let bar = CAShapeLayer()
                bar.frame = CGRect(x: CGFloat(15 * index), y: 0, width: 3, height: 65)
                bar.path = lowBezierPath.cgPath
                bar.fillColor = UIColor.white.cgColor
                containerLayer.addSublayer(bar)
                childLayers.append(bar)
            }
        }

        func initAnimation() {
            for index in 0...4 {
                let animation = CABasicAnimation(keyPath: "path")
                animation.fromValue = lowBezierPath.cgPath
                if (index % 2 == 0) {
                    animation.toValue = middleBezierPath.cgPath
                } else {
                    animation.toValue = highBezierPath.cgPath
                }
                animation.autoreverses = true
                animation.duration = 0.5
                animation.repeatCount = Float.greatestFiniteMagnitude
                animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.77, 0, 0.175, 1)
                animations.append(animation)
            }
        }

        func animate() {
            for index in 0...4 {
                let delay = 0.1 * Double(index)
                SceneClock.schedule(after: delay, {
                    self.addAnimation(index)
                })
            }
        }

        func addAnimation(_ index: Int) {
            let animationKey = "\(index)Animation"
            childLayers[index].add(animations[index], forKey: animationKey)
        }
    }

    /// Main.storyboard's view controller: the storyboard's views, then the
    /// tutorial's viewDidLoad.
    final class ViewController {
        let view: UIView
        var animationContainer: UIView!

        /// What Main.storyboard loads: the root view (320×568, white), the
        /// background image view and the animation container (white).
        init() throws {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            view.backgroundColor = UIColor.white
            view.addSubview(try launchImage4View(frame: CGRect(x: 0, y: 0, width: 320, height: 568)))
            animationContainer = UIView(frame: CGRect(x: 110, y: 349, width: 100, height: 65))
            animationContainer.backgroundColor = UIColor.white
            view.addSubview(animationContainer)
        }

        func viewDidLoad() {
            let view = AnimatedEqualizerView(containerView: animationContainer)
            self.animationContainer.backgroundColor = UIColor.clear
            self.animationContainer.addSubview(view)
            view.animate()
        }
    }

    /// The storyboard's background UIImageView ("LaunchImage4", aspect fill,
    /// clip subviews). LaunchImage4.png is not available on Linux; the view
    /// shows Flipbook's redrawing of it instead: the `background` layer
    /// (radial gradient and logo) of a freshly made built-in `equalizer`
    /// scene, a 320×568 picture at (0, 0), as the image fills the view.
    static func launchImage4View(frame: CGRect) throws -> UIView {
        guard let picture = try EqualizerScene.make().root.sublayers.first(where: { $0.name == "background" }) else {
            throw PortError("the built-in equalizer scene has no layer named background")
        }
        let imageView = UIView(frame: frame)
        imageView.clipsToBounds = true
        imageView.layer.addSublayer(CALayer(model: picture))
        return imageView
    }
}
