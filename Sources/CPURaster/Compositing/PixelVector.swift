/// One RGBA8 pixel as four float lanes (red, green, blue, alpha), for the
/// hot loops that do the same float operation on every channel. Each lane
/// computes exactly what the scalar per-channel code computes (the x86-64
/// baseline has no fused multiply-add, and Swift never contracts), so code
/// using these helpers gives the scalar code's bytes.
enum PixelVector {
    /// The four bytes of the pixel at `p` as one word, in memory order (so
    /// `floats` and `store` give them back in place; see `alpha(of:)`).
    @inline(__always)
    static func word(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
    }

    /// The alpha byte (the fourth in memory) of a pixel word from `word`.
    @inline(__always)
    static func alpha(of word: UInt32) -> UInt32 {
        #if _endian(little)
        return word >> 24
        #else
        return word & 0xFF
        #endif
    }

    /// A pixel word's four bytes as floats 0…255, lane i from byte i.
    @inline(__always)
    static func floats(_ word: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(word, to: SIMD4<UInt8>.self)))
    }

    /// The four bytes at `p` as floats 0…255 (one 32-bit load, widened).
    @inline(__always)
    static func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Float> {
        floats(word(p))
    }

    /// `Blender.byte` on every lane, stored as four bytes at `p`.
    @inline(__always)
    static func store(_ v: SIMD4<Float>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: bytes(v), as: UInt32.self)
    }

    /// `Blender.byte` on every lane, packed as the four bytes of a pixel
    /// (memory order red, green, blue, alpha).
    @inline(__always)
    static func bytes(_ v: SIMD4<Float>) -> UInt32 {
        unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: byteLanes(v)), to: UInt32.self)
    }

    /// `Blender.byte` on every lane, as lanes 0…255.
    ///
    /// `UInt8(min(max(v + 0.5, 0), 255))` truncates a value t in 0…255;
    /// the standard library's SIMD float → integer conversion is a generic
    /// call, so the truncation is done with the float adder instead: t +
    /// 2^23 rounds t to the nearest integer r, which sits in the low bits of
    /// the sum's encoding; where r > t (t rounded up) it is one too large.
    @inline(__always)
    static func byteLanes(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
        var t = v + 0.5
        t = t.replacing(with: 0, where: t .< 0)
        t = t.replacing(with: 255, where: t .> 255)
        let magic: Float = 8_388_608
        let sum = t + magic
        let rounded = unsafeBitCast(sum, to: SIMD4<UInt32>.self) &- 0x4B00_0000
        return rounded.replacing(with: rounded &- 1, where: (sum - magic) .> t)
    }

    /// Lanes 0…255 (or any UInt32 lanes, for `&0xFF`-masked channels) as floats.
    @inline(__always)
    static func floats(lanes: SIMD4<UInt32>) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: lanes))
    }
}
