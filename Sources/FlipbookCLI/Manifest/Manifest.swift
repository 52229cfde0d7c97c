import Foundation
import Output
import Presentation

/// What a PNG render produced, written as JSON beside its frames: the
/// settings that decide every pixel and byte, which shard of the range the
/// run rendered, and each frame's file, size and SHA-256. It holds no
/// timestamps or host names, so the same render always writes the same
/// manifest, byte for byte; shards of one render differ only in `shard`
/// and `frames`.
struct Manifest: Codable, Equatable {
    /// The manifest format this Flipbook writes and reads.
    static let currentVersion = 1

    /// Format version: a reader refuses versions it does not know.
    var manifestVersion = Manifest.currentVersion
    /// Everything that must agree between shards of one render.
    var settings: RenderSettings
    /// The shard this run rendered; nil for an unsharded run or a merge.
    var shard: Shard?
    /// One record per frame file, by frame number.
    var frames: [FrameRecord]
}

/// The inputs that decide a frame's bytes. Two runs with equal settings
/// write identical files for every frame number they share.
struct RenderSettings: Codable, Equatable {
    /// Flipbook's version (`flipbook --version`): the renderer's code.
    var flipbook: String
    /// Scene name (a built-in's, or the scene file's `name`).
    var scene: String
    /// SHA-256 (hex) of the scene file and the PNG images it read
    /// (`SceneFileCommand.load`), when the scene came from one (a path or
    /// stdin); nil for built-in scenes (their code is covered by `flipbook`).
    var sceneFile: String?
    /// Every declared scene parameter with its value (given or default),
    /// written in a canonical form, so `--param count=5` and `count=5.0`
    /// agree.
    var parameters: [String: String]
    /// First frame number of the whole range (before sharding).
    var firstFrame: Int
    /// One past the last frame number of the whole range.
    var endFrame: Int
    /// Frames per second: frame f is at loopStart + f/fps seconds.
    var framesPerSecond: Double
    /// Canvas width in points.
    var canvasWidth: Double
    /// Canvas height in points.
    var canvasHeight: Double
    /// Pixels per point.
    var scale: Double
    /// Frame width in pixels.
    var pixelWidth: Int
    /// Frame height in pixels.
    var pixelHeight: Int
    /// The backend that drew: "cpu" or "gpu".
    var backend: String
    /// The GPU: renderer and OpenGL ES version strings; nil on the CPU.
    var device: String?
    /// How the GPU composited ("framebuffer fetch", "float targets"); nil
    /// on the CPU.
    var compositing: String?
    /// zlib compression level of the PNG files.
    var pngLevel: Int
}

/// One frame file.
struct FrameRecord: Codable, Equatable {
    /// The frame number.
    var number: Int
    /// Scene time in seconds.
    var time: Double
    /// File name inside the output folder: a plain name
    /// (`FrameRecord.fileNameProblem`), checked when a manifest or journal
    /// is decoded.
    var file: String
    /// File size in bytes.
    var bytes: Int
    /// SHA-256 of the file, lowercase hex.
    var sha256: String

    enum CodingKeys: String, CodingKey { case number, time, file, bytes, sha256 }

    /// The record of `png`, the bytes of frame `number`'s file.
    init(number: Int, time: Double, file: String, png: [UInt8]) {
        self.number = number
        self.time = time
        self.file = file
        bytes = png.count
        sha256 = SHA256.hex(SHA256.hash(png))
    }

    /// A record as a manifest or journal holds it.
    /// - Throws: `FrameRecord.FileNameError` when `file` is not a plain
    ///   file name, so no reader ever opens a path outside the folder.
    init(from decoder: any Decoder) throws {
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
    static func fileName(scene: String, shard: Shard?) -> String {
        shard.map { "\(scene).manifest-shard-\($0.index)-of-\($0.count).json" } ?? "\(scene).manifest.json"
    }

    /// Canonical JSON: sorted keys, two-space indent, trailing newline.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }

    /// Largest manifest read, bytes: 8 GiB, `FramePlan.maximumFrames`
    /// records of at most 800 bytes each (a record is about 230 bytes
    /// with a short scene name; a 255-byte file name and long numbers stay
    /// under 800), so every manifest a render can write is read, and an
    /// endless file is not.
    static let maximumFileBytes = FramePlan.maximumFrames * 800

    /// Reads the manifest at `path` (a regular file: a FIFO or device is
    /// refused unopened).
    /// - Throws: exit 2 naming the file when it is unreadable, not a
    ///   manifest, of a newer format, or names a frame file that is not a
    ///   plain name inside its folder (`FrameRecord.fileNameProblem`).
    static func read(_ path: String) throws -> Manifest {
        let data: Data
        do {
            data = Data(try RegularFile.contents(atPath: path, maximumBytes: maximumFileBytes))
        } catch {
            throw CLIError.usage("cannot read manifest \(path): \(error)")
        }
        if let version = (try? JSONDecoder().decode(VersionProbe.self, from: data))?.manifestVersion,
           version != currentVersion {
            throw CLIError.usage("\(path) is manifest version \(version); this flipbook reads version \(currentVersion)")
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data)
        } catch let error as FrameRecord.FileNameError {
            throw CLIError.usage("\(path): \(error)")
        } catch {
            throw CLIError.usage("\(path) is not a Flipbook manifest (\(Self.reason(error)))")
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
