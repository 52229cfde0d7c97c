import Comparison
import Foundation
import Support
import Testing

/// `ComparisonPage`: the HTML of `report.html` without a browser.
@Suite struct ComparisonPageTests {
    static let limits = ComparisonThresholds(maxMeanError: 0.5, minPSNR: 40, maxDifferingPixels: 10,
                                             channelThreshold: 32, minSSIM: 0.99)

    static func frame(_ number: Int, psnr: Double, imaged: Bool = false) -> FrameResult {
        let metrics = FrameMetrics(pixelCount: 100, psnr: psnr, meanError: psnr < 40 ? 0.7 : 0.1, maxError: psnr < 40 ? 90 : 3,
                                   differingPixels: psnr < 40 ? 25 : 0, threshold: 32, ssim: psnr < 40 ? 0.95 : 0.999)
        return FrameResult(number: number, time: Double(number) / 60, metrics: metrics,
                           violations: limits.violations(of: metrics), panelFile: imaged ? "x" : nil)
    }

    static func page(_ frames: [FrameResult], scene: String = "fuber", a: String = "gpu: llvmpipe, 4× MSAA",
                     command: String = "flipbook compare fuber") -> ComparisonPage {
        let report = ComparisonReport(scene: scene, a: a, b: "cpu", width: 80, height: 142, thresholds: limits, frames: frames)
        return ComparisonPage(report: report, command: command) { [scene] in
            FrameImageNames(prefix: "\(scene)-\(String(format: "%05d", $0))")
        }
    }

    /// The values of every `src="…"` and `href="…"` on the page.
    static func references(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?:src|href)=\"([^\"]*)\"")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
        }
    }

    @Test func escapingCoversEveryMarkupCharacter() {
        #expect(HTMLText.escaped("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(HTMLText.escaped("plain 漢字 ✓") == "plain 漢字 ✓")
        #expect(HTMLText.escaped("&amp;") == "&amp;amp;", "escaping twice shows the text, not the entity")
        #expect(HTMLText.fileURL("s#1?x%.png") == "s%231%3Fx%25.png")
        #expect(HTMLText.fileURL("javascript:alert(1)") == "javascript%3Aalert%281%29")
        #expect(HTMLText.fileURL("é \"q\".png") == "%C3%A9%20%22q%22.png")
    }

    /// Hostile scene names, sides and commands show as text: no tag, no
    /// attribute and no script of theirs reaches the page.
    @Test func everyOutsideStringIsEscaped() {
        let hostile = "<script>alert('x')</script>&\"onload=\""
        let html = Self.page([Self.frame(7, psnr: 30, imaged: true)], scene: hostile, a: "folder /tmp/<img src=x>",
                             command: "flipbook compare '\(hostile)'").html
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;onload=&quot;"))
        #expect(html.contains("folder /tmp/&lt;img src=x&gt;"))
        // The two script elements are the page's own.
        #expect(html.components(separatedBy: "<script").count == 3)
        for reference in Self.references(html) {
            #expect(!reference.contains("<") && !reference.contains("'") && !reference.contains(" "), "\(reference)")
        }
    }

    @Test func oneRowPerFrameWorstFirstWithTheVerdict() {
        let frames = [Self.frame(0, psnr: 50), Self.frame(1, psnr: 35, imaged: true), Self.frame(2, psnr: .infinity),
                      Self.frame(3, psnr: 20, imaged: true), Self.frame(4, psnr: 45)]
        let html = Self.page(frames).html
        let body = html.components(separatedBy: "<tbody>")[1].components(separatedBy: "</tbody>")[0]
        let rows = body.components(separatedBy: "<tr").dropFirst()
        #expect(rows.count == 5)
        // Worst first: PSNR 20, 35, 45, 50, inf.
        let numbers = rows.map { row in row.components(separatedBy: "<td>")[1].components(separatedBy: "<")[0] }
        #expect(numbers == ["3", "1", "4", "0", "2"])
        #expect(rows.filter { $0.hasPrefix(" class=o") }.count == 2)
        #expect(html.contains("id=\"verdict\" class=\"fail\">FAIL: 2 of 5 frames over the limits"))
        // The frame view opens on the worst frame with images.
        #expect(html.contains("<span id=\"vnum\">3</span>"))
        let passing = Self.page([Self.frame(0, psnr: 50), Self.frame(1, psnr: .infinity)]).html
        #expect(passing.contains("id=\"verdict\" class=\"pass\">PASS: all 2 frames within the limits"))
        #expect(passing.contains("No frame images: every frame is within the limits"))
    }

    /// Every reference is one of the images the page names (which
    /// `flipbook compare` writes), a relative file name with no folder.
    @Test func referencesAreTheImagesOfImagedFrames() throws {
        let frames = [Self.frame(0, psnr: 50, imaged: true), Self.frame(1, psnr: 35, imaged: true), Self.frame(2, psnr: 30)]
        let page = Self.page(frames)
        let references = Set(Self.references(page.html).map { $0.removingPercentEncoding ?? $0 })
        #expect(references.isSubset(of: Set(page.imageFiles)))
        #expect(references.isSuperset(of: ["fuber-00001.thumb.png", "fuber-00001.a.png", "fuber-00001.b.png",
                                            "fuber-00001.heat.png", "fuber-00000.compare.png"]))
        #expect(!references.contains("fuber-00000.thumb.png"), "thumbnails for frames over the limits only")
        #expect(page.imageFiles.count == 4 + 5)
        for reference in references { #expect(!reference.contains("/") && !reference.contains(":")) }
    }

    /// A filmstrip run shows its strip when it is in the page's folder,
    /// and names it otherwise.
    @Test func filmstripRunShowsItsStrip() {
        var page = Self.page([Self.frame(0, psnr: 30), Self.frame(1, psnr: 50)])
        page.filmstrip = ("out/strip #1.png", "strip #1.png")
        #expect(Self.references(page.html) == ["strip%20%231.png"])
        page.filmstrip = ("/elsewhere/<s>.png", nil)
        #expect(Self.references(page.html).isEmpty)
        #expect(page.html.contains("It is <code>/elsewhere/&lt;s&gt;.png</code>, outside this folder."))
    }

    /// The chart has one point per frame in each of its two lines and
    /// marks the limits.
    @Test func chartHasAPointPerFrameAndTheLimits() throws {
        let frames = (0..<7).map { Self.frame($0, psnr: $0 == 4 ? 30 : 50) }
        let html = Self.page(frames).html
        let lines = html.components(separatedBy: "<polyline points=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(lines.count == 2)
        for line in lines { #expect(line.split(separator: " ").count == 7) }
        #expect(html.components(separatedBy: "class=\"limit\"").count == 3)
        #expect(html.contains("d=\"M3.5 0H4.5V100H3.5Z\""), "frame 4, over the limits, is marked")
        #expect(html.contains("dashed: the limit, 40.00 dB"))
        // Errors 3 and 90 levels, threshold 32: the axis reaches 90, the threshold at 100 − 32/90·100 ≈ 64.
        #expect(html.contains("Max channel error, 0 to 90 levels; dashed: the threshold, 32 levels."))
        #expect(html.contains("<path class=\"limit\" d=\"M-0.5 64H6\"/>"))
    }

    /// 1 000 frames, every one over the limits with images (the largest
    /// table), stay under 200 KB of HTML.
    @Test func thousandFramesStayUnder200KB() {
        let frames = (0..<1000).map { Self.frame($0, psnr: 20 + Double($0 % 17)) }.map { frame -> FrameResult in
            var f = frame
            f.panelFile = "x"
            return f
        }
        let html = Self.page(frames, scene: "fuber-swiftui").html
        #expect(html.utf8.count < 200_000, "\(html.utf8.count) bytes")
        #expect(html.components(separatedBy: "<tr class=o>").count == 1001)
    }
}

/// The table's thumbnails: a one-pixel defect of a large frame still
/// shows, and the thumbnail fits `ComparisonPage.thumbnailBox`.
@Suite struct PageThumbnailTests {
    @Test func oneBadPixelShowsInTheThumbnail() throws {
        let a = solid(300, 500, [40, 40, 40, 255])
        var b = a
        // One pixel off by 200 levels in red, at (211, 377).
        b.pixels[4 * (377 * 300 + 211)] = 240
        let width = ComparisonPage.thumbnailWidth(width: 300, height: 500)
        #expect(width == 57, "the longer side (500 px) becomes 96 px: 300 · 96 / 500 = 57.6")
        let thumb = HeatMap.thumbnail(try DifferenceMap(a, b), over: a, threshold: 64, width: width)
        #expect(thumb.width == 57 && thumb.height == 95)
        var hot = 0
        for y in 0..<thumb.height {
            for x in 0..<thumb.width where thumb[x, y].0 == 255 { hot += 1 }
        }
        #expect(hot == 1, "max pooling keeps the one defect, as one red thumbnail pixel")
        #expect(ComparisonPage.thumbnailWidth(width: 40, height: 30) == 40, "never wider than the frame")
        #expect(ComparisonPage.thumbnailWidth(width: 1920, height: 1080) == 96)
    }
}
