/// The image files `flipbook compare` writes for one frame, all named
/// from the frame's prefix `<scene>-<NNNNN>` (as `flipbook render` names
/// the frame, less `.png`).
public struct FrameImageNames: Sendable, Equatable {
    /// `<scene>-<NNNNN>`.
    public var prefix: String

    public init(prefix: String) { self.prefix = prefix }

    /// A | heat map | B side by side (`ThreePanel`).
    public var panel: String { prefix + ".compare.png" }
    /// Side A alone.
    public var a: String { prefix + ".a.png" }
    /// Side B alone.
    public var b: String { prefix + ".b.png" }
    /// The heat map alone (`HeatMap`).
    public var heatMap: String { prefix + ".heat.png" }
    /// The heat map in `ComparisonPage.thumbnailBox`, written for frames
    /// over the limits only.
    public var thumbnail: String { prefix + ".thumb.png" }

    /// The suffixes above, for checks of file-name length; the longest first.
    public static let suffixes = [".compare.png", ".thumb.png", ".heat.png", ".a.png", ".b.png"]
}
