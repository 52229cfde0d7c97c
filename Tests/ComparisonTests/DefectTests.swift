import Comparison
import CPURaster
import Geometry
import GPURaster
import Paths
import Presentation
import Scenes
import Testing

/// The default limits (no pixel off by more than 1 level) pass the GPU
/// against the CPU on real scenes at the default scale 2 yet fail when one
/// plausible GPU defect is injected into the GPU's display list: one edge
/// of a bar moved by 1/8 pixel (a coverage bug), a layer shifted by one
/// point, red and blue swapped (an RGBA/BGRA mix-up), a stroke trim
/// ignored.
@Suite struct DefectTests {
    /// Points to pixels: the `flipbook compare` default the limits were
    /// measured at.
    static let scale = 2.0

    static func list(_ scene: String, at time: Double) throws -> DisplayList {
        try #require(BuiltInScenes.named(scene)).make().presentation(at: time).displayList(scale: scale)
    }

    /// The violations of the default limits, GPU drawing `gpuList` against
    /// the CPU drawing `list`.
    static func violations(_ list: DisplayList, gpuList: DisplayList) throws -> [String] {
        let cpu = try CPURenderer().render(list)
        let gpu = try sharedGPU.get().render(gpuList)
        let limits = ComparisonThresholds.default
        return limits.violations(of: try FrameMetrics(gpu, cpu, threshold: limits.channelThreshold))
    }

    /// Equalizer at 0.3 s: bars at full swing and the orange logo.
    @Test func equalizerPassesButAShiftedBarOrSwappedChannelsFail() throws {
        let list = try Self.list("equalizer", at: 0.3)
        #expect(try Self.violations(list, gpuList: list).isEmpty)

        var shifted = list
        var moved = false
        shifted.items = Defects.mapFirst(list.items, where: Defects.isWhiteBar, &moved) { item in
            guard case .fill(var f) = item else { return item }
            f.transform = f.transform.concatenating(AffineTransform(translationX: Self.scale, y: 0))
            return .fill(f)
        }
        #expect(moved, "the equalizer has a white bar to move")
        let shift = try Self.violations(list, gpuList: shifted)
        #expect(!shift.isEmpty, "a bar moved by 1 pt must fail the defaults")

        // One edge 1/8 pixel to the right: the bar's right side, its left
        // side kept (a scale about the left side, in device pixels).
        var widened = list
        var changed = false
        widened.items = Defects.mapFirst(list.items, where: Defects.isWhiteBar, &changed) { item in
            guard case .fill(var f) = item else { return item }
            let bounds = f.transform.apply(f.path.bounds)
            f.transform = f.transform
                .concatenating(AffineTransform(translationX: -bounds.minX, y: 0))
                .concatenating(AffineTransform(scaleX: (bounds.width + 0.125) / bounds.width, y: 1))
                .concatenating(AffineTransform(translationX: bounds.minX, y: 0))
            return .fill(f)
        }
        #expect(changed)
        #expect(!(try Self.violations(list, gpuList: widened)).isEmpty, "an edge moved by 1/8 px must fail the defaults")

        let swapped = DisplayList(width: list.width, height: list.height, items: Defects.swapRedBlue(list.items))
        #expect(!(try Self.violations(list, gpuList: swapped)).isEmpty, "red and blue swapped must fail the defaults")
    }

    /// Loader at 2.9 s: the red and blue box strokes are drawing
    /// themselves (strokeEnd animating), so a GPU that ignored the trim
    /// would draw the whole box.
    @Test func loaderPassesButAnIgnoredTrimFails() throws {
        let list = try Self.list("loader", at: 2.9)
        #expect(try Self.violations(list, gpuList: list).isEmpty)
        var trimmed = false
        let untrimmed = DisplayList(width: list.width, height: list.height,
                                    items: Defects.ignoreTrims(list.items, &trimmed))
        #expect(trimmed, "the loader has a trimmed stroke at 2.9 s")
        #expect(!(try Self.violations(list, gpuList: untrimmed)).isEmpty, "an ignored trim must fail the defaults")
    }
}

/// Display-list edits that imitate renderer defects.
enum Defects {
    /// A white fill narrower than 20 px on the device: an equalizer bar
    /// (6 px at scale 2), not the white root background beneath everything.
    static func isWhiteBar(_ item: DisplayItem) -> Bool {
        if case .fill(let f) = item, f.paint == .solid(.white) {
            return f.transform.apply(f.path.bounds).width < 20
        }
        return false
    }

    /// `items` with the first item (depth first, groups included) that
    /// matches `predicate` replaced by `change(item)`; `done` turns true.
    static func mapFirst(_ items: [DisplayItem], where predicate: (DisplayItem) -> Bool, _ done: inout Bool,
                         _ change: (DisplayItem) -> DisplayItem) -> [DisplayItem] {
        items.map { item in
            if done { return item }
            if predicate(item) {
                done = true
                return change(item)
            }
            guard case .group(var g) = item else { return item }
            g.items = mapFirst(g.items, where: predicate, &done, change)
            return .group(g)
        }
    }

    /// Every paint color with red and blue exchanged.
    static func swapRedBlue(_ items: [DisplayItem]) -> [DisplayItem] {
        func swap(_ c: Color) -> Color { Color(red: c.blue, green: c.green, blue: c.red, alpha: c.alpha) }
        func swap(_ p: Paint) -> Paint {
            switch p {
            case .solid(let c): return .solid(swap(c))
            case .axial(let g, let s, let e):
                return .axial(Gradient(stops: g.stops.map { .init(location: $0.location, color: swap($0.color)) }), start: s, end: e)
            case .radial(let g, let c, let r, let f):
                return .radial(Gradient(stops: g.stops.map { .init(location: $0.location, color: swap($0.color)) }), center: c, radii: r,
                               focal: f)
            }
        }
        return items.map { item in
            switch item {
            case .fill(var f): f.paint = swap(f.paint); return .fill(f)
            case .stroke(var s): s.paint = swap(s.paint); return .stroke(s)
            case .group(var g): g.items = swapRedBlue(g.items); return .group(g)
            default: return item
            }
        }
    }

    /// Every stroke drawn whole (strokeStart 0, strokeEnd 1); `found` turns
    /// true when one was trimmed.
    static func ignoreTrims(_ items: [DisplayItem], _ found: inout Bool) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .stroke(var s):
                if s.strokeStart > 0 || s.strokeEnd < 1 { found = true }
                s.strokeStart = 0
                s.strokeEnd = 1
                return .stroke(s)
            case .group(var g):
                g.items = ignoreTrims(g.items, &found)
                return .group(g)
            default:
                return item
            }
        }
    }
}
