import Foundation
import Geometry
import Paths
import Presentation

/// Small display lists that each exercise one rendering feature. The CPU
/// backend's renders of them are the goldens in Tests/GoldenSupport/Features;
/// the GPU backend is compared against the same goldens.
public enum FeatureScenes {
    /// Canvas side in pixels: big enough for anti-aliasing and joins to be
    /// visible when a person opens the golden, small enough to stay fast.
    public static let side = 96

    /// The folder of the feature goldens.
    public static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Features")

    /// Every feature scene by name.
    public static let all: [(name: String, list: DisplayList)] = [
        ("fill-nonzero", list([star(rule: .nonZero)])),
        ("fill-evenodd", list([star(rule: .evenOdd)])),
        ("caps", list(LineCap.allCases.enumerated().map { i, cap in
            stroke(line(y: 20 + Double(i) * 28), StrokeStyle(lineWidth: 14, lineCap: cap), .orange)
        })),
        ("joins", list(LineJoin.allCases.enumerated().map { i, join in
            stroke(zigzag(x: 10 + Double(i) * 28), StrokeStyle(lineWidth: 8, lineJoin: join), .blue)
        })),
        ("miter-limit", list([
            stroke(spike(x: 24), StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 10), .blue),
            stroke(spike(x: 70), StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 2), .blue),
        ])),
        ("dashes", list([
            stroke(Path(ellipseIn: Rect(x: 12, y: 12, width: 72, height: 72)),
                   StrokeStyle(lineWidth: 6, lineCap: .round, dashPattern: [14, 8], dashPhase: 4), .green),
            stroke(line(y: 48), StrokeStyle(lineWidth: 4, dashPattern: [2, 4, 10, 4]), .orange),
        ])),
        ("trimmed-strokes", list([
            .stroke(StrokeItem(path: pie, transform: .identity, style: StrokeStyle(lineWidth: 36),
                               strokeStart: 0, strokeEnd: 0.7, paint: .solid(.white))),
            .stroke(StrokeItem(path: line(y: 88), transform: .identity, style: StrokeStyle(lineWidth: 6, lineCap: .round),
                               strokeStart: 0.25, strokeEnd: 0.75, paint: .solid(.orange))),
        ], background: .navy)),
        ("translucent-stroke", list([
            stroke(zigzag(x: 30), StrokeStyle(lineWidth: 16, lineJoin: .round), Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)),
        ], background: .white)),
        ("gradients", list([
            .fill(FillItem(path: Path(rect: Rect(x: 4, y: 4, width: 88, height: 40)), transform: .identity, fillRule: .nonZero,
                           paint: .axial(threeStops, start: Point(4, 4), end: Point(92, 44)))),
            .fill(FillItem(path: Path(ellipseIn: Rect(x: 8, y: 50, width: 80, height: 42)), transform: .identity,
                           fillRule: .nonZero, paint: .radial(threeStops, center: Point(48, 71), radii: Size(40, 21)))),
        ])),
        ("image-tiling", list([
            .image(ImageItem(image: checker, destination: Rect(x: 6, y: 6, width: 84, height: 40), tileSize: Size(16, 16),
                             transform: .identity, opacity: 1)),
            .image(ImageItem(image: checker, destination: Rect(x: 0, y: 0, width: 8, height: 8), tileSize: nil,
                             transform: AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(scaleX: 4, y: 4))
                                 .concatenating(AffineTransform(translationX: 30, y: 50)), opacity: 0.8)),
        ])),
        ("group-opacity", list([
            .group(GroupItem(items: [fill(Path(ellipseIn: Rect(x: 10, y: 10, width: 50, height: 50)), .red),
                                     fill(Path(ellipseIn: Rect(x: 36, y: 36, width: 50, height: 50)), .blue)],
                             opacity: 0.5)),
        ], background: .white)),
        ("mask", list([
            .group(GroupItem(items: [
                .fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 96, height: 96)), transform: .identity,
                               fillRule: .nonZero, paint: .axial(threeStops, start: Point(0, 0), end: Point(96, 0)))),
            ], mask: [fill(Path(roundedRect: Rect(x: 14, y: 14, width: 68, height: 68), cornerRadius: 20),
                           Color(red: 1, green: 1, blue: 1, alpha: 0.5)),
                      fill(Path(ellipseIn: Rect(x: 30, y: 30, width: 36, height: 36)), .black)])),
        ], background: .navy)),
        ("rounded-clip", list([
            .group(GroupItem(items: [
                fill(Path(rect: Rect(x: 0, y: 0, width: 96, height: 48)), .orange),
                fill(Path(rect: Rect(x: 0, y: 48, width: 96, height: 48)), .green),
            ], clip: Clip(rect: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 18,
                          transform: AffineTransform(rotationAngle: .pi / 8).concatenating(AffineTransform(translationX: 30, y: 12))))),
        ], background: .white)),
    ]

    // MARK: - Building blocks

    static func list(_ items: [DisplayItem], background: Color? = nil) -> DisplayList {
        var all = items
        if let background {
            all.insert(fill(Path(rect: Rect(x: 0, y: 0, width: Double(side), height: Double(side))), background), at: 0)
        }
        return DisplayList(width: side, height: side, items: all)
    }

    static func fill(_ path: Path, _ color: Color, rule: FillRule = .nonZero) -> DisplayItem {
        .fill(FillItem(path: path, transform: .identity, fillRule: rule, paint: .solid(color)))
    }

    static func stroke(_ path: Path, _ style: StrokeStyle, _ color: Color) -> DisplayItem {
        .stroke(StrokeItem(path: path, transform: .identity, style: style, strokeStart: 0, strokeEnd: 1, paint: .solid(color)))
    }

    /// A five-pointed star drawn as one self-intersecting pentagram.
    static func star(rule: FillRule) -> DisplayItem {
        let points = (0..<5).map { k -> Point in
            let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return Point(48 + 42 * cos(a), 50 + 42 * sin(a))
        }
        var path = Path()
        path.move(to: points[0])
        points.dropFirst().forEach { path.line(to: $0) }
        path.close()
        return fill(path, .white, rule: rule)
    }

    static func line(y: Double) -> Path { Path(elements: [.move(Point(18, y)), .line(Point(78, y))]) }

    static func zigzag(x: Double) -> Path {
        Path(elements: [.move(Point(x, 12)), .line(Point(x + 16, 36)), .line(Point(x, 60)), .line(Point(x + 16, 84))])
    }

    static func spike(x: Double) -> Path {
        // Half-angle atan(12/60) ≈ 11.3°: miter length / width = 1/sin ≈ 5.1,
        // inside a limit of 10 and past a limit of 2.
        Path(elements: [.move(Point(x - 12, 80)), .line(Point(x, 20)), .line(Point(x + 12, 80))])
    }

    /// The Fuber logo's circle: a full turn from 12 o'clock, clockwise.
    static let pie: Path = {
        var p = Path()
        p.addArc(center: Point(48, 44), radius: 18, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        return p
    }()

    static let threeStops = Gradient(stops: [
        Gradient.Stop(location: 0, color: .red), Gradient.Stop(location: 0.5, color: Color(red: 1, green: 1, blue: 0, alpha: 0.5)),
        Gradient.Stop(location: 1, color: .blue),
    ])

    /// A 4×4 premultiplied checkerboard of opaque orange and half-clear blue.
    static let checker: Bitmap = {
        var b = Bitmap(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                let px: [UInt8] = (x + y) % 2 == 0 ? [255, 128, 0, 255] : [0, 0, 128, 128]
                b.pixels.replaceSubrange((y * 4 + x) * 4..<(y * 4 + x) * 4 + 4, with: px)
            }
        }
        return b
    }()
}

extension Color {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0.1, green: 0.7, blue: 0.3)
    static let orange = Color(red: 1, green: 0.57, blue: 0.25)
    static let navy = Color(red: 0.06, green: 0.31, blue: 0.4)
}
