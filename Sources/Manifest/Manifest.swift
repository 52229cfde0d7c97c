import Foundation
import Frames
import Output
import Presentation
import Support

/// What a PNG render produced, written as JSON beside its frames: the
/// settings that decide every pixel and byte, which shard of the range the
/// run rendered, and each frame's file, size and SHA-256. It holds no
/// timestamps or host names, so the same render always writes the same
/// manifest, byte for byte; shards of one render differ only in `shard`
/// and `frames`.
package struct Manifest: Codable, Equatable {
    /// The manifest format this Flipbook writes and reads.
    package static let currentVersion = 1

    /// Format version: a reader refuses versions it does not know.
    package var manifestVersion = Manifest.currentVersion
    /// Everything that must agree between shards of one render.
    package var settings: RenderSettings
    /// The shard this run rendered; nil for an unsharded run or a merge.
    package var shard: Shard?
    /// One record per frame file, by frame number.
    package var frames: [FrameRecord]

    package init(settings: RenderSettings, shard: Shard?, frames: [FrameRecord]) {
        self.settings = settings
        self.shard = shard
        self.frames = frames
    }
}

/// The inputs that decide a frame's bytes. Two runs with equal settings
/// write identical files for every frame number they share.
package struct RenderSettings: Codable, Equatable {
    /// Flipbook's version (`flipbook --version`): the renderer's code.
    package var flipbook: String
    /// Scene name (a built-in's, or the scene file's `name`).
    package var scene: String
    /// SHA-256 (hex) of the scene file and the PNG images it read
    /// (`SceneFileCommand.load`), when the scene came from one (a path or
    /// stdin); nil for built-in scenes (their code is covered by `flipbook`).
    package var sceneFile: String?
    /// Every declared scene parameter with its value (given or default),
    /// written in a canonical form, so `--param count=5` and `count=5.0`
    /// agree.
    package var parameters: [String: String]
    /// First frame number of the whole range (before sharding).
    package var firstFrame: Int
    /// One past the last frame number of the whole range.
    package var endFrame: Int
    /// Frames per second: frame f is at loopStart + f/fps seconds.
    package var framesPerSecond: Double
    /// Canvas width in points.
    package var canvasWidth: Double
    /// Canvas height in points.
    package var canvasHeight: Double
    /// Pixels per point.
    package var scale: Double
    /// Frame width in pixels.
    package var pixelWidth: Int
    /// Frame height in pixels.
    package var pixelHeight: Int
    /// The backend that drew: "cpu" or "gpu".
    package var backend: String
    /// The GPU: renderer and OpenGL ES version strings; nil on the CPU.
    package var device: String?
    /// How the GPU composited ("framebuffer fetch", "float targets"); nil
    /// on the CPU.
    package var compositing: String?
    /// zlib compression level of the PNG files.
    package var pngLevel: Int

    package init(flipbook: String, scene: String, sceneFile: String?, parameters: [String: String], firstFrame: Int,
                 endFrame: Int, framesPerSecond: Double, canvasWidth: Double, canvasHeight: Double, scale: Double,
                 pixelWidth: Int, pixelHeight: Int, backend: String, device: String? = nil, compositing: String? = nil,
                 pngLevel: Int) {
        self.flipbook = flipbook
        self.scene = scene
        self.sceneFile = sceneFile
        self.parameters = parameters
        self.firstFrame = firstFrame
        self.endFrame = endFrame
        self.framesPerSecond = framesPerSecond
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.backend = backend
        self.device = device
        self.compositing = compositing
        self.pngLevel = pngLevel
    }
}

/// One frame file.
package struct FrameRecord: Codable, Equatable {
    /// The frame number.
    package var number: Int
    /// Scene time in seconds.
    package var time: Double
    /// File name inside the output folder: a plain name
    /// (`FrameRecord.fileNameProblem`), checked when a manifest or journal
    /// is decoded.
    package var file: String
    /// File size in bytes.
    package var bytes: Int
    /// SHA-256 of the file, lowercase hex.
    package var sha256: String

    enum CodingKeys: String, CodingKey { case number, time, file, bytes, sha256 }

    /// The record of `png`, the bytes of frame `number`'s file.
    package init(number: Int, time: Double, file: String, png: [UInt8]) {
        self.number = number
        self.time = time
        self.file = file
        bytes = png.count
        sha256 = SHA256.hex(SHA256.hash(png))
    }

    /// A record as a manifest or journal holds it.
    /// - Throws: `FrameRecord.FileNameError` when `file` is not a plain
    ///   file name, so no reader ever opens a path outside the folder.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        time = try container.decode(Double.self, forKey: .time)
        file = try container.decode(String.self, forKey: .file)
        bytes = try container.decode(Int.self, forKey: .bytes)
        sha256 = try container.decode(String.self, forKey: .sha256)
        if let problem = Self.fileNameProblem(file) {
            throw FileNameError(codingPath: container.codingPath + [CodingKeys.file], name: file, problem: problem)
        }
    }
}

extension Manifest {
    /// The manifest of `scene`'s unsharded run (or the merged one):
    /// `<scene>.manifest.json`; shard K of N writes
    /// `<scene>.manifest-shard-K-of-N.json`. Scenes sharing a folder, and
    /// shards sharing one, never overwrite each other's.
    package static func fileName(scene: String, shard: Shard?) -> String {
        shard.map { "\(scene).manifest-shard-\($0.index)-of-\($0.count).json" } ?? "\(scene).manifest.json"
    }

    /// Canonical JSON: sorted keys, two-space indent, trailing newline.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// Largest manifest read, bytes: 8 GiB, `FramePlan.maximumFrames`
    /// records of at most 800 bytes each (a record is about 230 bytes
    /// with a short scene name; a 255-byte file name and long numbers stay
    /// under 800), so every manifest a render can write is read, and an
    /// endless file is not.
    package static let maximumFileBytes = FramePlan.maximumFrames * 800

    /// Reads the manifest at `path` (a regular file: a FIFO or device is
    /// refused unopened).
    /// - Throws: exit 2 naming the file when it is unreadable, not a
    ///   manifest, of a newer format, or names a frame file that is not a
    ///   plain name inside its folder (`FrameRecord.fileNameProblem`).
    package static func read(_ path: String) throws -> Manifest {
        let data: Data
        do {
            data = Data(try RegularFile.contents(atPath: path, maximumBytes: maximumFileBytes))
        } catch {
            throw ManifestError.input("cannot read manifest \(path): \(error)")
        }
        if let version = (try? JSONDecoder().decode(VersionProbe.self, from: data))?.manifestVersion,
           version != currentVersion {
            throw ManifestError.input("\(path) is manifest version \(version); this flipbook reads version \(currentVersion)")
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data)
        } catch let error as FrameRecord.FileNameError {
            throw ManifestError.input("\(path): \(error)")
        } catch {
            throw ManifestError.input("\(path) is not a Flipbook manifest (\(Self.reason(error)))")
        }
    }

    private struct VersionProbe: Decodable { var manifestVersion: Int }

    /// A short reason for a decoding failure.
    private static func reason(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "bad value at \(path(context.codingPath))"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        let text = keys.map { key -> String in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
}
