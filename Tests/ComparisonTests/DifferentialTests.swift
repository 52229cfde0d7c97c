import CPURaster
import Geometry
import GoldenSupport
import GPURaster
import Paths
import Presentation
import Testing

/// One GPU renderer for the suite: opening a context and linking the
/// programs costs about a third of a second on llvmpipe.
let sharedGPU: Result<GPURenderer, any Error> = Result { try GPURenderer(path: .raster) }
/// The same on the compute path.
let sharedComputeGPU: Result<GPURenderer, any Error> = Result { try GPURenderer(path: .compute) }

/// GPU against CPU on seeded random display lists: every list must match
/// within `GPUTolerance`; a failure names its seed and a shrunk list.
@Suite struct DifferentialTests {
    /// Lists drawn: 200, as the comparison issue asks.
    static let caseCount: UInt64 = 200
    /// Seeds `firstSeed ..< firstSeed + caseCount`; change it to explore
    /// other lists (`RandomDisplayList(seed:)` reproduces any one).
    static let firstSeed: UInt64 = 1

    static func compare(_ list: DisplayList) throws -> GPUComparison {
        let cpu = try CPURenderer().render(list)
        let gpu = try sharedGPU.get().render(list)
        return GPUComparison(gpu: gpu, cpu: cpu, edge: try EdgeMask.of(list))
    }

    static func fails(_ list: DisplayList) -> Bool {
        (try? compare(list).isWithinTolerance) == false
    }

    /// The same lists on the compute path (no shrinking: a failure names
    /// its seed, which reproduces it).
    @Test func randomDisplayListsMatchTheCPUOnTheComputePath() throws {
        var failing: [UInt64] = []
        for seed in Self.firstSeed..<(Self.firstSeed + Self.caseCount) {
            let list = RandomDisplayList.list(seed: seed)
            let cpu = try CPURenderer().render(list)
            let comparison = GPUComparison(gpu: try sharedComputeGPU.get().render(list), cpu: cpu,
                                           edge: try EdgeMask.of(list))
            if !comparison.isWithinTolerance {
                failing.append(seed)
                Issue.record(Comment(rawValue: "seed \(seed): compute path differs from CPU: \(comparison)"))
            }
        }
        #expect(failing.isEmpty, "failing seeds: \(failing)")
    }

    @Test func randomDisplayListsMatchTheCPUWithinTolerance() throws {
        _ = try sharedGPU.get()
        var failing: [UInt64] = []
        for seed in Self.firstSeed..<(Self.firstSeed + Self.caseCount) {
            let list = RandomDisplayList.list(seed: seed)
            let comparison = try Self.compare(list)
            guard !comparison.isWithinTolerance else { continue }
            let shrunk = Shrinker.shrink(list, fails: Self.fails)
            let shrunkComparison = try Self.compare(shrunk)
            failing.append(seed)
            Issue.record(Comment(rawValue: """
                seed \(seed): GPU differs from CPU beyond tolerance: \(comparison)
                shrunk case (\(shrunkComparison)):
                \(shrunk.textDump)
                """))
        }
        #expect(failing.isEmpty, "failing seeds: \(failing)")
    }

    /// The comparison can fail: a list against itself with one item moved
    /// by 3 px is far outside the tolerance.
    @Test func aMovedItemIsOutsideTheTolerance() throws {
        let item = DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 8.25, y: 8.5, width: 20, height: 14)),
                                             transform: .identity, fillRule: .nonZero, paint: .solid(.white)))
        var moved = item
        if case .fill(var f) = item { f.transform = AffineTransform(translationX: 3, y: 0); moved = .fill(f) }
        let list = DisplayList(width: 40, height: 40, items: [item])
        let shifted = try CPURenderer().render(DisplayList(width: 40, height: 40, items: [moved]))
        let edge = try EdgeMask.of(list)
        let comparison = GPUComparison(gpu: shifted, cpu: try CPURenderer().render(list), edge: edge)
        #expect(!comparison.isWithinTolerance)
        #expect(comparison.maxInterior == 255, "\(comparison)")
        let same = GPUComparison(gpu: try CPURenderer().render(list), cpu: try CPURenderer().render(list), edge: edge)
        #expect(same.isWithinTolerance && same.maxEdge == 0)
    }

    @Test func generatorIsSeededAndCoversEveryItemKind() {
        #expect(RandomDisplayList.list(seed: 7) == RandomDisplayList.list(seed: 7))
        #expect(RandomDisplayList.list(seed: 7) != RandomDisplayList.list(seed: 8))
        var kinds = Set<String>()
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .fill(let f): kinds.insert(f.paint.kindName)
                case .stroke(let s): kinds.insert(s.style.dashPattern.isEmpty ? "stroke" : "dashed")
                    if s.strokeEnd < 1 { kinds.insert("trim") }
                case .image: kinds.insert("image")
                case .group(let g): kinds.insert("group"); if g.mask != nil { kinds.insert("mask") }
                    if g.clip != nil { kinds.insert("clip") }
                    visit(g.items)
                case .instanced: kinds.insert("instanced")
                }
            }
        }
        for seed in Self.firstSeed..<(Self.firstSeed + Self.caseCount) { visit(RandomDisplayList.list(seed: seed).items) }
        #expect(kinds == ["solid", "axial", "radial", "stroke", "dashed", "trim", "image", "group", "mask", "clip",
                          "instanced"])
    }

    /// With a predicate that fails whenever a red solid fill is present,
    /// the shrinker reduces a list to that one fill with a simpler path.
    @Test func shrinkerFindsTheSmallestFailingList() {
        let red = Color(red: 1, green: 0, blue: 0)
        var star = Path()
        star.move(to: Point(1, 1)); star.line(to: Point(9, 2)); star.curve(to: Point(5, 9), control1: Point(9, 9), control2: Point(7, 9))
        star.close()
        let items: [DisplayItem] = [
            .fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), transform: .identity, fillRule: .nonZero, paint: .solid(.white))),
            .group(GroupItem(items: [.fill(FillItem(path: star, transform: .identity, fillRule: .evenOdd, paint: .solid(red)))], opacity: 0.5)),
        ]
        func hasRed(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                switch item {
                case .fill(let f): return f.paint == .solid(red)
                case .group(let g): return hasRed(g.items)
                default: return false
                }
            }
        }
        let shrunk = Shrinker.shrink(DisplayList(width: 10, height: 10, items: items)) { hasRed($0.items) }
        #expect(shrunk.items.count == 1)
        guard case .fill(let fill) = shrunk.items.first else { Issue.record("not a fill: \(shrunk.textDump)"); return }
        #expect(fill.path.elements.count == 2, "every droppable element dropped: \(fill.path.elements)")
        #expect(!fill.path.elements.contains { if case .cubic = $0 { return true } else { return false } })
    }
}

extension Paint {
    var kindName: String {
        switch self {
        case .solid: return "solid"
        case .axial: return "axial"
        case .radial: return "radial"
        }
    }
}
