import Lottie
import Testing

/// Trims cut where Core Animation cuts strokeStart/strokeEnd: the segment
/// by the segments' lengths, the place within it by curve parameter.
@Suite struct LottieTrimMeasureTests {
    /// (10, 50) to (90, 50) as a cubic whose handles are uneven (the first
    /// on its vertex, the second at (50, 50)), then a line down to (90, 90):
    /// 80 + 40 points. Along the cubic x(t) = 10 + 120t² − 40t³.
    static let path = "{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": {\"c\": false, \"v\": [[10, 50], [90, 50], [90, 90]], "
        + "\"i\": [[0, 0], [-40, 0], [0, 0]], \"o\": [[0, 0], [0, 0], [0, 0]]}}}"

    static func strokeRange(s: Double, e: Double) throws -> [[Double]] {
        let lottie = try LottieTrimTests.lottie([path, LottieJSON.stroke(), LottieTrimTests.trim(s: "\(s)", e: "\(e)")])
        return try LottieTrimTests.pieces(lottie)
    }

    @Test func cutsWithinACurveByParameter() throws {
        // 50 %: 60 of 120 points, 3/4 of the cubic's length: t = 0.75,
        // x = 60.625, so 50.625 points of arc length.
        let range = try Self.strokeRange(s: 0, e: 50)
        #expect(range.count == 1)
        #expect(close(range.first?[0], 0))
        #expect(close(range.first?[1], 50.625 / 120, 1e-9))
        // 25 %: 30 points, 3/8 of the cubic: x(0.375) = 24.765625.
        let quarter = try Self.strokeRange(s: 25, e: 100)
        #expect(close(quarter.first?[0], 14.765625 / 120, 1e-9))
        #expect(close(quarter.first?[1], 1))
    }

    @Test func cutsOnALineByLength() throws {
        // 80 %: 96 points, 16 into the line.
        let range = try Self.strokeRange(s: 70, e: 80)
        #expect(close(range.first?[1], 0.8, 1e-12))
        // 70 %: 84 points, 4 into the line.
        #expect(close(range.first?[0], 0.7, 1e-12))
    }
}
