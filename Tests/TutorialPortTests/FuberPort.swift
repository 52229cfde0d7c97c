// "How To Create an Uber Splash Screen" (raywenderlich.com, 2016): the
// Fuber splash's SplashScreenUI module (Constants.swift,
// AnimatedULogoView.swift, TileGridView.swift, TileView.swift,
// SplashViewController.swift), Commons/Utils.swift's colors and
// RootContainerViewController, held to the built-in scene `fuber` by
// FuberPortTests. The code the tutorial prints
// (/work/shared/seeds/fuber-uikit-uber-splash.txt) is taken as printed;
// the rest (the layers' generate…() functions, renderTileViews(),
// layoutSubviews(), the initializers, the view controllers) is the
// tutorial's final project as downloaded (the first commit of
// hqs5678/Fuber-final). Where the two differ the printed code wins: the
// line's starting rotation −π/4 (the project has 7π/4, the same matrix),
// the key time 1.0 − kAnimationDurationDelay/kAnimationDuration (the
// project writes (kAnimationDuration − kAnimationDurationDelay) /
// kAnimationDuration) and the circle's end transform
// CATransform3DIdentity (the project: CATransform3DMakeScale(1, 1, 1)).
//
// Changes from the tutorial's code, one per line:
// - import: `#if canImport(UIKit) import UIKit #else import FlipbookUIKit #endif` (for `import UIKit`, `import QuartzCore` and `import Commons`: the app's three modules are one file here).
// - The classes sit in `enum FuberPort` (their extensions at file scope, with a private typealias so that TileView still names this port's class there), so nothing collides with the other ports in one test module; the globals of Constants.swift and the UIColor extension of Utils.swift are `private` to this file for the same reason.
// - `NSTimeInterval` → `TimeInterval` (Swift 3), in Constants.swift and TileGridView/TileView.
// - Utils.swift: `public extension UIColor` / `public class func` → `private extension` / `class func`, and its `static var c` caches → `nonisolated(unsafe) static var c` (Swift 6 refuses a shared mutable static otherwise); `delay(_:closure:)` is not ported (its only call is commented out in RootContainerViewController).
// - `required init?(coder aDecoder: NSCoder)` removed from every class: FlipbookUIKit's UIView has no init(coder:) (no storyboard decoding on Linux) and nothing calls it.
// - `prefersStatusBarHidden()` overrides removed: there is no status bar to hide.
// - Swift 3 renames: CGPointZero/CGRectZero → CGPoint.zero/CGRect.zero; CGPointMake(x, y) → CGPoint(x:y:); CGRectGetMidX/MidY/Width/Height(r) → r.midX/.midY/.width/.height; moveToPoint/addLineToPoint → move(to:)/addLine(to:); .CGPath/.CGImage/.CGColor → .cgPath/.cgImage/.cgColor; UIColor.whiteColor()/clearColor() → .white/.clear; UIFont.systemFontOfSize(_:) → systemFont(ofSize:); NSValue(CGRect:)/(CGPoint:)/(CATransform3D:) → NSValue(cgRect:)/(cgPoint:)/(caTransform3D:); addAnimation(_:forKey:) → add(_:forKey:); removedOnCompletion/additive → isRemovedOnCompletion/isAdditive; first parameters unlabeled (`_`) where Swift 2 left them so; `guard let … where …` → `guard let …, …`.
// - Swift 4.2 names: kCAFillModeBoth/Backwards → .both/.backwards; CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear/EaseOut/EaseInEaseOut) → (name: .linear/.easeOut/.easeInEaseOut); M_PI_2/M_PI_4 → Double.pi / 2, Double.pi / 4 (the M_PI constants are deprecated).
// - keyTimes: a Double expression in an [NSNumber] literal is wrapped in NSNumber(value:) (Swift 3 ended the implicit bridging), and `static let rippleAnimationKeyTimes` is declared `[NSNumber]` (an untyped literal is [Double] in Swift 3 and later).
// - `static var chimesSplashImage: UIImage!` → `nonisolated(unsafe) static var` (Swift 6 refuses a shared mutable static otherwise).
// - TileView(TileFileName:): `UIImage(named: TileFileName, inBundle: NSBundle(identifier: "com.razeware.SplashScreenUI"), compatibleWithTraitCollection: nil)!` → `FuberPort.image(named: TileFileName)!` (no asset catalogs on Linux: the Chimes image from the built-in scene's asset code, FuberPortSupport.swift).
// - SplashViewController and RootContainerViewController: UIViewController subclasses → plain classes with a `view` (UIViewController's: the screen's size, no background; RootContainerViewController's from Main.storyboard: white); `super.init(nibName:bundle:)`, `override` and `super.viewDidLoad()` dropped with the superclass, and so are the child-controller calls (willMove/addChild/removeFromParent/didMove), which only book-keep, with `rootViewController?.view.removeFromSuperview()` (there is no root controller yet when the splash is shown); `private var rootViewController: UIViewController?` → `AnyObject?`.
// - RootContainerViewController: showMenuNavigationViewController() (the storyboard's map, reached only through the commented-out delay) is not ported.

#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

// MARK: Constants.swift

/// The total animation duration of the splash animation
private let kAnimationDuration: TimeInterval = 3.0

/// The length of the second part of the duration
private let kAnimationDurationDelay: TimeInterval = 0.5

/// The offset between the AnimatedULogoView and the background Grid
private let kAnimationTimeOffset: CFTimeInterval = 0.35 * kAnimationDuration

/// The ripple magnitude. Increase by small amounts for amusement ( <= .2) :]
private let kRippleMagnitudeMultiplier: CGFloat = 0.025

// MARK: Utils.swift

private extension UIColor {
  class func fuberBlue()->UIColor {
    struct C {
      nonisolated(unsafe) static var c : UIColor = UIColor(red: 15/255, green: 78/255, blue: 101/255, alpha: 1)
    }
    return C.c
  }

  class func fuberLightBlue()->UIColor {
    struct C {
      nonisolated(unsafe) static var c : UIColor = UIColor(red: 77/255, green: 181/255, blue: 217/255, alpha: 1)
    }
    return C.c
  }
}

/// The names the file-scope extensions below use for classes of this port
/// (an extension of a nested class does not see its siblings).
private typealias TileView = FuberPort.TileView

enum FuberPort {
    // MARK: AnimatedULogoView.swift

    public class AnimatedULogoView: UIView {
      private let strokeEndTimingFunction   = CAMediaTimingFunction(controlPoints: 1.00, 0.0, 0.35, 1.0)
      private let squareLayerTimingFunction      = CAMediaTimingFunction(controlPoints: 0.25, 0.0, 0.20, 1.0)
      private let circleLayerTimingFunction   = CAMediaTimingFunction(controlPoints: 0.65, 0.0, 0.40, 1.0)
      private let fadeInSquareTimingFunction = CAMediaTimingFunction(controlPoints: 0.15, 0, 0.85, 1.0)

      private let radius: CGFloat = 37.5
      private let squareLayerLength = 21.0
      private let startTimeOffset = 0.7 * kAnimationDuration

      private var circleLayer: CAShapeLayer!
      private var squareLayer: CAShapeLayer!
      private var lineLayer: CAShapeLayer!
      private var maskLayer: CAShapeLayer!

      var beginTime: CFTimeInterval = 0

      override init(frame: CGRect) {
        super.init(frame: frame)

        circleLayer = generateCircleLayer()
        lineLayer = generateLineLayer()
        squareLayer = generateSquareLayer()
        maskLayer = generateMaskLayer()

        layer.mask = maskLayer
        layer.addSublayer(circleLayer)
        layer.addSublayer(lineLayer)
        layer.addSublayer(squareLayer)
      }

      public func startAnimating() {
        beginTime = CACurrentMediaTime()
        layer.anchorPoint = CGPoint.zero

        animateMaskLayer()
        animateCircleLayer()
        animateLineLayer()
        animateSquareLayer()
      }
    }
}

extension FuberPort.AnimatedULogoView {

  private func generateMaskLayer()->CAShapeLayer {
    let layer = CAShapeLayer()
    layer.frame = CGRect(x: -radius, y: -radius, width: radius * 2.0, height: radius * 2.0)
    layer.allowsGroupOpacity = true
    layer.backgroundColor = UIColor.white.cgColor
    return layer
  }

  private func generateCircleLayer()->CAShapeLayer {
    let layer = CAShapeLayer()
    layer.lineWidth = radius
    layer.path = UIBezierPath(arcCenter: CGPoint.zero, radius: radius/2, startAngle: -CGFloat(Double.pi / 2), endAngle: CGFloat(3*(Double.pi / 2)), clockwise: true).cgPath
    layer.strokeColor = UIColor.white.cgColor
    layer.fillColor = UIColor.clear.cgColor
    return layer
  }

  private func generateLineLayer()->CAShapeLayer {
    let layer = CAShapeLayer()
    layer.position = CGPoint.zero
    layer.frame = CGRect.zero
    layer.allowsGroupOpacity = true
    layer.lineWidth = 5.0
    layer.strokeColor = UIColor.fuberBlue().cgColor

    let bezierPath = UIBezierPath()
    bezierPath.move(to: CGPoint.zero)
    bezierPath.addLine(to: CGPoint(x: 0.0, y: -radius))

    layer.path = bezierPath.cgPath
    return layer
  }

  private func generateSquareLayer()->CAShapeLayer {
    let layer = CAShapeLayer()
    layer.position = CGPoint.zero
    layer.frame = CGRect(x: -squareLayerLength / 2.0, y: -squareLayerLength / 2.0, width: squareLayerLength, height: squareLayerLength)
    layer.cornerRadius = 1.5
    layer.allowsGroupOpacity = true
    layer.backgroundColor = UIColor.fuberBlue().cgColor

    return layer
  }
}

extension FuberPort.AnimatedULogoView {

  private func animateMaskLayer() {
    // bounds
    let boundsAnimation = CABasicAnimation(keyPath: "bounds")
    boundsAnimation.fromValue = NSValue(cgRect: CGRect(x: 0.0, y: 0.0, width: radius * 2.0, height: radius * 2))
    boundsAnimation.toValue = NSValue(cgRect: CGRect(x: 0.0, y: 0.0, width: 2.0/3.0 * squareLayerLength, height: 2.0/3.0 * squareLayerLength))
    boundsAnimation.duration = kAnimationDurationDelay
    boundsAnimation.beginTime = kAnimationDuration - kAnimationDurationDelay
    boundsAnimation.timingFunction = circleLayerTimingFunction

    // cornerRadius
    let cornerRadiusAnimation = CABasicAnimation(keyPath: "cornerRadius")
    cornerRadiusAnimation.beginTime = kAnimationDuration - kAnimationDurationDelay
    cornerRadiusAnimation.duration = kAnimationDurationDelay
    cornerRadiusAnimation.fromValue = radius
    cornerRadiusAnimation.toValue = 2
    cornerRadiusAnimation.timingFunction = circleLayerTimingFunction

    // Group
    let groupAnimation = CAAnimationGroup()
    groupAnimation.isRemovedOnCompletion = false
    groupAnimation.fillMode = .both
    groupAnimation.beginTime = beginTime
    groupAnimation.repeatCount = Float.infinity
    groupAnimation.duration = kAnimationDuration
    groupAnimation.animations = [boundsAnimation, cornerRadiusAnimation]
    groupAnimation.timeOffset = startTimeOffset
    maskLayer.add(groupAnimation, forKey: "looping")
  }

  private func animateCircleLayer() {
    // strokeEnd
    let strokeEndAnimation = CAKeyframeAnimation(keyPath: "strokeEnd")
    strokeEndAnimation.timingFunction = strokeEndTimingFunction
    strokeEndAnimation.duration = kAnimationDuration - kAnimationDurationDelay
    strokeEndAnimation.values = [0.0, 1.0]
    strokeEndAnimation.keyTimes = [0.0, 1.0]

    // transform
    let transformAnimation = CABasicAnimation(keyPath: "transform")
    transformAnimation.timingFunction = strokeEndTimingFunction
    transformAnimation.duration = kAnimationDuration - kAnimationDurationDelay

    var startingTransform = CATransform3DMakeRotation(-CGFloat(Double.pi / 4), 0, 0, 1)
    startingTransform = CATransform3DScale(startingTransform, 0.25, 0.25, 1)
    transformAnimation.fromValue = NSValue(caTransform3D: startingTransform)
    transformAnimation.toValue = NSValue(caTransform3D: CATransform3DIdentity)

    // Group
    let groupAnimation = CAAnimationGroup()
    groupAnimation.animations = [strokeEndAnimation, transformAnimation]
    groupAnimation.repeatCount = Float.infinity
    groupAnimation.duration = kAnimationDuration
    groupAnimation.beginTime = beginTime
    groupAnimation.timeOffset = startTimeOffset

    circleLayer.add(groupAnimation, forKey: "looping")
  }

  private func animateLineLayer() {
    // lineWidth
    let lineWidthAnimation = CAKeyframeAnimation(keyPath: "lineWidth")
    lineWidthAnimation.values = [0.0, 5.0, 0.0]
    lineWidthAnimation.timingFunctions = [strokeEndTimingFunction, circleLayerTimingFunction]
    lineWidthAnimation.duration = kAnimationDuration
    lineWidthAnimation.keyTimes = [0.0, NSNumber(value: 1.0-kAnimationDurationDelay/kAnimationDuration), 1.0]

    // transform
    let transformAnimation = CAKeyframeAnimation(keyPath: "transform")
    transformAnimation.timingFunctions = [strokeEndTimingFunction, circleLayerTimingFunction]
    transformAnimation.duration = kAnimationDuration
    transformAnimation.keyTimes = [0.0, NSNumber(value: 1.0-kAnimationDurationDelay/kAnimationDuration), 1.0]

    var transform = CATransform3DMakeRotation(-CGFloat(Double.pi / 4), 0.0, 0.0, 1.0)
    transform = CATransform3DScale(transform, 0.25, 0.25, 1.0)
    transformAnimation.values = [NSValue(caTransform3D: transform),
                                 NSValue(caTransform3D: CATransform3DIdentity),
                                 NSValue(caTransform3D: CATransform3DMakeScale(0.15, 0.15, 1.0))]

    // Group
    let groupAnimation = CAAnimationGroup()
    groupAnimation.repeatCount = Float.infinity
    groupAnimation.isRemovedOnCompletion = false
    groupAnimation.duration = kAnimationDuration
    groupAnimation.beginTime = beginTime
    groupAnimation.animations = [lineWidthAnimation, transformAnimation]
    groupAnimation.timeOffset = startTimeOffset

    lineLayer.add(groupAnimation, forKey: "looping")
  }

  private func animateSquareLayer() {
    // bounds
    let b1 = NSValue(cgRect: CGRect(x: 0.0, y: 0.0, width: 2.0/3.0 * squareLayerLength, height: 2.0/3.0  * squareLayerLength))
    let b2 = NSValue(cgRect: CGRect(x: 0.0, y: 0.0, width: squareLayerLength, height: squareLayerLength))
    let b3 = NSValue(cgRect: CGRect.zero)

    let boundsAnimation = CAKeyframeAnimation(keyPath: "bounds")
    boundsAnimation.values = [b1, b2, b3]
    boundsAnimation.timingFunctions = [fadeInSquareTimingFunction, squareLayerTimingFunction]
    boundsAnimation.duration = kAnimationDuration
    boundsAnimation.keyTimes = [0, NSNumber(value: 1.0-kAnimationDurationDelay/kAnimationDuration), 1.0]

    // backgroundColor
    let backgroundColorAnimation = CABasicAnimation(keyPath: "backgroundColor")
    backgroundColorAnimation.fromValue = UIColor.white.cgColor
    backgroundColorAnimation.toValue = UIColor.fuberBlue().cgColor
    backgroundColorAnimation.timingFunction = squareLayerTimingFunction
    backgroundColorAnimation.fillMode = .both
    backgroundColorAnimation.beginTime = kAnimationDurationDelay * 2.0 / kAnimationDuration
    backgroundColorAnimation.duration = kAnimationDuration / (kAnimationDuration - kAnimationDurationDelay)

    // Group
    let groupAnimation = CAAnimationGroup()
    groupAnimation.animations = [boundsAnimation, backgroundColorAnimation]
    groupAnimation.repeatCount = Float.infinity
    groupAnimation.duration = kAnimationDuration
    groupAnimation.isRemovedOnCompletion = false
    groupAnimation.beginTime = beginTime
    groupAnimation.timeOffset = startTimeOffset
    squareLayer.add(groupAnimation, forKey: "looping")
  }
}

// MARK: TileGridView.swift

extension FuberPort {
class TileGridView: UIView {

  private var containerView: UIView!
  private var modelTileView: TileView!
  private var centerTileView: TileView? = nil
  private var numberOfRows = 0
  private var numberOfColumns = 0

  private var logoLabel: UILabel!
  private var tileViewRows: [[TileView]] = []
  private var beginTime: CFTimeInterval = 0
  private let kRippleDelayMultiplier: TimeInterval = 0.0006666

  override func layoutSubviews() {
    super.layoutSubviews()
    containerView.center = center
    modelTileView.center = containerView.center
    if let centerTileView = centerTileView {
      // Custom offset needed for UILabel font
      let center = CGPoint(x: centerTileView.bounds.midX + 31, y: centerTileView.bounds.midY)
      logoLabel.center = center
    }
  }

  init(TileFileName: String) {
    modelTileView = TileView(TileFileName: TileFileName)
    super.init(frame: CGRect.zero)
    clipsToBounds = true
    layer.masksToBounds = true

    containerView = UIView(frame: CGRect(x: 0.0, y: 0.0, width: 630.0, height: 990.0))
    containerView.backgroundColor = UIColor.fuberBlue()
    containerView.clipsToBounds = false
    containerView.layer.masksToBounds = false
    addSubview(containerView)

    renderTileViews()

    logoLabel = generateLogoLabel()
    centerTileView?.addSubview(logoLabel)
    layoutIfNeeded()
  }

  func startAnimating() {
    beginTime = CACurrentMediaTime()
    startAnimatingWithBeginTime(beginTime)
  }
}
}

extension FuberPort.TileGridView {

  private func generateLogoLabel()->UILabel {
    let label = UILabel()
    label.text = "F         BER"
    label.font = UIFont.systemFont(ofSize: 50)
    label.textColor = UIColor.white
    label.sizeToFit()
    label.center = CGPoint(x: bounds.midX, y: bounds.midY)
    return label
  }

  private func renderTileViews() {
    let width = containerView.bounds.width
    let height = containerView.bounds.height

    let modelImageWidth = modelTileView.bounds.width
    let modelImageHeight = modelTileView.bounds.height

    numberOfColumns = Int(ceil((width - modelTileView.bounds.size.width / 2.0) / modelTileView.bounds.size.width))
    numberOfRows = Int(ceil((height - modelTileView.bounds.size.height / 2.0) / modelTileView.bounds.size.height))

    for y in 0..<numberOfRows {

      var tileRows: [TileView] = []
      for x in 0..<numberOfColumns {

        let view = TileView()
        view.frame = CGRect(x: CGFloat(x) * modelImageWidth, y:CGFloat(y) * modelImageHeight, width: modelImageWidth, height: modelImageHeight)

        if view.center == containerView.center {
          centerTileView = view
        }

        containerView.addSubview(view)
        tileRows.append(view)

        if y != 0 && y != numberOfRows - 1 && x != 0 && x != numberOfColumns - 1 {
          view.shouldEnableRipple = true
        }
      }

      tileViewRows.append(tileRows)
    }

    if let centerTileView = centerTileView {
      containerView.bringSubviewToFront(centerTileView)
    }
  }

  private func startAnimatingWithBeginTime(_ beginTime: TimeInterval) {

    let linearTimingFunction = CAMediaTimingFunction(name: .linear)

    let keyframe = CAKeyframeAnimation(keyPath: "transform.scale")
    keyframe.timingFunctions = [linearTimingFunction, CAMediaTimingFunction(controlPoints: 0.6, 0.0, 0.15, 1.0), linearTimingFunction]
    keyframe.repeatCount = Float.infinity;
    keyframe.duration = kAnimationDuration
    keyframe.isRemovedOnCompletion = false
    keyframe.keyTimes = [0.0, 0.45, 0.887, 1.0]
    keyframe.values = [0.75, 0.75, 1.0, 1.0]
    keyframe.beginTime = beginTime
    keyframe.timeOffset = kAnimationTimeOffset

    containerView.layer.add(keyframe, forKey: "scale")

    for tileRows in tileViewRows {
      for view in tileRows {

        let distance = self.distanceFromCenterViewWithView(view)
        var vector = self.normalizedVectorFromCenterViewToView(view)

        vector = CGPoint(x: vector.x * kRippleMagnitudeMultiplier * distance, y: vector.y * kRippleMagnitudeMultiplier * distance)

        view.startAnimatingWithDuration(kAnimationDuration, beginTime: beginTime, rippleDelay: kRippleDelayMultiplier * TimeInterval(distance), rippleOffset: vector)
      }
    }
  }

  private func distanceFromCenterViewWithView(_ view: UIView)->CGFloat {
    guard let centerTileView = centerTileView else { return 0.0 }

    let normalizedX = (view.center.x - centerTileView.center.x)
    let normalizedY = (view.center.y - centerTileView.center.y)
    return sqrt(normalizedX * normalizedX + normalizedY * normalizedY)
  }

  private func normalizedVectorFromCenterViewToView(_ view: UIView)->CGPoint {
    let length = self.distanceFromCenterViewWithView(view)
    guard let centerTileView = centerTileView, length != 0 else { return CGPoint.zero }

    let deltaX = view.center.x - centerTileView.center.x
    let deltaY = view.center.y - centerTileView.center.y
    return CGPoint(x: deltaX / length, y: deltaY / length)
  }
}

// MARK: TileView.swift

extension FuberPort {
class TileView: UIView {

  nonisolated(unsafe) static var chimesSplashImage: UIImage!
  static let rippleAnimationKeyTimes: [NSNumber] = [0, 0.61, 0.7, 0.887, 1]
  var shouldEnableRipple = false

  convenience init(TileFileName: String) {
    TileView.chimesSplashImage = FuberPort.image(named: TileFileName)!
    self.init(frame: CGRect.zero)
    frame = CGRect(x: 0, y: 0, width: TileView.chimesSplashImage.size.width, height: TileView.chimesSplashImage.size.height)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.contents = TileView.chimesSplashImage.cgImage
    layer.shouldRasterize = true
  }

  func startAnimatingWithDuration(_ duration: TimeInterval, beginTime: TimeInterval,    rippleDelay: TimeInterval, rippleOffset: CGPoint) {
    let timingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0, 0.2, 1)
    let linearFunction = CAMediaTimingFunction(name: .linear)
    let easeOutFunction = CAMediaTimingFunction(name: .easeOut)
    let easeInOutTimingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    let zeroPointValue = NSValue(cgPoint: CGPoint.zero)

    var animations = [CAAnimation]()

    if shouldEnableRipple {
      // Transform.scale
      let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
      scaleAnimation.values = [1, 1, 1.05, 1, 1]
      scaleAnimation.keyTimes = TileView.rippleAnimationKeyTimes
      scaleAnimation.timingFunctions = [linearFunction, timingFunction, timingFunction, linearFunction]
      scaleAnimation.beginTime = 0.0
      scaleAnimation.duration = duration
      animations.append(scaleAnimation)

      // Position
      let positionAnimation = CAKeyframeAnimation(keyPath: "position")
      positionAnimation.duration = duration
      positionAnimation.timingFunctions = [linearFunction, timingFunction, timingFunction, linearFunction]
      positionAnimation.keyTimes = TileView.rippleAnimationKeyTimes
      positionAnimation.values = [zeroPointValue, zeroPointValue, NSValue(cgPoint:rippleOffset), zeroPointValue, zeroPointValue]
      positionAnimation.isAdditive = true

      animations.append(positionAnimation)
    }

    // Opacity
    let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
    opacityAnimation.duration = duration
    opacityAnimation.timingFunctions = [easeInOutTimingFunction, timingFunction, timingFunction, easeOutFunction, linearFunction]
    opacityAnimation.keyTimes = [0.0, 0.61, 0.7, 0.767, 0.95, 1.0]
    opacityAnimation.values = [0.0, 1.0, 0.45, 0.6, 0.0, 0.0]
    animations.append(opacityAnimation)

    // Group
    let groupAnimation = CAAnimationGroup()
    groupAnimation.repeatCount = Float.infinity
    groupAnimation.fillMode = .backwards
    groupAnimation.duration = duration
    groupAnimation.beginTime = beginTime + rippleDelay
    groupAnimation.isRemovedOnCompletion = false
    groupAnimation.animations = animations
    groupAnimation.timeOffset = kAnimationTimeOffset

    layer.add(groupAnimation, forKey: "ripple")
  }

  func stopAnimating() {
    layer.removeAllAnimations()
  }
}
}

// MARK: SplashViewController.swift

extension FuberPort {
public class SplashViewController {
  public var pulsing: Bool = false

  /// UIViewController's view: made by loadView() at the screen's size, no background.
  let view = UIView(frame: FuberPort.screenBounds)

  let animatedULogoView: AnimatedULogoView = AnimatedULogoView(frame: CGRect(x: 0.0, y: 0.0, width: 90.0, height: 90.0))
  var tileGridView: TileGridView!

  public init(tileViewFileName: String) {

    tileGridView = TileGridView(TileFileName: tileViewFileName)
    view.addSubview(tileGridView)
    tileGridView.frame = view.bounds

    view.addSubview(animatedULogoView)
    animatedULogoView.layer.position = view.layer.position

    tileGridView.startAnimating()
    animatedULogoView.startAnimating()

  }
}
}

// MARK: RootContainerViewController.swift

extension FuberPort {
class RootContainerViewController {

  /// Main.storyboard's view for this controller: the screen's size, white.
  let view: UIView = {
    let view = UIView(frame: FuberPort.screenBounds)
    view.backgroundColor = UIColor.white
    return view
  }()

  private var rootViewController: AnyObject? = nil

  func viewDidLoad() {
    showSplashViewController()
  }

  /// Does not transition to any other UIViewControllers, SplashViewController only
  func showSplashViewControllerNoPing() {

    if rootViewController is SplashViewController {
      return
    }

    let splashViewController = SplashViewController(tileViewFileName: "Chimes")
    rootViewController = splashViewController
    splashViewController.pulsing = true

    view.addSubview(splashViewController.view)
  }

  /// Simulates an API handshake success and transitions to MapViewController
  func showSplashViewController() {
    showSplashViewControllerNoPing()

//    delay(6.00) {
//      self.showMenuNavigationViewController()
//    }
  }
}
}
