import Comparison
import Foundation
import Testing

@Suite struct ReportTests {
    static let limits = ComparisonThresholds(maxMeanError: 0.5, minPSNR: 40, maxDifferingPixels: 10,
                                             channelThreshold: 32, minSSIM: 0.99)

    func metrics(psnr: Double = 50, mean: Double = 0.1, differing: Int = 0, ssim: Double = 0.999) -> FrameMetrics {
        FrameMetrics(pixelCount: 100, psnr: psnr, meanError: mean, maxError: 40, differingPixels: differing,
                     threshold: 32, ssim: ssim)
    }

    @Test func eachLimitIsCheckedOnItsOwn() {
        #expect(Self.limits.violations(of: metrics()).isEmpty)
        #expect(Self.limits.violations(of: metrics(mean: 0.51)) == ["mean error 0.510 > 0.500"])
        #expect(Self.limits.violations(of: metrics(psnr: 39.99)) == ["PSNR 39.99 dB < 40.00 dB"])
        #expect(Self.limits.violations(of: metrics(differing: 11)) == ["11 px differ by more than 32 > 10"])
        #expect(Self.limits.violations(of: metrics(ssim: 0.98)) == ["SSIM 0.98000 < 0.99000"])
        // Limits are inclusive.
        #expect(Self.limits.violations(of: metrics(psnr: 40, mean: 0.5, differing: 10, ssim: 0.99)).isEmpty)
    }

    @Test func worstFrameHasTheLowestPSNRAndTheJSONParses() throws {
        let frames = [
            FrameResult(number: 3, time: 0.05, metrics: metrics(psnr: .infinity, mean: 0, ssim: 1), violations: []),
            FrameResult(number: 4, time: 0.0667, metrics: metrics(psnr: 38, mean: 0.6), violations: ["x \"quoted\""],
                        panelFile: "s-00004.compare.png"),
            FrameResult(number: 5, time: 0.0833, metrics: metrics(psnr: 45), violations: []),
        ]
        let report = ComparisonReport(scene: "s", a: "gpu", b: "folder a\\b", width: 10, height: 10,
                                      thresholds: Self.limits, frames: frames)
        #expect(report.worst?.number == 4)
        #expect(report.overCount == 1)
        #expect(report.summary.contains("1 of 3 frames over limits"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["worst"] as? Int == 4)
        #expect(json["passed"] as? Bool == false)
        #expect(json["b"] as? String == "folder a\\b")
        let list = try #require(json["frames"] as? [[String: Any]])
        #expect(list.count == 3)
        #expect(list[0]["psnr"] is NSNull, "infinite PSNR is null in JSON")
        #expect(list[1]["psnr"] as? Double == 38)
        #expect(list[1]["panel"] as? String == "s-00004.compare.png")
        #expect((list[1]["violations"] as? [String]) == ["x \"quoted\""])
        let thresholds = try #require(json["thresholds"] as? [String: Any])
        #expect(thresholds["threshold"] as? Int == 32)
    }

    @Test func frameLineNamesTheVerdict() {
        let ok = FrameResult(number: 12, time: 0.2, metrics: metrics(), violations: [])
        #expect(ok.line == "frame 00012 t=0.2000 s  PSNR 50.00 dB  mean 0.100  max 40  >32: 0 px  SSIM 0.99900  ok")
        let over = FrameResult(number: 1, time: 0, metrics: metrics(), violations: ["a", "b"])
        #expect(over.line.hasSuffix("OVER: a, b"))
    }
}
