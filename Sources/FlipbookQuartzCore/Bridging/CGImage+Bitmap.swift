import Geometry

extension CGImage {
    /// An image of `bitmap`'s pixels (premultiplied RGBA8, rows top down),
    /// for `CALayer.contents` and `UIImage(cgImage:)`: how code on Linux
    /// hands over a picture that iOS code would load from an asset (Core
    /// Graphics makes its images from data providers, which Flipbook does
    /// not have).
    public convenience init(bitmap: Bitmap) {
        self.init(bitmap)
    }
}
