import CPURaster
import Geometry
import Presentation
import Scenes
import Testing

/// What the aperture frames show, read from CPU renders at scale 0.5
/// (207×448 px: enough to see coverage, cheap in a debug build).
@Suite struct ApertureRenderTests {
    static let scale = 0.5

    static func render(at t: Double) throws -> Bitmap {
        try CPURenderer().render(ApertureSceneTests.scene.presentation(at: t).displayList(scale: scale))
    }

    /// The app screen's background, #F4F2EF: its red is far above the
    /// slate segments' (≤ 0x3C plus a 30 % white edge line ≈ 120).
    static func isAppBackground(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { p.0 > 200 }

    /// True outside the logo's band (white type, y ≈ 400…500 pt).
    static func isOutsideLogo(y: Int) -> Bool { Double(y) / scale < 380 || Double(y) / scale > 520 }

    /// Until the segments move (b/1.5 s), the ring hides the app entirely.
    @Test(arguments: [0.0, 0.8])
    func theRingCoversTheWholeScreenAtFirst(t: Double) throws {
        let frame = try Self.render(at: t)
        var open = 0
        for y in 0..<frame.height where Self.isOutsideLogo(y: y) {
            for x in 0..<frame.width where Self.isAppBackground(frame[x, y]) { open += 1 }
        }
        #expect(open == 0, "the app shows through at \(open) px")
    }

    /// Share of a frame's pixels where the app shows.
    static func openShare(_ frame: Bitmap) -> Double {
        var open = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where isAppBackground(frame[x, y]) { open += 1 }
        }
        return Double(open) / Double(frame.width * frame.height)
    }

    @Test func theScreenBeneathShowsOnceTheOverlayIsGone() throws {
        let frame = try Self.render(at: 2.0)
        // Points (pt) of the app's background or white cards: above the
        // clock, between title and card, between card and rows, below the
        // rows, the center.
        for p in [Point(10, 6), Point(300, 60), Point(207, 388), Point(207, 448), Point(60, 700), Point(400, 800)] {
            #expect(Self.isAppBackground(frame[Int(p.x * Self.scale), Int(p.y * Self.scale)]), "at \(p)")
        }
    }

    @Test func theRingOpensFromTheCenter() throws {
        // 0.2 s into the segments' motion the center is open while most of
        // the screen is covered; just before the overlay goes most shows.
        let early = try Self.render(at: 1.0667)
        #expect(Self.isAppBackground(early[103, 224]))
        let earlyShare = Self.openShare(early), lateShare = Self.openShare(try Self.render(at: 1.6))
        // Measured 0.33 and 0.77 when written.
        #expect(earlyShare > 0.1 && earlyShare < 0.5)
        #expect(lateShare > earlyShare)
    }
}
