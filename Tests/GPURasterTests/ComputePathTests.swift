import CPURaster
import Geometry
import GoldenSupport
@testable import GPURaster
import Paths
import Presentation
import Scenes
import Testing

/// One compute-path renderer for the suite.
let sharedComputeRenderer: Result<GPURenderer, any Error> = Result { try GPURenderer(path: .compute) }

extension GPURasterTests {
    /// The compute path (fine.comp) against the CPU: the hand-written
    /// cases, every feature scene and every built-in scene at three scales,
    /// within `GPUTolerance`; mistakes made on purpose are caught; work is
    /// bounded and refused past the device's limit with one message.
    @Suite struct ComputePath {
        static func compare(_ list: DisplayList, on renderer: GPURenderer, name: String) throws -> GPUComparison {
            let cpu = try CPURenderer().render(list)
            let gpu = try renderer.render(list)
            let (comparison, report) = CPUReference.compare(gpu: gpu, cpu: cpu, edge: try CPUReference.edgeMask(of: list),
                                                            name: "compute-" + name)
            #expect(comparison.isWithinTolerance, "\(name): \(comparison); report: \(report ?? "none")")
            return comparison
        }

        @Test func theRendererSaysItsPath() throws {
            let renderer = try sharedComputeRenderer.get()
            #expect(renderer.path == .compute)
            #expect(renderer.compositing == nil)
            #expect(throws: GPUError.self) { try GPURenderer(path: .compute, compositing: .framebufferFetch) }
        }

        @Test(arguments: ComparisonCase.all)
        func everyCaseMatchesTheCPU(_ testCase: ComparisonCase) throws {
            _ = try Self.compare(testCase.list, on: sharedComputeRenderer.get(), name: testCase.name)
        }

        @Test(arguments: FeatureScenes.all.map(\.name))
        func everyFeatureSceneMatchesTheCPU(name: String) throws {
            let list = try #require(FeatureScenes.all.first { $0.name == name }).list
            _ = try Self.compare(list, on: sharedComputeRenderer.get(), name: "feature-" + name)
        }

        /// Every built-in scene at the start and the middle of its loop, at
        /// scales 2, 1 and 0.5 (tools/check-backends runs 25 frames each).
        @Test(arguments: BuiltInScenes.all.map(\.name))
        func everySceneMatchesTheCPUAtThreeScales(name: String) throws {
            let scene = try #require(BuiltInScenes.named(name)).make()
            for scale in [2.0, 1, 0.5] {
                for fraction in [0.0, 0.5] {
                    let list = try scene.presentation(at: scene.loopStart + scene.loopDuration * fraction)
                        .displayList(scale: scale)
                    _ = try Self.compare(list, on: sharedComputeRenderer.get(), name: "scene-\(name)-\(scale)-\(fraction)")
                }
            }
        }

        /// Twelve translucent squares stacked, each a third of a pixel
        /// further right: every pixel composites up to twelve items.
        static let stacked: DisplayList = {
            let colors = [Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.23), Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.31),
                          Color(red: 0.3, green: 0.9, blue: 0.2, alpha: 0.17)]
            let items = (0..<12).map { k in
                DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 4 + Double(k) / 3, y: 4, width: 40, height: 40)),
                                          transform: .identity, fillRule: .nonZero, paint: .solid(colors[k % 3])))
            }
            return DisplayList(width: 64, height: 48, items: items)
        }()

        /// Twenty-four faint squares (alpha 0.006, 1.53 levels each) on
        /// one another: rounded after each item they come to 27 levels,
        /// rounded once to 34.
        static let faint = DisplayList(width: 32, height: 32, items: (0..<24).map { _ in
            DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 4, y: 4, width: 24, height: 24)), transform: .identity,
                                      fillRule: .nonZero, paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.006))))
        })

        /// The comparison catches a skipped item in one tile (the stacked
        /// squares) and colors rounded once instead of after every item
        /// (the faint ones).
        @Test(arguments: [ComputeMutation.skipOneEntry, .roundOnce])
        func aDeliberateMistakeFailsTheComparison(_ mutation: ComputeMutation) throws {
            let list = mutation == .roundOnce ? Self.faint : Self.stacked
            let renderer = try GPURenderer(path: .compute)
            let cpu = try CPURenderer().render(list)
            let edge = try CPUReference.edgeMask(of: list)
            let right = GPUComparison(gpu: try renderer.render(list), cpu: cpu, edge: edge)
            #expect(right.isWithinTolerance, "\(right)")
            try renderer.setComputeMutation(mutation)
            let wrong = GPUComparison(gpu: try renderer.render(list), cpu: cpu, edge: edge)
            #expect(!wrong.isWithinTolerance, "\(mutation): \(wrong)")
        }

        /// 100 000 small squares in a 400 × 250 grid of 1-pixel cells,
        /// drawn exactly; the counts say every one was binned.
        @Test func aHundredThousandItemsMatchTheCPU() throws {
            var items: [DisplayItem] = []
            items.reserveCapacity(100_000)
            for k in 0..<100_000 {
                let x = Double(k % 400), y = Double(k / 400)
                let color = Color(red: Double(k % 7) / 6, green: Double(k % 5) / 4, blue: Double(k % 3) / 2, alpha: 0.8)
                items.append(.fill(FillItem(path: Path(rect: Rect(x: x + 0.25, y: y + 0.25, width: 0.75, height: 0.75)),
                                            transform: .identity, fillRule: .nonZero, paint: .solid(color))))
            }
            let list = DisplayList(width: 400, height: 250, items: items)
            let renderer = try sharedComputeRenderer.get()
            let cpu = try CPURenderer().render(list)
            let gpu = try renderer.render(list)
            let comparison = GPUComparison(gpu: gpu, cpu: cpu, edge: Array(repeating: false, count: 400 * 250))
            #expect(comparison.isWithinTolerance, "\(comparison)")
            #expect(renderer.lastComputeFrame.commands == 100_000)
            #expect(renderer.lastComputeFrame.entries >= 100_000)
        }

        /// A frame whose buffer passes the device's limit is refused with
        /// one line naming it, and the next frame draws.
        @Test func aFramePastTheBufferLimitIsRefused() throws {
            let renderer = try GPURenderer(path: .compute)
            let list = DisplayList(width: 64, height: 64, items: Self.stacked.items)
            renderer.computeBufferLimit = 1024
            do {
                _ = try renderer.render(list)
                Issue.record("a frame past the limit drew")
            } catch let error as GPUError {
                #expect(error.kind == .unsupported)
                #expect(error.message.contains("storage-buffer limit"), "\(error.message)")
            }
            renderer.computeBufferLimit = 1 << 27
            let cpu = try CPURenderer().render(list)
            #expect(GPUComparison(gpu: try renderer.render(list), cpu: cpu,
                                  edge: try CPUReference.edgeMask(of: list)).isWithinTolerance)
        }

        /// Groups nested deeper than the stack are refused, not drawn wrong.
        @Test func groupsDeeperThanTheStackAreRefused() throws {
            var item = DisplayItem.fill(FillItem(path: Path(rect: Rect(x: 2, y: 2, width: 10, height: 10)),
                                                 transform: .identity, fillRule: .nonZero, paint: .solid(.white)))
            for _ in 0..<(ComputeScene.maximumDepth + 1) {
                item = .group(GroupItem(items: [item, item], opacity: 0.9))
            }
            let deep = DisplayList(width: 16, height: 16, items: [item])
            #expect(throws: GPUError.self) { try sharedComputeRenderer.get().render(deep) }
        }
    }
}
