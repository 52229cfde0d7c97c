import Foundation
import Geometry
@testable import Lottie
import Paths
import Testing

/// An ellipse drawn the other way (`d: 3`) starts where the clockwise one
/// does, at the top, and runs counter-clockwise (lottie-ios and lottie-web
/// mirror it; reversing its vertex list started it at the left, so its
/// trims landed a quarter turn away, as in the TypeFace samples).
@Suite struct LottieReversedEllipseTests {
    static func ellipse(size: Int, direction: Int) -> String {
        "{\"ty\": \"el\", \"d\": \(direction), \"p\": {\"a\": 0, \"k\": [50, 50]}, \"s\": {\"a\": 0, \"k\": [\(size), \(size)]}}"
    }

    /// A 60-wide reversed ellipse about (50, 50): from the top (50, 20)
    /// to the left (20, 50), the bottom, the right and back.
    @Test func reversedEllipseStartsAtTheTop() throws {
        let lottie = try LottieTrimTests.lottie([Self.ellipse(size: 60, direction: 3), LottieJSON.fill()])
        let elements = try LottieShapeTests.path(lottie, at: 0)
        #expect(elements.first == .move(Point(50, 20)), "\(elements)")
        let ends = elements.compactMap { e -> Point? in if case .cubic(_, _, let p) = e { return p }; return nil }
        #expect(ends == [Point(20, 50), Point(50, 80), Point(80, 50), Point(50, 20)], "\(ends)")
    }

    /// Trimmed to its first quarter (0…25 %), the reversed ellipse's
    /// stroke is the arc from the top to the left: (29, 29) on it is
    /// stroked, its mirror (70, 29) and the bottom-left (29, 70) are not.
    @Test func trimmedReversedEllipseRunsFromTheTopToTheLeft() throws {
        let lottie = try LottieTrimTests.lottie([Self.ellipse(size: 60, direction: 3),
                                                 LottieTrimTests.trim(s: "0", e: "25"), LottieJSON.stroke(width: 6)])
        #expect(try lottie.pixel(28, 28, at: 0)[3] == 255)
        #expect(try lottie.pixel(71, 28, at: 0)[3] == 0)
        #expect(try lottie.pixel(28, 71, at: 0)[3] == 0)
    }
}
