/// `flipbook bench --help`.
enum BenchHelp {
    static let text = """
    Usage: flipbook bench scene <scene> [--backend B] [--device N] [--compositing fetch|float] [--frames N]
                         [--canvas WxH] [--scale S | --size WxH] [--png-level L] [--param name=value] [--json]
           flipbook bench tiles [--grid CxR] [--size WxH] [--backend B] [--png [--png-level L]]
                         [--jobs N] [--frames N] [--runs N] [--ramp [--target-fps F]] [--json]
           flipbook bench png [--grid CxR] [--size WxH] [--frames N] [--engine flipbook|libpng]
                         [--filter F] [--json]

    bench scene: N frames spread over one loop of the scene on one thread,
    after a warm-up of 5 frames; every stage timed on its own (evaluate,
    display list, raster = the backend's render, PNG encode in memory) with
    median, p95, min and max per frame, plus the build, machine and backend.
      --frames N             frames measured (default 60)
      --canvas WxH           canvas in points (default: the scene's)
      --scale S, --size WxH  pixels per point (default 2), or the frame size in pixels

    bench tiles: the Fuber ripple grid at any tile count (the peer
    benchmark's grid: square cells covering the canvas, Chimes tiles with
    per-tile opacity, scale and offset, the Fuber logo on top). Frame f shows
    time f/60 s; each run renders frames 0 to N−1 after a warm-up; figures are
    the median run, in frames/s and tiles/s.
      --grid CxR             columns x rows of tiles (default 16x28)
      --size WxH             canvas in pixels (default 750x1334)
      --png                  also encode every frame and write it to a temporary
                             folder (removed afterwards), as `render` does
      --png-level L          0-9 (default 1): 1 Flipbook's fast encoder, 0 stored, 2-9 libpng
      --jobs N               frames rendered in parallel (default 1)
      --frames N, --runs N   frames per run and timed runs (default 120 and 5;
                             30 and 3 per probe with --ramp)
      --ramp                 find the largest grid holding --target-fps (default
                             60): tile count doubles from 64, then bisection
      --save-frame F         also write frame F to tiles_<W>x<H>_<C>x<R>_f<F>.png
      --json                 one JSON object instead of text

    On the GPU (bench scene, and bench tiles with one job) frames go through
    a pipeline: frame n+1 is evaluated and drawn while frame n is read back.
      --pipeline-depth N     frames in flight, 1-8 (default 2; 1 draws each
                             frame only after the one before is back)

    bench png: PNG encoding alone, on frame 30 of the tile workload: Flipbook's
    encoder at levels 1 and 0 with every row filter, and libpng at every zlib
    level, filter and strategy worth trying; RGBA and, for opaque frames, RGB;
    the median and minimum milliseconds of N encodings (default 5) and the
    file sizes.
      --grid CxR, --size WxH the workload, as for bench tiles
      --engine E             only flipbook or only libpng
      --filter F             only row filter F (none, sub, up, average, paeth,
                             adaptive)

    Measure release builds: swift build -c release --product flipbook.

    """
}
