import CPURaster
import Geometry
@testable import GPURaster
import Glibc
import Paths
import Presentation
import Testing

/// A named display list that both backends render.
struct ComparisonCase: Sendable, CustomTestStringConvertible {
    let name: String
    let list: DisplayList
    var testDescription: String { name }
}

extension GPURasterTests {
    @Suite struct AgainstCPU {
        @Test(arguments: ComparisonCase.all)
        func gpuMatchesTheCPUReferenceWithinTheDeclaredTolerance(_ testCase: ComparisonCase) throws {
            let cpu = try CPURenderer().render(testCase.list)
            let gpu = try sharedRenderer.get().render(testCase.list)
            let edge = try CPUReference.edgeMask(of: testCase.list)
            let (comparison, report) = CPUReference.compare(gpu: gpu, cpu: cpu, edge: edge, name: testCase.name)
            #expect(comparison.isWithinTolerance, "\(testCase.name): \(comparison); report: \(report ?? "none")")
            #expect(comparison.interiorPixels > 0, "every case has pixels away from its edges")
        }
    }
}

extension ComparisonCase {
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.85)
    static let blue = Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.6)
    static let canvas = Path(rect: Rect(x: 0, y: 0, width: 96, height: 96))
    static let ramp = Gradient(stops: [.init(location: 0, color: Color(red: 1, green: 0.8, blue: 0)),
                                       .init(location: 0.4, color: Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.7)),
                                       .init(location: 1, color: Color(red: 0.1, green: 0, blue: 0.3, alpha: 0.2))])
    /// 3×2 premultiplied image with translucent texels.
    static let image = Bitmap(width: 3, height: 2, pixels: [
        255, 0, 0, 255, 0, 200, 0, 200, 0, 0, 100, 100,
        40, 40, 40, 64, 255, 255, 255, 255, 0, 0, 0, 0,
    ])

    static func list(_ items: [DisplayItem]) -> DisplayList { DisplayList(width: 96, height: 96, items: items) }
    static func solid(_ path: Path, _ color: Color, _ rule: FillRule = .nonZero,
                      _ transform: AffineTransform = .identity) -> DisplayItem {
        .fill(FillItem(path: path, transform: transform, fillRule: rule, paint: .solid(color)))
    }

    static let all: [ComparisonCase] = shapes + paints + groups + tinted + shadowed

    static var shapes: [ComparisonCase] {
        var cases: [ComparisonCase] = []
        cases.append(ComparisonCase(name: "rect-fractional", list: list([solid(Path(rect: Rect(x: 10.3, y: 12.7, width: 50.5, height: 33.2)), red)])))
        cases.append(ComparisonCase(name: "circle", list: list([solid(Path(ellipseIn: Rect(x: 8.5, y: 9.25, width: 77, height: 77)), blue)])))
        cases.append(ComparisonCase(name: "star-nonzero", list: list([solid(starPath(size: 96), red, .nonZero)])))
        cases.append(ComparisonCase(name: "star-evenodd", list: list([solid(starPath(size: 96), red, .evenOdd)])))
        cases.append(ComparisonCase(name: "rotated-rounded-rect", list: list([
            solid(Path(roundedRect: Rect(x: -30, y: -20, width: 60, height: 40), cornerRadius: 12), blue, .nonZero,
                  AffineTransform(rotationAngle: 0.4).concatenating(AffineTransform(translationX: 48, y: 48))),
        ])))
        return cases
    }

    static var paints: [ComparisonCase] {
        var cases: [ComparisonCase] = []
        cases.append(ComparisonCase(name: "axial-rotated", list: list([.fill(FillItem(
            path: Path(rect: Rect(x: 0, y: 0, width: 60, height: 60)),
            transform: AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 30, y: 5)),
            fillRule: .nonZero, paint: .axial(ramp, start: Point(5, 10), end: Point(55, 40))))])))
        cases.append(ComparisonCase(name: "radial-ellipse", list: list([.fill(FillItem(
            path: canvas, transform: .identity, fillRule: .nonZero,
            paint: .radial(ramp, center: Point(40, 52), radii: Size(45, 28))))])))
        // A focal point inside the ellipse (unit (0.67, −0.25)), rotated.
        cases.append(ComparisonCase(name: "radial-focal", list: list([.fill(FillItem(
            path: canvas, transform: AffineTransform(rotationAngle: 0.2).concatenating(AffineTransform(translationX: 8, y: -6)),
            fillRule: .nonZero, paint: .radial(ramp, center: Point(40, 52), radii: Size(45, 28), focal: Point(70, 45))))])))
        cases.append(ComparisonCase(name: "image-scaled", list: list([.image(ImageItem(
            image: image, destination: Rect(x: 10, y: 14, width: 72, height: 60), tileSize: nil,
            transform: .identity, opacity: 0.9))])))
        cases.append(ComparisonCase(name: "image-tiled-rotated", list: list([.image(ImageItem(
            image: image, destination: Rect(x: 0, y: 0, width: 64, height: 64), tileSize: Size(12, 9),
            transform: AffineTransform(rotationAngle: -0.2).concatenating(AffineTransform(translationX: 16, y: 24)),
            opacity: 1))])))
        return cases
    }

    static var groups: [ComparisonCase] {
        var cases: [ComparisonCase] = []
        cases.append(ComparisonCase(name: "group-opacity", list: list([
            solid(canvas, Color(red: 0.95, green: 0.95, blue: 0.9)),
            .group(GroupItem(items: [solid(Path(ellipseIn: Rect(x: 10, y: 10, width: 50, height: 50)), red),
                                     solid(Path(ellipseIn: Rect(x: 36, y: 30, width: 50, height: 50)), blue)],
                             opacity: 0.6)),
        ])))
        cases.append(ComparisonCase(name: "mask-gradient", list: list([
            .group(GroupItem(items: [.fill(FillItem(path: canvas, transform: .identity, fillRule: .nonZero,
                                                    paint: .axial(ramp, start: Point(0, 0), end: Point(96, 96))))],
                             opacity: 0.9,
                             mask: [solid(starPath(size: 96), Color.black.withOpacity(0.7), .evenOdd)])),
        ])))
        // Each other mask mode on a colored, translucent mask (a gradient
        // star over a translucent green disc), so luminance and alpha differ.
        let coloredMask: [DisplayItem] = [
            solid(Path(ellipseIn: Rect(x: 8, y: 30, width: 60, height: 60)), Color(red: 0.1, green: 0.9, blue: 0.3, alpha: 0.6)),
            .fill(FillItem(path: starPath(size: 96), transform: .identity, fillRule: .evenOdd,
                           paint: .axial(ramp, start: Point(10, 0), end: Point(90, 80)))),
        ]
        for mode in [MaskMode.invertedAlpha, .luminance, .invertedLuminance] {
            cases.append(ComparisonCase(name: "mask-\(mode.rawValue)", list: list([
                solid(Path(rect: Rect(x: 0, y: 0, width: 96, height: 30)), Color(red: 0.2, green: 0.3, blue: 0.9)),
                .group(GroupItem(items: [solid(Path(ellipseIn: Rect(x: 4, y: 4, width: 88, height: 88)), red),
                                         solid(Path(rect: Rect(x: 40, y: 10, width: 50, height: 70)), blue.withOpacity(0.5))],
                                 opacity: 0.85, mask: coloredMask, maskMode: mode)),
            ])))
        }
        // Every blend mode: a gradient-and-disc group at 0.9 opacity, with a
        // rounded clip, over a backdrop of two opaque bands, a translucent
        // disc and bare canvas.
        for mode in BlendMode.allCases where mode != .normal {
            cases.append(ComparisonCase(name: "blend-\(mode.rawValue)", list: list([
                solid(Path(rect: Rect(x: 0, y: 0, width: 96, height: 40)), Color(red: 0.2, green: 0.7, blue: 0.4)),
                solid(Path(rect: Rect(x: 0, y: 40, width: 60, height: 30)), Color(red: 0.9, green: 0.3, blue: 0.6)),
                solid(Path(ellipseIn: Rect(x: 50, y: 30, width: 40, height: 40)), blue),
                .group(GroupItem(items: [.fill(FillItem(path: canvas, transform: .identity, fillRule: .nonZero,
                                                        paint: .axial(ramp, start: Point(0, 0), end: Point(96, 96)))),
                                         solid(Path(ellipseIn: Rect(x: 10, y: 20, width: 50, height: 50)), red)],
                                 opacity: 0.9,
                                 clip: Clip(rect: Rect(x: 4, y: 8, width: 84, height: 80), cornerRadius: 12,
                                            transform: .identity),
                                 blendMode: mode)),
            ])))
        }
        cases.append(ComparisonCase(name: "clip-rounded-rotated", list: list([
            .group(GroupItem(items: [solid(canvas, blue), solid(Path(ellipseIn: Rect(x: 30, y: 0, width: 60, height: 60)), red)],
                             clip: Clip(rect: Rect(x: -35, y: -25, width: 70, height: 50), cornerRadius: 14,
                                        transform: AffineTransform(rotationAngle: -0.5)
                                            .concatenating(AffineTransform(translationX: 48, y: 48))))),
        ])))
        let inner = GroupItem(items: [solid(Path(ellipseIn: Rect(x: 40, y: 40, width: 90, height: 90)), blue),
                                      solid(Path(rect: Rect(x: 60, y: -20, width: 30, height: 80)), red)],
                              opacity: 0.7, mask: [solid(Path(ellipseIn: Rect(x: 20, y: 20, width: 80, height: 80)), .black)])
        cases.append(ComparisonCase(name: "nested-groups-past-the-canvas", list: list([
            solid(Path(rect: Rect(x: 0, y: 0, width: 96, height: 40)), Color(red: 0.2, green: 0.8, blue: 0.4)),
            .group(GroupItem(items: [.group(inner), solid(Path(rect: Rect(x: -10, y: 70, width: 50, height: 50)), blue)],
                             opacity: 0.8,
                             clip: Clip(rect: Rect(x: 10, y: 10, width: 76, height: 76), cornerRadius: 20, transform: .identity))),
        ])))
        let template = [solid(Path(roundedRect: Rect(x: -8, y: -8, width: 16, height: 16), cornerRadius: 4), red),
                        solid(Path(ellipseIn: Rect(x: -4, y: -12, width: 8, height: 12)), blue)]
        let instances = (0..<16).map { (k: Int) -> InstancePlacement in
            let spin = AffineTransform(rotationAngle: Double(k) * 0.2)
            let place = AffineTransform(translationX: 14 + Double(k % 4) * 22, y: 14 + Double(k / 4) * 22)
            return InstancePlacement(transform: spin.concatenating(place), opacity: 0.3 + Double(k) * 0.04)
        }
        cases.append(ComparisonCase(name: "instanced-grid",
                                    list: list([.instanced(InstancedItem(template: template, instances: instances))])))
        return cases
    }
}
