import Presentation
import Support

/// The size in a PNG file's header, read without decoding the image.
package enum PNGHeader {
    /// Bytes up to the end of IHDR's width and height.
    package static let length = 24

    /// Width and height from the IHDR chunk (bytes 16–23, big-endian), or
    /// nil when the bytes do not start like a PNG.
    package static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= length else { return nil }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), h = be32(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// The size in the header of the file at `path`, or nil when it is not
    /// a regular file (read unopened: a FIFO never blocks) or does not
    /// start like a PNG.
    package static func size(ofFileAt path: String) -> (width: Int, height: Int)? {
        (try? RegularFile.prefix(atPath: path, count: length)).flatMap(size(of:))
    }
}
