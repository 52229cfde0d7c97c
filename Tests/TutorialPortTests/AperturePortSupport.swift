// What the aperture port needs that is not the tutorial's Swift code:
// LaunchScreen.xib (Linux has no nibs), the project's images (lost; the
// built-in scene's asset code draws them), the app's first screen, and
// UIView.viewWithTag(_:), which FlipbookUIKit lacks.

#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
import Geometry
import Layers
import Scenes

extension AperturePort {
    /// LaunchScreen.xib as the article builds it in Interface Builder
    /// ("Building the nib"), in code.
    enum LaunchScreenNib {
        /// The size the nib's constraints are resolved for: the article's
        /// reference screen, the iPhone 11 Pro Max (the built-in scene's
        /// canvas). `fillParentViewWithView()` then gives the top-level view
        /// its parent's bounds, the same size.
        static let size = CGSize(width: 414, height: 896)

        /// The nib's top-level view, a fresh hierarchy per call:
        /// - the top-level view, "Clear Color" background;
        /// - "Ring": width = height = the parent's height × 2, centered;
        /// - in it twelve image views RingSegment1…12 (tags 1…12), each
        ///   filling Ring (every segment image is cut out at the full canvas);
        /// - the logo's three image views, "Is it" (tag 101), "Viget" (102)
        ///   and "?" (100), in the built-in scene's order, each at its image's
        ///   size and place (all three share one frame, centered).
        /// - Throws: `TextError` when no font is installed (the logo images
        ///   are set in type).
        static func instantiate() throws -> UIView {
            let images = try Images()
            let view = UIView(frame: CGRect(origin: .zero, size: size))
            view.backgroundColor = UIColor.clear

            let side = size.height * 2
            let ring = UIView(frame: CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2,
                                            width: side, height: side))
            view.addSubview(ring)
            for (index, image) in images.ringSegments.enumerated() {
                let segment = imageView(showing: image, frame: ring.bounds)
                segment.tag = index + 1
                ring.addSubview(segment)
            }
            for (image, tag) in [(images.logoIsIt, 101), (images.logoViget, 102), (images.logoQuestionMark, 100)] {
                let logoPart = imageView(showing: image, frame: CGRect(image.frame))
                logoPart.tag = tag
                view.addSubview(logoPart)
            }
            return view
        }

        /// A UIImageView (content mode scale-to-fill) at `frame` showing
        /// `image`: the picture is drawn into the view's bounds, so it is
        /// moved to (0, 0) at the view's size.
        static func imageView(showing image: Layer, frame: CGRect) -> UIView {
            let imageView = UIView(frame: frame)
            image.frame = Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))
            imageView.layer.addSublayer(CALayer(model: image))
            return imageView
        }
    }

    /// The project's images (RingSegment1…12, the three logo parts) and the
    /// app's first screen, none of which survived: the built-in `aperture`
    /// scene's own drawings of them (Sources/Scenes/README.md, Aperture ring
    /// › Aperture artwork), taken from a freshly made scene, placed as the
    /// built-in scene places them, with the built-in scene's animations
    /// stripped (the port animates them itself).
    struct Images {
        let ringSegments: [Layer]
        let logoIsIt: Layer, logoViget: Layer, logoQuestionMark: Layer
        let appScreen: Layer

        init() throws {
            let root = try ApertureScene.make().root
            func named(_ name: String, in layer: Layer) throws -> Layer {
                guard let found = layer.sublayers.first(where: { $0.name == name }) else {
                    throw PortError("the built-in aperture scene has no layer named \(name)")
                }
                found.removeAllAnimations()
                return found
            }
            let launchView = try named("launchView", in: root)
            let ring = try named("ring", in: launchView)
            ringSegments = try (1...12).map { try named("ringSegment\($0)", in: ring) }
            logoIsIt = try named("logoIsIt", in: launchView)
            logoViget = try named("logoViget", in: launchView)
            logoQuestionMark = try named("logoQuestionMark", in: launchView)
            appScreen = try named("appScreen", in: root)
        }
    }
}

extension UIView {
    /// UIKit's viewWithTag(_:): this view if its tag matches, else the first
    /// match in its subviews, depth first. (FlipbookUIKit has none yet.)
    func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
