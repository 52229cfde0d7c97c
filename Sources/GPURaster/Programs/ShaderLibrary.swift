import CEGL

/// One paint's three programs: coverage from a convex polygon's edges
/// (CONVEX), from the coverage target a path's trapezoids were summed
/// into (COVERED), or 1 for pixels wholly inside (INSIDE).
struct PaintPrograms {
    let convex: GLProgram
    let covered: GLProgram
    let inside: GLProgram

    /// `fragment` (a paint shader, see composite.glsl) with `paint.vert`,
    /// compiled all three ways with `defines` and the compositing's.
    init(_ name: String, fragment: String, defines: [String] = [], compositing: GPUCompositing) throws(GPUError) {
        let base = defines + compositing.defines
        convex = try ShaderLibrary.program("\(name), convex", fragment: fragment, defines: base + ["CONVEX"])
        covered = try ShaderLibrary.program("\(name), covered", fragment: fragment, defines: base + ["COVERED"])
        inside = try ShaderLibrary.program("\(name), inside", fragment: fragment, defines: base + ["INSIDE"])
    }
}

/// An instanced grid's two programs: any convex quadrilaterals (QUAD), or
/// rectangles along the axes only (QUAD and AXIS_ALIGNED, coverage from
/// the box: about a third cheaper per pixel on llvmpipe).
struct QuadPrograms {
    let general: GLProgram
    let axisAligned: GLProgram

    /// Builds both with `build`, given the extra `#define`s.
    init(_ build: ([String]) throws(GPUError) -> GLProgram) throws(GPUError) {
        general = try build([])
        axisAligned = try build(["AXIS_ALIGNED"])
    }

    func callAsFunction(axisAligned isAxisAligned: Bool) -> GLProgram { isAxisAligned ? axisAligned : general }
}

/// Every program the renderer draws with, compiled and linked when the
/// renderer's context is made, from the sources embedded from Shaders/.
struct ShaderLibrary {
    let solid: PaintPrograms
    let axial: PaintPrograms
    let radial: PaintPrograms
    let image: PaintPrograms
    let group: PaintPrograms
    let maskedGroup: PaintPrograms
    /// A group shadow's two passes (shadow.frag with and without ACROSS).
    let shadowAcross: PaintPrograms
    let shadowDown: PaintPrograms
    /// The trapezoid pass: sums a path's pieces into the coverage target.
    let trapezoids: GLProgram
    /// A grid of one image, one instance per quad, in one draw call.
    let instancedImage: QuadPrograms
    /// The same grid placed by its compiled tracks, evaluated per instance
    /// in the vertex stage (instanced_image.vert with TRACKS).
    let instancedTracksImage: QuadPrograms
    /// instance_tracks.glsl's `trackValues()` alone, one point per
    /// instance, its results captured by transform feedback
    /// (`InstanceTrackProbe`); compiled here so a driver that cannot build
    /// the track evaluator fails at context creation, not mid-render.
    let trackProbe: GLProgram

    /// Builds all programs on the current context for `compositing` and
    /// `imageFiltering`; throws the first compile or link failure with the
    /// driver's log.
    init(compositing: GPUCompositing, imageFiltering: ImageFiltering) throws(GPUError) {
        let defines = compositing.defines
        solid = try PaintPrograms("solid", fragment: "solid.frag", compositing: compositing)
        axial = try PaintPrograms("axial", fragment: "gradient.frag", compositing: compositing)
        radial = try PaintPrograms("radial", fragment: "gradient.frag", defines: ["RADIAL"], compositing: compositing)
        image = try PaintPrograms("image", fragment: "image.frag", defines: imageFiltering.defines,
                                  compositing: compositing)
        group = try PaintPrograms("group", fragment: "group.frag", compositing: compositing)
        maskedGroup = try PaintPrograms("masked group", fragment: "group.frag", defines: ["MASK"],
                                        compositing: compositing)
        shadowAcross = try PaintPrograms("shadow across", fragment: "shadow.frag", defines: ["ACROSS"],
                                         compositing: compositing)
        shadowDown = try PaintPrograms("shadow down", fragment: "shadow.frag", compositing: compositing)
        trapezoids = try Self.program("trapezoids", vertex: "trapezoid.vert", fragment: "coverage.frag",
                                      defines: defines)
        instancedImage = try QuadPrograms { (axes: [String]) throws(GPUError) in
            try Self.program("instanced image", vertex: "instanced_image.vert", fragment: "image.frag",
                             defines: defines + imageFiltering.defines + ["INSTANCED", "QUAD"] + axes)
        }
        instancedTracksImage = try QuadPrograms { (axes: [String]) throws(GPUError) in
            try Self.instancedTracksImageProgram(compositing: compositing, imageFiltering: imageFiltering,
                                                 defines: axes)
        }
        // solid.frag never runs (rasterizer discard); GLSL ES 3.00 links
        // only whole programs, and it reads no vertex outputs.
        trackProbe = try Self.program("track probe", vertex: "instance_tracks.vert", fragment: "solid.frag",
                                      defines: defines + ["CONVEX"], feedback: InstanceTrackProbe.varyings)
    }

    /// instanced_image.vert with TRACKS and image.frag with INSTANCED and
    /// QUAD; `feedback` names vertex outputs to capture
    /// (`InstanceGridProbe`).
    static func instancedTracksImageProgram(compositing: GPUCompositing, imageFiltering: ImageFiltering,
                                            defines: [String] = [],
                                            feedback: [String] = []) throws(GPUError) -> GLProgram {
        try program(feedback.isEmpty ? "instanced tracks image" : "instanced tracks probe",
                    vertex: "instanced_image.vert", fragment: "image.frag", vertexDefines: ["TRACKS"],
                    defines: compositing.defines + imageFiltering.defines + ["INSTANCED", "QUAD"] + defines,
                    feedback: feedback)
    }

    static func program(_ name: String, vertex: String = "paint.vert", fragment: String,
                        vertexDefines: [String] = [], defines: [String] = [],
                        feedback: [String] = []) throws(GPUError) -> GLProgram {
        let vertexSource = try source(vertex, defines: vertexDefines)
        let fragmentSource = try source(fragment, defines: defines)
        return try GLProgram(name: "\(name) (\(vertex) + \(fragment))", vertex: vertexSource,
                             fragment: fragmentSource, feedback: feedback)
    }

    /// The embedded source of `name`, each `#include "library"` line
    /// replaced by that library's embedded text (GLSL ES has no includes;
    /// one level only: libraries include nothing), with `#define`s
    /// inserted right after its `#version` line (GLSL allows nothing but
    /// comments before it): first `defines`, each "NAME" (defined as 1) or
    /// "NAME value", then `ShaderConstants.defines`.
    static func source(_ name: String, defines: [String] = []) throws(GPUError) -> String {
        guard var text = EmbeddedShaders.sources[name] else {
            throw GPUError(.shader, "shader \(name).glsl is not embedded (no Shaders/\(name).glsl at build time)")
        }
        text = try resolvingIncludes(text, in: name)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let version = lines.firstIndex(where: { $0.hasPrefix("#version") }) else {
            throw GPUError(.shader, "shader \(name).glsl has no #version line")
        }
        let all = defines.map { $0.contains(" ") ? $0 : "\($0) 1" } + ShaderConstants.defines
        lines.insert(contentsOf: all.map { "#define \($0)" }, at: version + 1)
        return lines.joined(separator: "\n")
    }

    /// `text` with every `#include "library"` line replaced by the
    /// embedded library's text.
    private static func resolvingIncludes(_ text: String, in name: String) throws(GPUError) -> String {
        let prefix = "#include \""
        guard text.contains(prefix) else { return text }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix(prefix), line.hasSuffix("\"") else {
                lines.append(String(line))
                continue
            }
            let library = String(line.dropFirst(prefix.count).dropLast())
            guard let included = EmbeddedShaders.sources[library] else {
                throw GPUError(.shader, "shader \(name).glsl includes \(library).glsl, which is not embedded")
            }
            lines.append(included)
        }
        return lines.joined(separator: "\n")
    }
}
