import Geometry
import Testing
@testable import Timeline

/// What compiles into a track table, what falls back, and the packed layout
/// the GLSL twin reads.
@Suite struct TrackTableCompileTests {
    func compiles(_ animations: [Animation]) -> Bool {
        TrackTable(compiling: animations.map { TrackTable.Source(animation: $0) }) != nil
    }

    @Test func unsupportedAnimationsFallBack() {
        let spring = Animation(keyPath: "opacity", kind: .spring(from: .number(0), to: .number(1), by: nil,
                                                                  parameters: SpringParameters()))
        #expect(!compiles([spring]))
        #expect(!compiles([numberKeyframes("opacity", [0, 1, 0], mode: .cubic)]))
        let inner = Animation(keyPath: nil, kind: .group([opacityAnimation()]))
        #expect(!compiles([Animation(keyPath: nil, kind: .group([inner]))]))
        #expect(!compiles([numberKeyframes("cornerRadius", [0, 1])]))
        #expect(!compiles([numberKeyframes("transform.rotation.z", [0, 1])]))
        #expect(!compiles([Animation(keyPath: "position", kind: .basic(from: .point(.zero), to: .point(Point(1, 1)),
                                                                       by: nil))]))
        #expect(!compiles([Animation(keyPath: "opacity", kind: .basic(from: nil, to: .number(1), by: nil))]))
        #expect(!compiles([Animation(keyPath: nil, kind: .keyframe(values: [.number(1)], keyTimes: [],
                                                                   timingFunctions: [], calculationMode: .linear))]))
        #expect(!compiles([numberKeyframes("transform.scale", [1, 2], additive: true)]))
        #expect(!compiles([numberKeyframes("transform.scale", [1, 2]), numberKeyframes("transform.scale", [2, 3])]))
        var bent = TimingFunction.easeIn
        bent.c1x = -1
        #expect(!compiles([opacityAnimation(timingFunction: bent)]))
        let bit32 = TrackTable.Source(animation: opacityAnimation(), optionalBit: 32)
        #expect(TrackTable(compiling: [bit32]) == nil)
    }

    @Test func emptyKeyframesShowNothingAndAreLeftOut() throws {
        let table = try compiledTable([numberKeyframes("opacity", []), opacityAnimation()])
        #expect(table.nodes.count == 1)
    }

    @Test func packedLayoutRoundTripsAndHasTheDocumentedOffsets() throws {
        let track = numberKeyframes("instanceOffset", [0, 0, 1, 0], keyTimes: [0, 0.6, 0.7, 1],
                                    functions: [.linear, .easeOut], timing: MediaTiming(beginTime: 0.5, duration: 3),
                                    timingFunction: .easeIn, additive: true, cumulative: true)
        let group = Animation(keyPath: nil, kind: .group([track]),
                              timing: MediaTiming(duration: 3, timeOffset: 1.05, repeatCount: .infinity,
                                                  autoreverses: true, fillMode: .backwards),
                              isRemovedOnCompletion: false)
        let table = try compiledTable([group], bits: [2])
        let nodes = table.packedNodes, segments = table.packedSegments
        #expect(TrackTable.nodeStride == 16 && TrackTable.segmentStride == 8)
        #expect(nodes.count == 2 * 16 && segments.count == 3 * 8)
        #expect(TrackTable(packedNodes: nodes, packedSegments: segments) == table)
        func node(_ i: Int, _ f: TrackTable.NodeField) -> Double { nodes[i * 16 + f.rawValue] }
        func segment(_ i: Int, _ f: TrackTable.SegmentField) -> Double { segments[i * 8 + f.rawValue] }
        // The group: infinite, autoreversing, filling backwards, no slot.
        #expect(node(0, .activeDuration) == .infinity && node(0, .timeOffset) == 1.05)
        #expect(node(0, .timingFlags) == 3 && node(0, .parent) == -1 && node(0, .slot) == -1)
        #expect(node(0, .curveC1X) == TrackTable.noCurve && node(0, .optionalBit) == 2)
        // The track: a child, offset weight, interpolated + additive + cumulative.
        #expect(node(1, .beginTime) == 0.5 && node(1, .simpleDuration) == 3 && node(1, .activeDuration) == 3)
        #expect(node(1, .parent) == 0 && node(1, .slot) == 2 && node(1, .trackFlags) == 1 + 4 + 8)
        #expect(node(1, .curveC1X) == 0.42 && node(1, .curveC2Y) == 1)
        #expect(node(1, .firstSegment) == 0 && node(1, .segmentCount) == 3 && node(1, .optionalBit) == 2)
        #expect(segment(1, .t0) == 0.6 && segment(1, .t1) == 0.7 && segment(1, .v1) == 1)
        #expect(segment(1, .curveC2X) == 0.58 && segment(2, .curveC1X) == TrackTable.noCurve)
        #expect(TrackTable(packedNodes: Array(nodes.dropLast()), packedSegments: segments) == nil)
    }

    @Test func slotsNameTheirKeyPaths() {
        for slot in TrackTable.Slot.allCases { #expect(TrackTable.Slot(keyPath: slot.keyPath) == slot) }
        #expect(TrackTable.Slot(keyPath: "transform") == nil)
    }
}
