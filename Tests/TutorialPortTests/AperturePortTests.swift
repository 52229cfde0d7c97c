#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
import Layers
import Scenes
import Testing

/// The aperture ring port (AperturePort.swift) against the built-in scene
/// `aperture`.
@Suite struct AperturePortTests {
    /// The tutorial's code run on the scene clock the way the app runs it:
    /// the window's root view (the app's first screen) and the scene
    /// delegate's call, recorded with the built-in scene's name, canvas and
    /// loop.
    static func recordPort(_ manager: AperturePort.LaunchScreenManager = .init(animationDurationBase: 1.3)) throws -> Scene {
        let builtIn = try PortComparison.builtIn("aperture")
        let appScreen = try AperturePort.Images().appScreen
        return try FlipbookScene.record(name: builtIn.name, size: CGSize(builtIn.size), duration: builtIn.loopDuration,
                                        loopStart: builtIn.loopStart) { root in
            let rootView = UIView(frame: root.bounds)
            rootView.layer.addSublayer(CALayer(model: appScreen))
            root.addSublayer(rootView.layer)
            AperturePort.SceneDelegate(rootView: rootView, launchScreenManager: manager).sceneWillConnect()
        }
    }

    /// Frame for frame the same pixels as the built-in scene, 25 times over
    /// its 2.5 s loop: the logo popping and fading, the ring parting, the
    /// overlay gone from 1.625 s.
    @Test func framesEqualTheBuiltInScene() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn("aperture")
        #expect(port.size == builtIn.size && port.loopDuration == builtIn.loopDuration
                && port.loopStart == builtIn.loopStart)
        let difference = try PortComparison.firstDifference(port: port, builtIn: builtIn, scale: 1, count: 25)
        #expect(difference == nil, "the frames first differ at \(difference ?? 0) s")
    }

    /// The article's own last version of hideRingSegments() (its text, not
    /// the final project): the segments travel 2 × the screen height, not
    /// 1.75 ×, and each animation's completion also removes the view. The
    /// built-in scene follows the final code, so the pictures part from the
    /// first frame after the segments start moving (b/1.5 = 0.867 s): at
    /// 0.9 s, the first of the 25 times after it.
    @Test func articleTextDiffersFromTheBuiltInScene() throws {
        let article = try Self.recordPort(ArticleTextLaunchScreenManager(animationDurationBase: 1.3))
        let builtIn = try PortComparison.builtIn("aperture")
        #expect(try PortComparison.firstDifference(port: article, builtIn: builtIn, scale: 1, count: 25) == 0.9)
        // Where segment 1 is headed: the article's 2 × 896 pt toward 345°
        // against the final code's 1.75 × 896 pt.
        let radians = 345 * Double.pi / 180
        for (scene, distance) in [(article, 2.0 * 896), (try Self.recordPort(), 1.75 * 896)] {
            let segment = try #require(scene.root.firstLayer { $0.name == nil && $0.sublayers.first?.name == "ringSegment1" })
            guard case .transform(let end)? = segment.modelValues()["transform"] else {
                Issue.record("segment 1 has no transform")
                continue
            }
            #expect(abs(end.m41 - cos(radians) * distance) < 1e-9 && abs(end.m42 + sin(radians) * distance) < 1e-9)
        }
    }
}

/// hideRingSegments() as the article's text leaves it (its last snippet
/// merged into the one before): distance 2 × the height, the rotation, a
/// completion that removes the view, and the timer. Everything else is
/// the final LaunchScreenManager.
final class ArticleTextLaunchScreenManager: AperturePort.LaunchScreenManager {
    override func hideRingSegments() {
        // A large number to ensure that rotated segments don't partially
        // rotate back on-screen
        let distanceToMove = parentView!.frame.size.height * 2

        for number in 1...12 {
            // Ring segments should be tagged 1-12
            let ringSegment: UIView = view!.viewWithTag(number)!

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
                    // I just eyeballed it; different curves will require different rotations.
                    transform = transform.rotated(by: -1.95)

                    ringSegment.transform = transform
                },
                completion: { _ in
                    self.view!.removeFromSuperview()
                }
            )

            // When segments are very curved, sometimes pieces of them reappear on-screen
            // before the animation finishes. This timer stops the animation early and removes
            // the entire view.
            SceneClock.schedule(after: animationDurationBase * 1.25) {
                self.view!.removeFromSuperview()
            }
        }
    }
}

extension Layer {
    /// The first layer in this subtree, depth first, that `matches`.
    func firstLayer(where matches: (Layer) -> Bool) -> Layer? {
        if matches(self) { return self }
        for sublayer in sublayers {
            if let found = sublayer.firstLayer(where: matches) { return found }
        }
        return nil
    }
}
