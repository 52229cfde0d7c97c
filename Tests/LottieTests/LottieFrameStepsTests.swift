@testable import Lottie
import Testing

/// `LottieFrameSteps`: frames one apart from an origin, counted before
/// they are made and derived from their index, so that sampling ends
/// however large the frame numbers (past 2^53, `f + 1 == f`).
@Suite struct LottieFrameStepsTests {
    /// Below 2^53 every step is a frame: origin, origin + 1, … before the end.
    @Test func stepsOfOneBelowTwoToThe53() {
        #expect(LottieFrameSteps.frames(from: 2.5, to: 6, through: false, maximum: 10) == [2.5, 3.5, 4.5, 5.5])
        #expect(LottieFrameSteps.frames(from: 3, to: 6, through: true, maximum: 10) == [3, 4, 5, 6])
        #expect(LottieFrameSteps.count(from: 3, to: 6, through: false) == 3)
        #expect(LottieFrameSteps.frames(from: 6, to: 3, through: true, maximum: 10).isEmpty)
    }

    /// Past 2^53 doubles are 2 (then 4, 8, …) apart: the frames are the
    /// distinct values origin + k rounds to, strictly increasing and
    /// inside the span, never more than the count.
    @Test(arguments: [9.1e15, 3e16, 1e17, 4e18])
    func distinctAndIncreasingPastTwoToThe53(origin: Double) {
        let end = origin + 40 * origin.ulp
        let count = LottieFrameSteps.count(from: origin, to: end, through: true)
        let frames = LottieFrameSteps.frames(from: origin, to: end, through: true, maximum: Int(count))
        #expect(!frames.isEmpty && frames.count <= Int(count))
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
        #expect(frames.first == origin && frames.allSatisfy { $0 <= end })
    }

    /// A span too long to sample is counted, not made: a double, compared
    /// with the limit by the caller.
    @Test func hugeSpansAreOnlyCounted() {
        #expect(LottieFrameSteps.count(from: 0, to: 1e300, through: false) == 1e300)
        #expect(LottieFrameSteps.count(from: -Double.greatestFiniteMagnitude, to: .greatestFiniteMagnitude,
                                       through: true) == .infinity)
    }
}
