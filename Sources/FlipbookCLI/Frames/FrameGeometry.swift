import Geometry
import Layers
import Parsing
import Presentation
import Support
import Terminal

/// How big the frames are, shared by `render`, `compare` and `bench
/// scene`: the canvas in points and the scale in pixels per point.
///
/// - `--canvas WxH`: the canvas in points (default: the scene's). A canvas
///   larger than the scene centers it; a smaller one crops it.
/// - `--scale S`: pixels per point (default 2, a retina device), or
/// - `--size WxH` (or `--width W` and `--height H`): the frames' size in
///   pixels, as ffmpeg's `-s` means it. The scale is chosen to fit; one of
///   `--width` or `--height` alone keeps the canvas' aspect. With both,
///   `--fit contain` (default) shows the whole canvas, centered, with
///   transparent bars on two sides (black in y4m); `--fit cover` fills the
///   frame, centered, cropping the canvas on two sides.
struct FrameGeometry {
    /// The canvas in points; with `--size` and `--fit contain`, grown so
    /// that the frame has the asked-for size.
    var canvas: Size
    /// Pixels per point.
    var scale: Double

    /// The options read here, in help's order.
    static let options = [
        OptionSpec("--size", value: "WxH", "the frames' size in pixels (as ffmpeg -s); the scale is chosen to fit; "
                   + "instead of --scale"),
        OptionSpec("--width", value: "W", "the frames' width in pixels; alone, the height keeps the canvas' aspect"),
        OptionSpec("--height", value: "H", "the frames' height in pixels; alone, the width keeps the canvas' aspect"),
        OptionSpec("--fit", value: "contain|cover", "with both sides given: contain shows the whole canvas, centered, "
                   + "with transparent bars (black in y4m); cover fills the frame, cropping the canvas on two sides",
                   default: .value("contain")),
        OptionSpec("--canvas", value: "WxH", "canvas in points; the scene is centered in it", default: .described("the scene's own size")),
        OptionSpec("--scale", value: "S", "pixels per point",
                   default: .described("2; 1 for a Lottie file, whose w×h are pixels")),
    ]

    init(_ args: Arguments, scene: Scene) throws {
        canvas = try args.value("--canvas").map(Self.parseCanvas) ?? scene.size
        let size = try args.value("--size").map(Self.parsePixels)
        var width = try Self.pixels(args, "--width"), height = try Self.pixels(args, "--height")
        if let size {
            guard width == nil, height == nil else { throw CLIError.usage("--size and --width/--height cannot be combined") }
            (width, height) = (size.width, size.height)
        }
        let fit = args.setting("--fit") ?? "contain"
        guard fit == "contain" || fit == "cover" else { throw CLIError.usage("--fit must be contain or cover, got '\(fit)'") }
        guard args.value("--fit") == nil || (width != nil && height != nil) else {
            throw CLIError.usage("--fit applies to a frame size in both directions (--size WxH)")
        }
        guard width == nil && height == nil || args.value("--scale") == nil else {
            throw CLIError.usage("--scale and a frame size (--size, --width, --height) cannot be combined: the size sets the scale")
        }
        switch (width, height) {
        case (nil, nil):
            let given = try args.number("--scale") ?? scene.defaultScale
            guard given > 0, given <= 16 else { throw CLIError.usage("--scale must be in (0, 16], got \(args.value("--scale")!)") }
            scale = given
        case let (w?, h?):
            let x = Double(w) / canvas.width, y = Double(h) / canvas.height
            scale = fit == "contain" ? min(x, y) : max(x, y)
            canvas = Size(Double(w) / scale, Double(h) / scale)
        case let (w?, nil):
            scale = Double(w) / canvas.width
        case let (nil, h?):
            scale = Double(h) / canvas.height
        }
        try Self.checkPixels(of: canvas, scale: scale)
    }

    /// The frame size in pixels of `canvas` (points) at `scale` (pixels per
    /// point): each side rounded to the nearest pixel.
    static func pixelSize(of canvas: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((canvas.width * scale).rounded()), Int((canvas.height * scale).rounded()))
    }

    /// Throws a usage error unless `canvas` (points) at `scale` (pixels
    /// per point) rounds to 1…`CanvasLimits.maximumSide` pixels a side and
    /// at most `CanvasLimits.maximumPixels` in all.
    static func checkPixels(of canvas: Size, scale: Double) throws {
        let w = (canvas.width * scale).rounded(), h = (canvas.height * scale).rounded()
        let side = Double(CanvasLimits.maximumSide)
        guard w >= 1, h >= 1, w <= side, h <= side, w * h <= Double(CanvasLimits.maximumPixels) else {
            throw CLIError.usage("canvas of \(NumberText.fixed(w))x\(NumberText.fixed(h)) pixels is out of range "
                                 + "(each side 1…\(CanvasLimits.maximumSide), at most \(CanvasLimits.maximumPixels >> 20) Mpx)")
        }
    }

    /// `--width` or `--height`: whole pixels, 1 or more.
    static func pixels(_ args: Arguments, _ option: String) throws -> Int? {
        guard let text = args.value(option) else { return nil }
        guard let n = Int(text), n >= 1 else { throw CLIError.usage("\(option) must be a whole number of pixels, got '\(text)'") }
        return n
    }

    /// `--size WxH` in whole pixels.
    static func parsePixels(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw CLIError.usage("--size must look like WxH in pixels (e.g. 1280x720), got '\(text)'")
        }
        guard w > 0, h > 0 else { throw CLIError.usage("--size must be positive, got '\(text)'") }
        return (w, h)
    }

    /// `--canvas WxH` in points, each a finite positive number.
    static func parseCanvas(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = NumberInput.decimal(parts[0]), let h = NumberInput.decimal(parts[1]) else {
            throw CLIError.usage("--canvas must look like WxH in points (e.g. 375x667), got '\(text)'")
        }
        guard w > 0, h > 0 else { throw CLIError.usage("--canvas must be positive, got '\(text)'") }
        return Size(w, h)
    }
}
