import Foundation
@testable import Lottie
import Testing

/// A stroke listed after fills that follow one another with no path
/// between is drawn once per such fill, as lottie-ios's Core Animation
/// engine draws it (a fill with no path of its own takes the previous
/// fill's paths, and a stroke joins every render group before it).
@Suite struct LottieRepeatedStrokeTests {
    /// A 40 × 40 square at (50, 50) with `styles` after it in one shape
    /// layer; a half-opaque blue stroke 6 wide is "S".
    static func document(_ styles: [String], group: Bool = false) -> String {
        let stroke = "{\"ty\": \"st\", \"c\": {\"a\": 0, \"k\": [0,0,1,1]}, \"o\": {\"a\": 0, \"k\": 50}, "
            + "\"w\": {\"a\": 0, \"k\": 6}, \"lc\": 1, \"lj\": 1, \"ml\": 4}"
        var items = [LottieJSON.rect(center: "50,50", size: "40,40")]
        if group { items.append("{\"ty\": \"gr\", \"it\": []}") }
        items += styles.map { $0 == "S" ? stroke : $0 }
        return LottieJSON.document([LottieJSON.shapes("L", items.joined(separator: ","))])
    }

    /// The alpha (0…255) of the stroke's outer half, right of the fills
    /// at (71, 50): 50 % once is 128, twice 1 − ½² = 191, three times
    /// 1 − ½³ = 223.
    static let cases: [([String], Bool, Double)] = [
        (["red", "S"], false, 127.5),
        (["red", "green", "S"], false, 191.25),
        (["red", "green", "red", "S"], false, 223.125),
        (["S", "red", "green"], false, 127.5),
        (["red", "green", "S"], true, 127.5),
    ]

    @Test(arguments: 0..<cases.count)
    func strokeIsDrawnOncePerCopiedRenderGroup(_ index: Int) throws {
        let (names, group, alpha) = Self.cases[index]
        let styles = names.map { name -> String in
            switch name {
            case "red": return LottieJSON.fill()
            case "green": return LottieJSON.fill("0,1,0")
            default: return name
            }
        }
        let lottie = try LottieImport(json: Self.document(styles, group: group))
        let pixel = try lottie.pixel(71, 50, at: 0)
        #expect(abs(Double(pixel[3]) - alpha) <= 1 && abs(Double(pixel[2]) - alpha) <= 1, "\(names): \(pixel)")
        #expect(try lottie.pixel(50, 50, at: 0)[3] == 255, "the fills")
    }
}
