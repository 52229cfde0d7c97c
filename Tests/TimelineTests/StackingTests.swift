import Testing
@testable import Timeline

/// Several animations on one key path: later ones win while they show a
/// value; earlier fill-forwards ones show through afterwards.
@Suite struct StackingTests {
    static let long = opacityAnimation(from: 0, to: 10, timing: MediaTiming(duration: 10, fillMode: .forwards),
                                       removedOnCompletion: false)
    static let short = opacityAnimation(from: 50, to: 60, timing: MediaTiming(beginTime: 2, duration: 1))

    @Test(arguments: [(1.0, 1.0), (2.5, 55.0), (5.0, 5.0), (20.0, 10.0)])
    func laterOverridesWhileActive(t: Double, expected: Double) throws {
        #expect(near(try opacity([Self.long, Self.short], at: t), expected))
    }

    /// Order matters: the earlier-added one is beneath.
    @Test func earlierAddedIsBeneath() throws {
        #expect(near(try opacity([Self.short, Self.long], at: 2.5), 2.5))
    }

    @Test func laterFillForwardsWinsOverEarlierFill() throws {
        let later = opacityAnimation(from: 50, to: 60, timing: MediaTiming(beginTime: 2, duration: 1, fillMode: .both),
                                     removedOnCompletion: false)
        #expect(near(try opacity([Self.long, later], at: 20), 60))
        #expect(near(try opacity([Self.long, later], at: 0.5), 50))
    }

    /// An additive animation adds onto everything beneath it, including an
    /// earlier non-additive one.
    @Test func additiveStacksOnEarlierAnimations() throws {
        let bump = opacityAnimation(from: 0, to: 100, timing: MediaTiming(duration: 4), additive: true)
        #expect(near(try opacity([Self.long, bump], at: 1), 1 + 25))
        #expect(near(try opacity([bump, Self.long], at: 1), 1))
    }
}
