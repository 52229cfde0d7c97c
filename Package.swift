// swift-tools-version:6.0
// Flipbook: Core-Animation-style layer trees rendered headlessly to frames.
//
// After the C libraries, targets are listed in the order data flows in,
// the order README.md's "How it works" and "Where to read" use: the model
// (Geometry, Paths, Timeline, Layers); text onto layers (Text); what makes
// a scene (Scenes, SceneFile, Lottie, FlipbookQuartzCore, FlipbookUIKit);
// evaluation (Presentation); drawing (CPURaster, GPURaster); files
// (Output); checks (Comparison); a run's frames and its manifest (Frames,
// Manifest); benchmarks (Benchmarks); the command line (Terminal,
// OutputFolders, Parsing, FlipbookCLI, flipbook). Each Sources/<Target>/README.md says what it
// takes in and gives out. SwiftPM ignores the order. Most imports point
// back up the list; the exceptions are the scene makers' imports of
// Presentation (and Scenes' of CPURaster, for the Chimes tile). The
// raster backends never import each other.
import PackageDescription

/// Release builds of the per-frame stages drop the run-time exclusivity
/// checks (the compiler's static checks stay, and debug builds, which the
/// tests use, keep the run-time ones): they cost the CPU backend a large
/// share of its time on big tile grids (`flipbook bench tiles`; figures in
/// Sources/Benchmarks/README.md, "Figures behind the code").
let hotLoop: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "Flipbook",
    products: [
        .library(
            name: "Flipbook",
            targets: ["Support", "Geometry", "Paths", "Timeline", "Layers", "Text", "Scenes", "SceneFile", "Lottie",
                      "Presentation", "CPURaster", "GPURaster", "Output", "Comparison"]),
        // Core Animation's own names over the same model, for iOS code
        // (`#if canImport(QuartzCore) import QuartzCore #else import FlipbookQuartzCore #endif`).
        .library(name: "FlipbookQuartzCore", targets: ["FlipbookQuartzCore"]),
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    targets: [
        // C libraries from Debian packages: module map + shim header only.
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CEGL", path: "Sources/CEGL", pkgConfig: "egl",
                       providers: [.apt(["libegl-dev", "libgles-dev", "libgbm-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebp",
                       providers: [.apt(["libwebp-dev"])]),

        // The CPU backend's AVX2 kernels, chosen at run time (Swift has no
        // per-function instruction-set attribute): see its README.
        .target(name: "CPUKernels", exclude: ["README.md"], cSettings: [.unsafeFlags(["-ffp-contract=off", "-gdwarf-4"])]),

        // Checked input and stable number text, below every stage: files
        // read only when regular, numbers converted without traps.
        .target(name: "Support", exclude: ["README.md"]),

        // Pipeline stages, in flow order.
        .target(name: "Geometry", exclude: ["README.md"], swiftSettings: hotLoop),
        .target(name: "Paths", dependencies: ["Geometry"], exclude: ["README.md"], swiftSettings: hotLoop),
        .target(name: "Timeline", dependencies: ["Geometry", "Paths"], exclude: ["README.md"], swiftSettings: hotLoop),
        .target(name: "Layers", dependencies: ["Geometry", "Paths", "Timeline"], exclude: ["README.md"]),
        .target(name: "Text", dependencies: ["Geometry", "Paths", "Layers", "CFreeType"], exclude: ["README.md"]),
        .target(name: "Scenes", dependencies: ["Support", "Geometry", "Paths", "Timeline", "Layers", "Presentation",
                                              "CPURaster", "Text"],
                exclude: ["README.md"]),
        .target(name: "SceneFile", dependencies: ["Support", "Geometry", "Paths", "Timeline", "Layers", "Presentation", "Text"],
                exclude: ["SceneFile.schema.json", "README.md"]),
        // Lottie (Bodymovin) JSON onto Layers and Animations, as lottie-ios'
        // Core Animation engine maps it; reuses SceneFile's parser and limits.
        .target(name: "Lottie", dependencies: ["Support", "Geometry", "Paths", "Timeline", "Layers", "Presentation", "SceneFile"],
                exclude: ["README.md"]),
        // Core Animation's API (CALayer, CABasicAnimation, CATransaction, …) over
        // Layers and Timeline, on a scene clock. Never named QuartzCore: see its README.
        .target(name: "FlipbookQuartzCore", dependencies: ["Support", "Geometry", "Paths", "Timeline", "Layers", "Presentation", "Text"],
                exclude: ["README.md"]),
        // UIKit's view animation API (UIView.animate, UIBezierPath, UIColor) over FlipbookQuartzCore.
        .target(name: "FlipbookUIKit", dependencies: ["FlipbookQuartzCore", "Geometry", "Paths", "Timeline", "Layers",
                                                      "Text"],
                exclude: ["README.md"]),
        .target(name: "Presentation", dependencies: ["Support", "Geometry", "Paths", "Timeline", "Layers"], exclude: ["README.md"], swiftSettings: hotLoop),
        .target(name: "CPURaster", dependencies: ["Geometry", "Paths", "Presentation", "CPUKernels"], exclude: ["README.md"], swiftSettings: hotLoop),
        .target(name: "GPURaster", dependencies: ["Geometry", "Paths", "Timeline", "Layers", "Presentation", "CEGL"],
                exclude: ["README.md"], plugins: ["EmbedShaders"]),
        .target(name: "Output", dependencies: ["Support", "Geometry", "Presentation", "CPURaster", "CPNG", "CWebP"],
                exclude: ["README.md"]),
        .target(name: "Comparison", dependencies: ["Support", "Geometry", "Presentation", "Output"],
                exclude: ["README.md", "Images"]),
        // Which frames a run draws, on which threads or GPU pipeline,
        // written in what order; the manifest a run writes of them. Not in
        // a product.
        .target(name: "Frames", dependencies: ["Geometry", "Presentation", "CPURaster", "GPURaster"], exclude: ["README.md"]),
        .target(name: "Manifest", dependencies: ["Support", "Presentation", "Output", "Frames"], exclude: ["README.md"]),
        // The workloads and timing harness of `flipbook bench`; not in a product.
        .target(name: "Benchmarks", dependencies: ["Geometry", "Paths", "Timeline", "Layers", "Scenes", "Presentation",
                                                   "CPURaster", "GPURaster", "Output", "Frames"],
                exclude: ["README.md"]),
        // The bench page: benchmark results as one HTML page; not in a product.
        .target(name: "BenchPage", dependencies: ["Support"], exclude: ["README.md"]),
        // The command line's process: text sinks, one-line errors and exit
        // statuses, signals, the progress line. Not in a product.
        .target(name: "Terminal", exclude: ["README.md"]),
        // The folder a command writes into: made with its first file, file
        // names within limits, a render's claim on it. Not in a product.
        .target(name: "OutputFolders", dependencies: ["Support", "Presentation", "Frames", "Manifest", "Terminal"],
                exclude: ["README.md"]),
        // Commands declared once, parsed and explained: the hand-written
        // parser and help system. Not in a product.
        .target(name: "Parsing", dependencies: ["Support", "Presentation", "SceneFile", "Terminal"], exclude: ["README.md"]),
        .target(name: "FlipbookCLI", dependencies: ["Support", "Geometry", "Paths", "Timeline", "Layers", "Presentation",
                                                    "CPURaster", "GPURaster", "Output", "Comparison", "Text", "Scenes",
                                                    "SceneFile", "Lottie", "Frames", "Manifest", "Benchmarks",
                                                    "BenchPage", "Terminal", "Parsing", "OutputFolders"],
                exclude: ["README.md"], plugins: ["BuildInfo"]),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI", "Terminal"], exclude: ["README.md"]),

        // Build tools: Shaders/*.glsl embedded into GPURaster at build time;
        // the git commit recorded for flipbook --version.
        .plugin(name: "EmbedShaders", capability: .buildTool(), path: "tools/EmbedShaders"),
        .plugin(name: "BuildInfo", capability: .buildTool(), path: "tools/BuildInfo"),

        // Tests, one suite per stage, and the golden-file helpers they share.
        .target(name: "GoldenSupport", dependencies: ["Geometry", "Paths", "Layers", "Presentation", "CPURaster", "Output",
                                                     "SeededRandom"],
                path: "Tests/GoldenSupport", exclude: ["Features"]),
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .target(name: "TestFolders", path: "Tests/TestFolders"),
        // The repository itself: READMEs, declared imports (reads files only).
        .testTarget(name: "RepositoryTests"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "SeededRandom"]),
        .testTarget(name: "PathsTests", dependencies: ["Geometry", "Paths", "SeededRandom"]),
        .testTarget(name: "TimelineTests", dependencies: ["Geometry", "Paths", "Timeline", "SeededRandom"]),
        .testTarget(name: "LayersTests", dependencies: ["Geometry", "Paths", "Timeline", "Layers"]),
        .testTarget(name: "PresentationTests",
                    dependencies: ["Geometry", "Paths", "Timeline", "Layers", "Presentation", "Scenes", "Benchmarks"]),
        .testTarget(name: "CPURasterTests",
                    dependencies: ["Geometry", "Paths", "Presentation", "CPURaster", "Output", "GoldenSupport",
                                   "SeededRandom"]),
        .testTarget(name: "GPURasterTests",
                    dependencies: ["Geometry", "Paths", "Layers", "Presentation", "CPURaster", "GPURaster", "Output",
                                   "Scenes", "Benchmarks", "GoldenSupport"]),
        .testTarget(name: "OutputTests", dependencies: ["CPURaster", "Output", "SeededRandom", "CWebP"]),
        .testTarget(name: "ComparisonTests",
                    dependencies: ["Support", "Geometry", "Paths", "Presentation", "CPURaster", "GPURaster", "Output",
                                   "Comparison", "Scenes", "Text", "GoldenSupport", "SeededRandom"]),
        .testTarget(name: "BenchPageTests", dependencies: ["BenchPage"]),
        .testTarget(name: "TextTests", dependencies: ["Geometry", "Paths", "Text"]),
        .testTarget(name: "ScenesTests",
                    dependencies: ["Scenes", "Presentation", "CPURaster", "Output", "GoldenSupport", "FlipbookCLI",
                                   "Terminal", "SeededRandom"],
                    exclude: ["Goldens", "ContactSheets"]),
        .testTarget(name: "SceneFileTests",
                    dependencies: ["SceneFile", "Scenes", "Geometry", "Paths", "Timeline", "Layers", "Presentation",
                                   "CPURaster", "Output", "SeededRandom", "GoldenSupport"],
                    exclude: ["SceneFileData"]),
        .testTarget(name: "LottieTests",
                    dependencies: ["Lottie", "SceneFile", "Geometry", "Paths", "Timeline", "Layers", "Presentation",
                                   "CPURaster", "GPURaster", "Output", "GoldenSupport", "SeededRandom", "CWebP"],
                    exclude: ["Features", "Goldens"]),
        .testTarget(name: "FramesTests", dependencies: ["Frames"]),
        .testTarget(name: "ManifestTests", dependencies: ["Manifest", "Frames", "Output", "TestFolders"]),
        .testTarget(name: "CLITests", dependencies: ["Support", "TestFolders", "FlipbookCLI", "Frames", "Manifest", "Benchmarks", "Terminal",
                                                     "Parsing", "OutputFolders", "Geometry", "Output", "SeededRandom",
                                                     "CWebP"]),
        // The tutorials' own iOS code, ported only where Linux forces it, against the
        // built-in scenes frame for frame.
        .testTarget(name: "TutorialPortTests",
                    dependencies: ["FlipbookUIKit", "FlipbookQuartzCore", "Scenes", "Layers", "Presentation",
                                   "CPURaster", "Geometry", "Text"]),
        .testTarget(name: "QuartzCoreTests",
                    dependencies: ["FlipbookQuartzCore", "FlipbookUIKit", "Geometry", "Paths", "Timeline", "Layers",
                                   "Presentation", "CPURaster", "Output", "SceneFile", "FlipbookCLI", "Terminal",
                                   "Scenes"]),
    ]
)
