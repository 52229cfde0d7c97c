// Viget's "Animate Your iOS Splash Screen" (Doug Avery, 2019): the final
// LaunchScreenManager (the one with the logo animations, which the article
// shows running and leaves to its GitHub project; public forks keep it
// verbatim) and the SceneDelegate call, held to the built-in scene
// `aperture` by AperturePortTests. The article's text
// (/work/shared/seeds/aperture-ring-launch-screen.txt) shows earlier steps
// of hideRingSegments(); where its last step differs from the final code
// (distanceToMove = height × 2, a completion that removes the view)
// AperturePortTests.articleTextDiffersFromTheBuiltInScene shows what that
// version draws.
//
// Changes from the tutorial's code, one per line:
// - import: `#if canImport(UIKit) import UIKit #else import FlipbookUIKit #endif`.
// - LaunchScreenManager and SceneDelegate sit in `enum AperturePort`, so they cannot collide with the other ports in one test module.
// - `static let instance` → `nonisolated(unsafe) static let instance` (Swift 6 refuses a shared static of a non-Sendable class otherwise).
// - loadView(): `UINib(nibName: "LaunchScreen", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! UIView` → `try! LaunchScreenNib.instantiate()` (Linux has no nibs: LaunchScreen.xib is built in code in AperturePortSupport.swift, its images from the built-in scene's asset code; like the force cast, it traps when that fails).
// - `DispatchQueue.main.asyncAfter(deadline: .now() + animationDurationBase * 1.25) { … }` → `SceneClock.schedule(after: animationDurationBase * 1.25) { … }` (scene time).
// - SceneDelegate: the UIWindowSceneDelegate's `scene(_:willConnectTo:options:)` (its `guard let _ = (scene as? UIWindowScene)` and `window!.rootViewController!.view`) → a plain class holding the root view controller's view, whose `sceneWillConnect()` makes the same call; the manager is a parameter (default: the tutorial's `LaunchScreenManager.instance`) so parallel tests each get their own.

#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif

enum AperturePort {
    class LaunchScreenManager {

        // MARK: - Properties

        nonisolated(unsafe) static let instance = LaunchScreenManager(animationDurationBase: 1.3)

        var view: UIView?
        var parentView: UIView?

        let animationDurationBase: Double

        let logoQuestionMarkViewTag = 100
        let logoIsItViewTag = 101
        let logoVigetViewTag = 102


        // MARK: - Lifecycle

        init(animationDurationBase: Double) {
            self.animationDurationBase = animationDurationBase
        }


        // MARK: - Animate

        func animateAfterLaunch(_ parentViewPassedIn: UIView) {
            parentView = parentViewPassedIn
            view = loadView()

            fillParentViewWithView()

            hideLogo()
            hideRingSegments()
        }

        func loadView() -> UIView {
            return try! LaunchScreenNib.instantiate()
        }

        func fillParentViewWithView() {
            parentView!.addSubview(view!)

            view!.frame = parentView!.bounds
            view!.center = parentView!.center
        }

        func hideLogo() {
            let logoQuestionMark = view!.viewWithTag(logoQuestionMarkViewTag)!
            let logoIsIt = view!.viewWithTag(logoIsItViewTag)!
            let logoViget = view!.viewWithTag(logoVigetViewTag)!

            UIView.animate(
                withDuration: animationDurationBase / 3,
                delay: self.animationDurationBase / 6,
                options: .curveEaseOut,
                animations: {
                    logoIsIt.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
                },
                completion: { _ in
                    UIView.animate(
                        withDuration: self.animationDurationBase / 6,
                        delay: 0,
                        options: .curveEaseIn,
                        animations: {
                            logoIsIt.alpha = 0
                            logoIsIt.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                        }
                    )
                }
            )

            UIView.animate(
                withDuration: animationDurationBase / 4,
                delay: animationDurationBase / 3,
                options: .curveEaseOut,
                animations: {
                    logoViget.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                },
                completion: { _ in
                    UIView.animate(
                        withDuration: self.animationDurationBase / 6,
                        delay: 0,
                        options: .curveEaseIn,
                        animations: {
                            logoViget.alpha = 0
                            logoViget.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                        }
                    )
                }
            )

            UIView.animate(
                withDuration: animationDurationBase / 4,
                delay: animationDurationBase / 2,
                options: .curveEaseIn,
                animations: {
                    logoQuestionMark.alpha = 0
                    logoQuestionMark.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                }
            )
        }

        func hideRingSegments() {
            let distanceToMove = parentView!.frame.size.height * 1.75

            for number in 1...12 {
                let ringSegment = view!.viewWithTag(number)!

                // Get the degrees we want to move to
                let degrees = 360 - (number * 30) + 15

                // Convert to float
                let angle = CGFloat(degrees)

                // Convert to radians
                let radians = angle * (CGFloat.pi / 180)

                // Calculate the final X value from this angle and the total distance.
                // See https://academo.org/demos/rotation-about-point/ for more.
                let translationX = (cos(radians) * distanceToMove)
                let translationY = (sin(radians) * distanceToMove) * -1

                UIView.animate(
                    withDuration: animationDurationBase * 1.75,
                    delay: animationDurationBase / 1.5,
                    options: .curveLinear,
                    animations: {
                        var transform = CGAffineTransform.identity
                        transform = transform.translatedBy(x: translationX, y: translationY)

                        // This rotation accounts for the curve in the segment images.
                        // I just eyeballed it; different curves will require tweaks.
                        transform = transform.rotated(by: -1.95)

                        ringSegment.transform = transform
                    }
                )

                // When segments are very curved, sometimes pieces of them reappear on-screen
                // before the animation finishes. This timer stops the animation early and removes
                // the entire view.
                SceneClock.schedule(after: animationDurationBase * 1.25) {
                    self.view!.removeFromSuperview()
                }

                /*
                    // Uncomment this code (and comment the above code)
                    // to "freeze" the ring animation for easier visual debugging
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.05) {
                        let pausedTime: CFTimeInterval = ringSegment.layer.convertTime(CACurrentMediaTime(), from: nil)
                        ringSegment.layer.timeOffset = pausedTime
                        ringSegment.layer.speed = 0.0
                    }
                */

            }
        }
    }

    /// SceneDelegate.scene(_:willConnectTo:options:).
    final class SceneDelegate {
        /// `window!.rootViewController!.view`.
        let rootView: UIView
        let launchScreenManager: LaunchScreenManager

        init(rootView: UIView, launchScreenManager: LaunchScreenManager = .instance) {
            self.rootView = rootView
            self.launchScreenManager = launchScreenManager
        }

        func sceneWillConnect() {
            launchScreenManager.animateAfterLaunch(rootView)
        }
    }
}
