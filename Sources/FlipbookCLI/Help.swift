/// Help texts.
enum Help {
    static let commandNames = ["scenes", "inspect", "render", "compare", "bench", "devices", "manifest", "export"]

    static let overview = """
    flipbook: Core-Animation-style animations rendered headlessly

    Usage: flipbook <command> [options]

    Commands:
      scenes                 list the built-in scenes
      inspect <scene>        print the presentation tree or display list at a time
      render <scene>         render frames to PNG files
      compare <scene>        compare frames of two backends (or earlier PNGs) with metrics
      bench scene|tiles|png  measure frames/s per stage (use a release build)
      devices                list GPU devices and which one is used
      manifest merge|verify  combine shard manifests; check frames against a manifest
      export <scene>         write a scene as a JSON scene file

    <scene> is a built-in scene's name or a path to a .json scene file (- reads stdin).

    Options for every command:
      -h, --help             show help (`flipbook help <command>` for one command)
      --version              print the version and the git commit it was built from
      -o, -q, -v, -j         short for --out, --quiet, --verbose, --jobs where a
                             command has them
      --                     ends the options: every later word is an argument

    Exit status: 0 success, 1 comparison over its limits, 2 usage or input
    error, 3 runtime failure, 130 interrupted by Ctrl-C and 143 by SIGTERM (only
    whole files are left).

    """

    static func text(for command: String) -> String? {
        switch command {
        case "scenes": return scenes
        case "inspect": return inspect
        case "render": return render
        case "compare": return compare
        case "bench": return bench
        case "devices": return devices
        case "manifest": return manifest
        case "export": return ExportCommand.help
        default: return nil
        }
    }

    static let scenes = """
    Usage: flipbook scenes [--verbose | --json]

    Lists the built-in scenes, one per line: name and description.
      -v, --verbose          also print canvas size (points), loop length (seconds) and
                             each scene's parameters (set with --param name=value)
      --json                 all of that as one JSON object

    """

    static let inspect = """
    Usage: flipbook inspect <scene> [--time T] [--json | --display-list] [--scale S]

    Evaluates the scene at time T and prints its presentation tree.
      --time T               scene time in seconds (default 0)
      --json                 print JSON: {"scene", "time", "size", "layers": [{"name", "path",
                             "type", "properties", "instances"}]}; properties are keyed by Core
                             Animation key paths
      --display-list         print the device-space display list instead
      --scale S              pixels per point for --display-list (default 2)
      --param NAME=VALUE     set a scene parameter (repeatable; `flipbook scenes --verbose`)

    """

    static let render = """
    Usage: flipbook render <scene> [--time T | --frames A:B | --start A --count N | --duration D] [options]

    Renders frames as <scene>-<NNNNN>.png (frame number zero-padded to 5 digits)
    into the output folder. Each file is written under a temporary name and
    renamed, so an interrupted run (Ctrl-C) leaves only whole files.

    Which frames (default: one loop of the scene):
      --time T               one frame at T seconds (numbered round(T·fps))
      --frames A:B           frames A to B−1 (also 'A..<B', quoted for the shell;
                             'A...B' includes B); frame f is at loopStart + f/fps s
      --start A, --end B     frames A (default 0) to B−1 (default: the loop's end)
      --count N              N frames from --start, instead of --end
      --duration D           D seconds from the loop start: frames 0:ceil(D·fps)
      --fps N                frames per second, or a ratio such as 30000/1001
                             (default: the scene's, 60)

    Picture:
      --size WxH             the frames' size in pixels (as ffmpeg -s); the scale is
                             chosen to fit (--width W or --height H alone keeps the
                             aspect); instead of --scale
      --fit contain|cover    with --size: contain (default) shows the whole canvas,
                             centered, with transparent bars (black in y4m); cover
                             fills the frame, cropping the canvas on two sides
      --canvas WxH           canvas in points; the scene is centered in it
                             (default: the scene's own size)
      --scale S              pixels per point (default 2)
      --backend B            cpu, gpu or auto (default auto: a hardware GPU when there is
                             one, else the CPU, said on stderr)
      --device N             GPU device index (see `flipbook devices`)
      --compositing C        GPU compositing: fetch (framebuffer fetch, the CPU's bytes) or
                             float (float targets, within 1 level) (default: the best the
                             device offers)
      --param NAME=VALUE     set a scene parameter (repeatable; `flipbook scenes --verbose`)

    Output:
      --format F             png (default): files in --out; rgba or y4m: every frame on
                             stdout in order, for ffmpeg (rgba: straight RGBA8 frames;
                             y4m: YUV4MPEG2, BT.601 limited range, over black), e.g.
                             flipbook render fuber --format y4m |
                               ffmpeg -i - -pix_fmt yuv420p -movflags +faststart fuber.mp4
      --chroma 420|444       y4m chroma: 420 (default; what every player plays, and
                             the frame loses an odd last column or row) or 444
      --even                 drop an odd last column or row (video encoders need
                             even sizes); on by itself for y4m at 420
      -v, --verbose          say what will be rendered first; for rgba, the ffmpeg
                             input options that read the stream
      -o, --out DIR          output folder, created if missing (default frames)
      --png-level 0-9        compression: 1 (default) Flipbook's fast encoder; 0 stored,
                             no compression; 2-9 libpng with that zlib level (smaller
                             files, slower)
      -j, --jobs N           frames rendered in parallel (default: all cores)
      --contact-sheet FILE   also write a PNG grid of thumbnails of every frame
      -q, --quiet            errors only: no progress, notes or summary

    Across machines (png only):
      --shard K/N            render only frames f with f mod N = K (0 ≤ K < N); N shards
                             write exactly the files one run would
      --shard auto           K and N from CI variables (`flipbook help manifest`)
      --resume               keep frames whose files match the manifest or the journal
                             of an unfinished run; render only missing or damaged ones

    Every png run writes <scene>.manifest.json (shard K of N:
    <scene>.manifest-shard-K-of-N.json) beside the frames: settings, and each
    file's size and SHA-256. A folder that holds the scene's frames from other
    settings (scale, size, rate, parameters, backend) is refused, naming the
    difference, and so is a second render of the same manifest while one runs:
      --overwrite            remove the scene's frames and manifests there first

    Progress goes to stderr: a bar on a terminal; in a log, a line at least every
    10 s once a run has lasted that long. A one-line summary (frames, seconds,
    frames/s) ends every run.

    """

    /// `flipbook help bench`: the bench command's own text.
    static var bench: String { BenchHelp.text }

    static let devices = """
    Usage: flipbook devices [--json]

    Lists the GPU devices Flipbook can render on, in selection order: EGL
    device platform (hardware first), GBM on a DRM render node, Mesa
    surfaceless (llvmpipe). For each: platform, vendor, renderer, OpenGL ES
    and GLSL versions, and how it composites exactly (framebuffer fetch or
    float targets; a device with neither is unusable); * marks the one
    --backend gpu picks. EGL_PLATFORM=device|gbm|surfaceless restricts the
    search to one platform.

    """
}
