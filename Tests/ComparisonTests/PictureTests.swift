import Comparison
import Geometry
import Testing

@Suite struct PictureTests {
    @Test func heatMapColorsEqualWithinAndOverThreshold() throws {
        // Pixel 0 equal (white in A), 1 off by 8 (within 32), 2 off by 40, 3 off by 255.
        let a = Bitmap(width: 4, height: 1, pixels: [255, 255, 255, 255, 100, 0, 0, 255, 100, 0, 0, 255, 255, 255, 255, 255])
        let b = Bitmap(width: 4, height: 1, pixels: [255, 255, 255, 255, 108, 0, 0, 255, 140, 0, 0, 255, 0, 0, 0, 255])
        let heat = HeatMap.make(try DifferenceMap(a, b), over: a, threshold: 32)
        #expect(heat.width == 4 && heat.height == 1)
        let p = (0..<4).map { heat[$0, 0] }
        // Equal: a quarter of A's luma as gray (255 · 0.25 = 63.75 → 64).
        #expect(p[0] == (64, 64, 64, 255))
        // Within: blue, 96 + 159·8/32 = 135.
        #expect(p[1] == (0, 0, 135, 255))
        // Over: red, green rising with √((40−32)/223) = 0.189 → 97.
        #expect(p[2].0 == 255 && p[2].1 == 97 && p[2].2 == 0)
        // The largest error is white.
        #expect(p[3] == (255, 255, 255, 255))
    }

    @Test func threePanelPlacesAHeatBWithGaps() {
        let a = solid(2, 2, [255, 0, 0, 255]), heat = solid(3, 1, [0, 255, 0, 255]), b = solid(1, 2, [0, 0, 255, 255])
        let panel = ThreePanel.make(a, heat, b)
        let gap = ThreePanel.gap
        #expect(panel.width == 2 + 3 + 1 + 2 * gap && panel.height == 2)
        #expect(panel[1, 1] == (255, 0, 0, 255))
        #expect(panel[2, 0] == (0, 0, 0, 0), "gap is transparent")
        #expect(panel[2 + gap, 0] == (0, 255, 0, 255))
        #expect(panel[2 + gap, 1] == (0, 0, 0, 0), "below the shorter panel is transparent")
        #expect(panel[5 + 2 * gap, 1] == (0, 0, 255, 255))
    }

    @Test func filmstripPicksSpreadFramesAndShufflesThem() {
        #expect(Filmstrip.picks(from: 60) == (0..<25).map { $0 * 60 / 25 })
        #expect(Filmstrip.picks(from: 60).last == 57)
        #expect(Filmstrip.picks(from: 7) == Array(0..<7))
        let order = Filmstrip.shuffledOrder(25)
        #expect(order.sorted() == Array(0..<25), "a permutation")
        #expect(order != Array(0..<25), "not time order")
        #expect(order == Filmstrip.shuffledOrder(25), "seeded: the same every run")
    }

    @Test func filmstripImageIsThreeGridsOfTiles() throws {
        let frames = (0..<25).map { k in solid(50, 20, [UInt8(k * 10), 0, 0, 255]) }
        var other = frames
        other[7] = solid(50, 20, [255, 255, 255, 255])
        let diffs = try zip(frames, other).map { try DifferenceMap($0, $1) }
        let strip = Filmstrip.image(a: frames, b: other, differences: diffs, threshold: 32)
        // Each grid: 5 tiles of 10 × 4 px with 2 px spacing around them.
        let grid = 2 + 5 * (10 + 2)
        #expect(strip.width == 3 * grid + 2 * ThreePanel.gap)
        #expect(strip.height == 2 + 5 * (4 + 2))
        // Tile 7 (row 1, column 2) of the heat grid is white (error 255).
        let x = grid + ThreePanel.gap + 2 + 2 * 12 + 5, y = 2 + 1 * 6 + 2
        #expect(strip[x, y] == (255, 255, 255, 255))
    }
}
