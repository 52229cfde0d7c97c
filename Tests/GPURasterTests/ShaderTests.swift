import Glibc
@testable import GPURaster
import Testing

extension GPURasterTests {
    @Suite struct Shaders {
        /// Shaders/ beside Package.swift, found from this file's path.
        static let shaderDirectory: String = {
            var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
            parts.removeLast(3)
            return parts.joined(separator: "/") + "/Shaders"
        }()

        @Test func embeddedCopyMatchesShadersDirectoryByteForByte() throws {
            var onDisk: [String: String] = [:]
            for file in try listDirectory(Self.shaderDirectory) where file.hasSuffix(".glsl") {
                onDisk[String(file.dropLast(".glsl".count))] = try readFile("\(Self.shaderDirectory)/\(file)")
            }
            #expect(!onDisk.isEmpty, "no shaders in \(Self.shaderDirectory)")
            #expect(Set(onDisk.keys) == Set(EmbeddedShaders.sources.keys), "the EmbedShaders plugin embeds every Shaders/*.glsl")
            for (name, text) in onDisk {
                #expect(EmbeddedShaders.sources[name] == text, "\(name).glsl differs from its embedded copy (EmbedShaders plugin)")
            }
        }

        @Test func everyShaderNamesItsUniformTypeAndCPUTwinInItsFirstComment() {
            for (name, text) in EmbeddedShaders.sources {
                let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }.joined(separator: " ")
                #expect(header.contains("uniforms filled by"), "\(name)")
                #expect(header.contains("CPU twin:"), "\(name)")
            }
        }

        @Test func everyProgramLinksOnTheDevice() throws {
            let device = try GPUDevices.open(.auto)
            try device.context.makeCurrent()
            defer { device.context.releaseCurrent() }
            for compositing in [GPUCompositing.framebufferFetch, .floatTargets] {
                for filtering in [ImageFiltering.textureUnit, .shader] {
                let library = try ShaderLibrary(compositing: compositing, imageFiltering: filtering)
                // Six paints three ways, trapezoids, track probe, two grids two ways.
                #expect(library.all.count == 24)
                #expect(library.all.allSatisfy { $0.id != 0 })
                #expect(library.radial.convex.location("u_center") >= 0)
                #expect(library.radial.inside.location("u_focal") >= 0)
                #expect(library.axial.covered.location("u_start") >= 0)
                #expect(library.solid.convex.location("u_edges") >= 0)
                #expect(library.instancedImage.axisAligned.location("u_image") >= 0)
                }
            }
        }

        @Test func aBrokenShaderReportsTheDriverLog() throws {
            let device = try GPUDevices.open(.auto)
            try device.context.makeCurrent()
            defer { device.context.releaseCurrent() }
            let vertex = try ShaderLibrary.source("paint.vert")
            let broken = "#version 300 es\nprecision highp float;\nout vec4 o;\nvoid main() { o = undefinedThing; }\n"
            #expect {
                _ = try GLProgram(name: "broken", vertex: vertex, fragment: broken)
            } throws: { error in
                let message = (error as? GPUError)?.message ?? ""
                return message.hasPrefix("fragment shader of broken failed to compile: ")
                    && message.contains("undefinedThing") && !message.contains("\n")
            }
        }

        @Test func definesGoRightAfterTheVersionLine() throws {
            let source = try ShaderLibrary.source("gradient.frag", defines: ["RADIAL"])
            let lines = source.split(separator: "\n")
            let version = try #require(lines.firstIndex { $0.hasPrefix("#version") })
            #expect(lines[version + 1] == "#define RADIAL 1")
        }

        @Test func aDefineMayCarryAValue() throws {
            let lines = try ShaderLibrary.source("solid.frag", defines: ["CONVEX", "SOME_COUNT 3"]).split(separator: "\n")
            let version = try #require(lines.firstIndex { $0.hasPrefix("#version") })
            #expect(lines[version + 1] == "#define CONVEX 1")
            #expect(lines[version + 2] == "#define SOME_COUNT 3")
        }

        /// Constants shared with Swift come from `ShaderConstants` only:
        /// every shader is handed their Swift values, no shader file
        /// defines one itself, and each is used by some shader.
        @Test func sharedConstantsAreDefinedInSwiftOnly() throws {
            let names = ShaderConstants.names
            #expect(Set(names).count == names.count)
            for (name, text) in EmbeddedShaders.sources {
                for constant in names {
                    #expect(!text.contains("#define \(constant)"), "\(name).glsl defines \(constant) itself")
                    #expect(!text.contains("const float \(constant)"), "\(name).glsl defines \(constant) itself")
                }
            }
            for constant in names {
                #expect(EmbeddedShaders.sources.values.contains { $0.contains(constant) }, "no shader uses \(constant)")
            }
            let source = try ShaderLibrary.source("instanced_image.vert", defines: ["TRACKS"])
            for expected in ["COVERAGE_MAX_EDGES \(ConvexEdges.maximumCount)",
                             "GRADIENT_MAX_STOPS \(GradientUniforms.maximumStops)",
                             "TRACK_MAX_NODES \(TrackTableUniforms.maximumNodes)",
                             "TRACK_MAX_SEGMENTS \(TrackTableUniforms.maximumSegments)",
                             "TRACK_SLOT_COUNT 5", "TRACK_NEWTON_ITERATIONS 8", "TRACK_BISECTION_ITERATIONS 45",
                             "TRACK_SOLVER_EPSILON (1e-06)", "TRACK_NO_CURVE (-1.0)"] {
                #expect(source.contains("\n#define \(expected)\n"), "\(expected)")
            }
        }
    }
}

func listDirectory(_ path: String) throws -> [String] {
    guard let dir = opendir(path) else { throw POSIXError(errno) }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

func readFile(_ path: String) throws -> String {
    guard let file = fopen(path, "rb") else { throw POSIXError(errno) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&chunk, 1, chunk.count, file)
        if n == 0 { break }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

struct POSIXError: Error {
    let code: Int32
    init(_ code: Int32) { self.code = code }
}
