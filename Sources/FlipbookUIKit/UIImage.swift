import FlipbookQuartzCore

/// UIImage, as much as animation code needs: a `CGImage` and the scale
/// its pixels are meant for, so that `size` is in points. Images are made
/// from pixels (`UIImage(cgImage:)`, with `CGImage(bitmap:)`); Linux has
/// no asset catalogs for `UIImage(named:)`.
open class UIImage {
    /// How the pixels are turned for display (UIKit's raw values).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point. Default: 1.
    public let scale: CGFloat
    /// Default: `.up`.
    public let imageOrientation: Orientation

    /// `cgImage` at 1 pixel per point, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// `cgImage` at `scale` pixels per point, turned by `orientation`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
    }

    /// Size in points: the pixels divided by the scale, width and height
    /// swapped for the left and right orientations.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        default: return CGSize(width: width, height: height)
        }
    }
}
