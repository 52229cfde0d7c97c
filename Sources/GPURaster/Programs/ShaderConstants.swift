import Timeline

/// The numbers Swift and the shaders must agree on, defined once, here:
/// `ShaderLibrary.source` hands them to every shader as
/// `#define NAME value` lines after its `#version` line, and no
/// Shaders/*.glsl file defines them itself (ShaderTests checks both).
enum ShaderConstants {
    /// "NAME value" per constant, in the form `ShaderLibrary.source` takes.
    static let defines: [String] = [
        // coverage.glsl (CONVEX): uniform array sizes.
        "COVERAGE_MAX_EDGES \(ConvexEdges.maximumCount)",
        // gradient.frag.glsl: uniform array sizes.
        "GRADIENT_MAX_STOPS \(GradientUniforms.maximumStops)",
        // fine.comp.glsl: the tile (work group) side, the stack's depth,
        // words per command.
        "COMPUTE_TILE_SIZE \(ComputeScene.tileSize)",
        "COMPUTE_STACK_DEPTH \(ComputeScene.maximumDepth)",
        "COMPUTE_COMMAND_WORDS \(ComputeScene.commandWords)u",
        // instance_tracks.glsl: uniform array sizes, the slots of a
        // track's output, and the timing-curve solver's bounds.
        "TRACK_MAX_NODES \(TrackTableUniforms.maximumNodes)",
        "TRACK_MAX_SEGMENTS \(TrackTableUniforms.maximumSegments)",
        "TRACK_SLOT_COUNT \(TrackTable.Slot.allCases.count)",
        "TRACK_NEWTON_ITERATIONS \(TimingFunction.newtonIterations)",
        "TRACK_BISECTION_ITERATIONS \(TimingFunction.bisectionIterations)",
        "TRACK_SOLVER_EPSILON \(float(TimingFunction.solverEpsilonFloat32))",
        "TRACK_NEWTON_MINIMUM_SLOPE \(float(TimingFunction.newtonMinimumSlope))",
        "TRACK_BOUNDARY_TOLERANCE \(float(TrackTable.boundaryToleranceFloat32))",
        "TRACK_NO_CURVE \(float(TrackTable.noCurve))",
    ]

    /// The names `defines` gives values to.
    static var names: [String] { defines.map { String($0.prefix { $0 != " " }) } }

    /// `value` rounded to float32 as a parenthesized GLSL float literal:
    /// Float's shortest text that reads back as the same float32, so the
    /// shader's constant is exactly `Float(value)` ("(1e-06)", "(-1.0)").
    static func float(_ value: Double) -> String { "(\(Float(value)))" }
}
