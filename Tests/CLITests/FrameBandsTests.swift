import CPURaster
@testable import FlipbookCLI
import Foundation
import Frames
import TestFolders
import Testing

/// The split of threads between frames and the bands of one frame
/// (`FrameBands`), and that a single frame drawn in bands on several
/// threads is the frame drawn on one thread, byte for byte, through
/// `render --time` and a one-frame `compare`.
@Suite struct FrameBandsTests {
    @Test(arguments: [
        // (frames, threads, threads per frame)
        (1, 1, 1), (1, 2, 2), (1, 16, 16), (2, 16, 8), (3, 16, 5), (5, 16, 3), (9, 16, 1), (16, 16, 1),
        (100, 16, 1), (100, 2, 1), (3, 2, 1), (2, 2, 1), (0, 4, 4), (1, 0, 1),
    ])
    func bandsFillTheThreadsFramesLeave(frames: Int, threads: Int, perFrame: Int) {
        #expect(FrameBands.threadsPerFrame(frames: frames, threads: threads) == perFrame)
    }

    /// Fewer frames than threads never asks for more threads than there are.
    @Test func framesTimesBandsStayWithinTheThreads() {
        for threads in 1...33 {
            for frames in 1...40 {
                let perFrame = FrameBands.threadsPerFrame(frames: frames, threads: threads)
                #expect(perFrame >= 1 && min(frames, threads) * perFrame <= threads, "\(frames) frames, \(threads) threads")
            }
        }
    }

    /// `render --time T` on 1, 3 and 8 threads (1, 3 and 8 bands) writes
    /// the same PNG bytes; the scenes have groups, shadows and instances.
    @Test(arguments: ["fuber", "aperture"])
    func oneFrameInBandsIsTheOneThreadFrame(scene: String) throws {
        let folder = try temporaryFolder()
        var pngs: [Data] = []
        for jobs in ["1", "3", "8"] {
            let out = folder.appendingPathComponent("jobs-\(jobs)")
            let r = flipbook(["render", scene, "--time", "0.7", "--scale", "1", "--backend", "cpu", "--jobs", jobs,
                              "--quiet", "--out", out.path])
            #expect(r.status == 0, "\(r.err)")
            let names = try files(in: out).filter { $0.hasSuffix(".png") }
            #expect(names.count == 1)
            pngs.append(try Data(contentsOf: out.appendingPathComponent(try #require(names.first))))
        }
        #expect(pngs[1] == pngs[0] && pngs[2] == pngs[0], "banded frames differ from the one-thread frame")
    }

    /// A one-frame compare of a one-thread render against the CPU in 4
    /// bands finds no difference at all.
    @Test func oneFrameCompareAgainstBandsFindsNoDifference() throws {
        let folder = try temporaryFolder()
        let whole = folder.appendingPathComponent("whole").path
        #expect(flipbook(["render", "fuber", "--time", "1.1", "--scale", "0.5", "--backend", "cpu", "--jobs", "1",
                          "--quiet", "--out", whole]).status == 0)
        let r = flipbook(["compare", "fuber", "--time", "1.1", "--scale", "0.5", "--a", whole, "--b", "cpu",
                          "--jobs", "4", "--quiet", "--out", folder.path + "/compare"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("max 0 "), "\(r.out)")
    }

    @Test func benchSceneTimesBands() throws {
        let r = flipbook(["bench", "scene", "equalizer", "--frames", "1", "--scale", "0.25", "--backend", "cpu",
                          "--bands", "3", "--json"])
        #expect(r.status == 0, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(json["bands"] as? Int == 3 && json["threads"] as? Int == 1)
        let zero = flipbook(["bench", "scene", "equalizer", "--bands", "0"])
        #expect(zero.status == 2 && zero.err.contains("--bands must be an integer 1…1024"), "\(zero.err)")
    }

    /// `--threads N` draws on N threads in the automatic band count.
    @Test func benchSceneTimesThreads() throws {
        let r = flipbook(["bench", "scene", "equalizer", "--frames", "1", "--scale", "0.5", "--backend", "cpu",
                          "--threads", "2", "--json"])
        #expect(r.status == 0, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let sides = try #require((json["pixels"] as? String)?.split(separator: "x").compactMap { Int($0) })
        try #require(sides.count == 2)
        #expect(json["threads"] as? Int == 2)
        #expect(json["bands"] as? Int == CPURenderer.automaticBands(width: sides[0], height: sides[1], threads: 2))
        #expect((json["bands"] as? Int ?? 0) > 2, "more bands than threads")
    }
}
