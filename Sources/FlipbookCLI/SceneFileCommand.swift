import Foundation
import Layers
import Lottie
import Output
import SceneFile
import Terminal

/// Scene files wherever a scene name is accepted (`Flipbook.scene(named:)`).
enum SceneFileCommand {
    /// PNG images, and WebP ones to read, through Output (Scenes does not
    /// link libpng or libwebp).
    static let png = SceneFileImageCodec(decodePNG: { try PNGDecoder.decode($0) },
                                         encodePNG: { try PNGEncoder().encode($0) },
                                         decodeWebP: { try WebPDecoder.decode($0) })

    /// True when `name` means a file: `-` (stdin), a path ending in .json,
    /// or anything with a slash. Built-in names have neither.
    static func isSceneFile(_ name: String) -> Bool {
        name == "-" || name.lowercased().hasSuffix(".json") || name.contains("/")
    }

    /// The scene in the file `name`, as `read` gives it (its images read
    /// only inside its folder and `input.assetFolders`; from stdin, only
    /// inside `input.assetFolders`), with the SHA-256
    /// (hex) of everything it was built from: the JSON bytes (from the file
    /// or from stdin), then each PNG the decoder read (a referenced file
    /// or an embedded data URI), in decoding order, each preceded by its
    /// length as 8 big-endian bytes. Manifests record it, so `--resume`
    /// notices an edited scene file and an edited image alike.
    ///
    /// Any problem is a usage error (exit 2) whose one line names the file
    /// and the place in it. A Lottie document (`LottieDecoder.isLottie`,
    /// decided by content unless `input.format` says) is imported instead;
    /// each of its warnings is written once to `warnings` (nil: not
    /// written) as `flipbook: warning: …`, or with `input.strict` the
    /// first is the error.
    static func load(_ name: String, input: SceneInput,
                     warnings: TextSink? = nil) throws -> (scene: Scene, digest: String) {
        guard input.parameters.isEmpty else {
            throw CLIError.usage("--param sets built-in scene parameters; scene file \(name) has none")
        }
        let inputs = SceneFileInputs()
        var decoder = SceneFileDecoder(images: SceneFileImageCodec(
            decodePNG: { bytes in
                inputs.record(bytes)
                return try PNGDecoder.decode(bytes)
            },
            encodePNG: png.encodePNG,
            decodeWebP: { bytes in
                inputs.record(bytes)
                return try WebPDecoder.decode(bytes)
            }))
        decoder.assetFolders = input.assetFolders
        do {
            let scene: Scene
            if name == "-" {
                let bytes = try readStandardInput(limit: decoder.limits.maximumFileBytes)
                inputs.recordDocument(bytes)
                scene = try isLottie(bytes, input: input, limits: decoder.limits)
                    ? lottie(bytes, file: "stdin", folder: nil, input: input, decoder: decoder, inputs: inputs,
                             warnings: warnings)
                    : decoder.decode(bytes, file: "stdin")
            } else {
                let bytes = try SceneFileReading.contents(of: name, maximumBytes: decoder.limits.maximumFileBytes,
                                                          limitName: "maximumFileBytes")
                inputs.recordDocument(bytes)
                scene = try isLottie(bytes, input: input, limits: decoder.limits)
                    ? lottie(bytes, file: name, folder: URL(fileURLWithPath: name).deletingLastPathComponent(),
                             input: input, decoder: decoder, inputs: inputs, warnings: warnings)
                    : decoder.decode(bytes, file: name, folder: URL(fileURLWithPath: name).deletingLastPathComponent())
            }
            return (scene, inputs.digest)
        } catch let failure as SceneFileReading.Failure {
            throw CLIError.usage(SceneFileError(failure.kind, failure.message, file: name).description)
        } catch let error as SceneFileError {
            throw CLIError.usage(error.description)
        }
    }

    /// Whether to read `bytes` as a Lottie document: as `input.format`
    /// says, else by content.
    private static func isLottie(_ bytes: [UInt8], input: SceneInput, limits: SceneFileLimits) -> Bool {
        switch input.format {
        case .auto: return LottieDecoder.isLottie(bytes, limits: limits)
        case .scene: return false
        case .lottie: return true
        }
    }

    /// A Lottie document's scene (canvas, frame rate and loop from the
    /// file; images through the scene-file `decoder`'s codec, limits and
    /// asset folders, relative to `folder`), its warnings written once each, or with
    /// `input.strict` the first one thrown.
    private static func lottie(_ bytes: [UInt8], file: String, folder: URL?, input: SceneInput,
                               decoder: SceneFileDecoder, inputs: SceneFileInputs, warnings: TextSink?) throws -> Scene {
        inputs.record(input.lottieReading)
        var lottie = LottieDecoder(images: decoder.images, limits: decoder.limits)
        lottie.assetFolders = decoder.assetFolders
        lottie.reading = input.lottieReading
        let imported = try lottie.decode(bytes, file: file, folder: folder)
        if input.strict, let first = imported.warnings.first {
            let more = imported.warnings.count > 1 ? " (and \(imported.warnings.count - 1) more)" : ""
            throw CLIError.usage("\(file): \(first)\(more); --strict refuses Lottie files with warnings")
        }
        guard !input.quiet else { return imported.scene }
        for warning in imported.warnings { warnings?.write("flipbook: warning: \(OneLine.escaping("\(file): \(warning)"))\n") }
        return imported.scene
    }

    private static func readStandardInput(limit: Int) throws -> [UInt8] {
        // One byte over the limit tells "at the limit" from "over it".
        let data = try FileHandle.standardInput.read(upToCount: limit + 1) ?? Data()
        guard data.count <= limit else {
            throw SceneFileError(.limit, "larger than \(limit) bytes (SceneFileLimits.maximumFileBytes)", file: "stdin")
        }
        return [UInt8](data)
    }
}

/// The bytes a scene file's scene was built from, gathered while it is
/// decoded (the image codec may be called from the decoder's thread only,
/// but the codec must be `Sendable`, hence the lock).
private final class SceneFileInputs: @unchecked Sendable {
    private let lock = NSLock()
    private var document: [UInt8] = []
    private var images: [[UInt8]] = []
    private var reading: [UInt8]?

    func recordDocument(_ bytes: [UInt8]) {
        lock.withLock { document = bytes }
    }

    func record(_ image: [UInt8]) {
        lock.withLock { images.append(image) }
    }

    /// A Lottie file read other than by default (`--lottie-reading`): it
    /// draws other frames, so the digest changes with it.
    func record(_ reading: LottieReading) {
        lock.withLock { self.reading = reading == .coreAnimation ? nil : Array("lottie-reading \(reading.rawValue)".utf8) }
    }

    /// SHA-256 (hex) of the document, then each image with its length as
    /// 8 big-endian bytes before it, then likewise a reading other than
    /// the default.
    var digest: String {
        lock.withLock {
            var hasher = SHA256()
            hasher.update(document)
            func lengthPrefixed(_ bytes: [UInt8]) {
                hasher.update((0..<8).map { UInt8(truncatingIfNeeded: UInt64(bytes.count) >> (56 - 8 * $0)) })
                hasher.update(bytes)
            }
            images.forEach(lengthPrefixed)
            if let reading { lengthPrefixed(reading) }
            return SHA256.hex(hasher.finalize())
        }
    }
}
