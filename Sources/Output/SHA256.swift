import CPNG

/// SHA-256 (FIPS 180-4), for the frame hashes of render manifests.
/// Foundation on Linux has no CryptoKit, so Flipbook carries its own.
/// Feed bytes with `update` any number of times, then `finalize()`.
/// Not constant-time: it hashes public frame files, never secrets.
public struct SHA256: Sendable {
    /// Digest length in bytes (256 bits).
    public static let digestCount = 32
    /// Message block length in bytes (512 bits), fixed by the standard.
    static let blockCount = 64

    /// First 32 bits of the fractional parts of the square roots of the
    /// first 8 primes (FIPS 180-4 §5.3.3).
    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    /// First 32 bits of the fractional parts of the cube roots of the first
    /// 64 primes (FIPS 180-4 §4.2.2).
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Whether `update` compresses with the x86 SHA extensions (CPNG's
    /// `sha256_ni.h`) rather than the Swift rounds below: the same digest.
    /// Default: `cpuHasSHAExtensions`; tests turn it off to run both.
    var usesSHAExtensions = SHA256.cpuHasSHAExtensions

    /// Whether this CPU has the SHA extensions and SSE4.1 (cpuid, once).
    static let cpuHasSHAExtensions = flipbook_has_sha_ni() != 0

    private var state = initialState
    /// Bytes of an incomplete block, waiting for more input.
    private var pending: [UInt8] = []
    /// Message length so far in bytes.
    private var length: UInt64 = 0

    public init() {}

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Adds the bytes in `buffer` to the message.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var rest = buffer[...]
        if !pending.isEmpty {
            let taken = min(Self.blockCount - pending.count, rest.count)
            pending += rest.prefix(taken)
            rest = rest.dropFirst(taken)
            guard pending.count == Self.blockCount else { return }
            let block = pending
            pending = []
            block.withUnsafeBytes { compress(UnsafeRawBufferPointer($0)) }
        }
        let whole = rest.count / Self.blockCount * Self.blockCount
        if whole > 0 { compress(UnsafeRawBufferPointer(rebasing: rest.prefix(whole))) }
        pending += rest.dropFirst(whole)
    }

    /// The digest of everything added: 32 bytes. Pads a copy, so the
    /// hasher itself is unchanged.
    public func finalize() -> [UInt8] {
        var copy = self
        let bitLength = length &* 8
        // Padding: 0x80, zeros up to 56 mod 64, then the bit length (big-endian).
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (Self.blockCount + 55 - pending.count) % Self.blockCount)
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bitLength >> (56 - 8 * $0)) }
        copy.update(tail)
        precondition(copy.pending.isEmpty, "padding must end on a block boundary")
        return copy.state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    /// The SHA-256 digest of `bytes` (32 bytes).
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// `digest` as lowercase hexadecimal, two characters per byte.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }

    /// Runs the compression function over whole 64-byte blocks.
    private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        if usesSHAExtensions, let base = blocks.baseAddress {
            state.withUnsafeMutableBufferPointer { state in
                Self.roundConstants.withUnsafeBufferPointer { k in
                    flipbook_sha256_blocks_ni(state.baseAddress!, base.assumingMemoryBound(to: UInt8.self),
                                              blocks.count / Self.blockCount, k.baseAddress!)
                }
            }
            return
        }
        var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
        var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
        Self.roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                var offset = 0
                while offset < blocks.count {
                    // 1. Message schedule: 16 big-endian words, expanded to 64.
                    for i in 0..<16 {
                        w[i] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: offset + 4 * i, as: UInt32.self))
                    }
                    for i in 16..<64 {
                        let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] &>> 3)
                        let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] &>> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    // 2. 64 rounds on the working variables a…h.
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    for i in 0..<64 {
                        let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                        let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                        h = g; g = f; f = e; e = d &+ t1
                        d = c; c = b; b = a; a = t1 &+ t2
                    }
                    // 3. Add the block's result into the state.
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                    offset += Self.blockCount
                }
            }
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
    }
}

@inline(__always)
private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
    // Masking shifts: the plain ones check for overshift on every call.
    (x &>> n) | (x &<< (32 &- n))
}
