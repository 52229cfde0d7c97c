import Comparison

extension Help {
    static var compare: String {
        let t = ComparisonThresholds.default
        return """
        Usage: flipbook compare <scene> [--frames A:B | --time T] [--a SIDE --b SIDE] [options]

        Draws each frame on side A and side B, measures how they differ and exits
        0 when every frame is within the limits, 1 when one is over, 2 for usage or
        input errors. A side is gpu, cpu, or a folder of PNG frames written earlier
        by `flipbook render` (<scene>-<NNNNN>.png; ./gpu names a folder called gpu).
        Metrics are taken on premultiplied RGBA8, per frame:
          PSNR (dB, over all four channels), mean and max channel error (8-bit levels),
          pixels whose largest channel error exceeds --threshold, and SSIM (7×7 uniform
          windows, the lowest of the four channels' means; 1 = identical).

        Which frames (default: one loop of the scene):
          --frames A:B           frames A to B−1 (also 'A..<B', quoted for the shell;
                                 'A...B' includes B)
          --start A, --end B     frames A (default 0) to B−1 (default: the loop's end)
          --count N              N frames from --start, instead of --end
          --time T               one frame at T seconds
          --fps N                frames per second, or a ratio such as 30000/1001
                                 (default: the scene's)

        Sides and picture:
          --a SIDE               gpu, cpu or DIR (default gpu)
          --b SIDE               gpu, cpu or DIR (default cpu, the reference)
          --size WxH             frame size in pixels, fitted (--width, --height, --fit
                                 as for render); instead of --scale
          --canvas WxH           canvas in points (default: the scene's)
          --scale S              pixels per point (default 2)
          --compositing C        GPU compositing: fetch or float (default: the device's best)
          --device N             GPU device index (see `flipbook devices`)
          --param NAME=VALUE     set a scene parameter (repeatable)
          -j, --jobs N           frames compared in parallel (default: all cores)

        Limits (defaults for two backends: no pixel off by more than 1 level; against a
        folder DIR: threshold 64, 64 px, mean 0.5, PSNR 40 dB, SSIM 0.99; README):
          --max-mean-error E     mean channel error, 8-bit levels (default \(ComparisonText.number(t.maxMeanError, 3)))
          --min-psnr DB          PSNR in dB (default \(ComparisonText.number(t.minPSNR, 1)))
          --max-differing-pixels N  pixels over --threshold (default \(t.maxDifferingPixels))
          --threshold T          channel error that makes a pixel differ (default \(t.channelThreshold))
          --min-ssim S           SSIM (default \(ComparisonText.number(t.minSSIM, 4)))

        Output:
          -o, --out DIR          folder for report.json and images, created if missing
                                 (default comparison)
          --keep-all             write <scene>-<NNNNN>.compare.png (A | heat map | B) for every
                                 frame, not only those over the limits
          --json                 print the report as JSON instead of text
          --filmstrip FILE.png   filmstrip mode: 25 frames spread over the chosen frames, A
                                 drawn in a shuffled order, B in time order from a separate copy
                                 of the scene; FILE.png shows A's strip | heat map | B's strip,
                                 5×5 tiles each (state carried between frames shows as a
                                 difference)
          -q, --quiet            no progress (a bar on a terminal, else a line every 10 s)

        The heat map is a dim gray copy of A, blue where pixels differ within the
        threshold (anti-aliasing) and red → yellow → white above it.

        """
    }
}
