import Testing
@testable import Output

/// SHA-256 against the FIPS 180-2 / NIST CAVS example vectors, and the
/// property that splitting the input across `update` calls never changes
/// the digest.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        // 448 bits: padding needs a second block.
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        // 896 bits.
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func knownVectors(message: String, digest: String) {
        #expect(SHA256.hex(SHA256.hash(Array(message.utf8))) == digest)
        var swift = SHA256()
        swift.usesSHAExtensions = false
        swift.update(Array(message.utf8))
        #expect(SHA256.hex(swift.finalize()) == digest, "Swift rounds")
    }

    /// Both compressions (the SHA extensions where the CPU has them, and
    /// the Swift rounds).
    @Test(arguments: [true, false]) func oneMillionA(extensions: Bool) {
        var hasher = SHA256()
        hasher.usesSHAExtensions = extensions && SHA256.cpuHasSHAExtensions
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(SHA256.hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Seeded random messages of 0…3000 bytes, fed in random pieces: the
    /// SHA extensions and the Swift rounds give one digest.
    @Test func extensionsMatchTheSwiftRounds() {
        var seed: UInt64 = 0xD16E_57
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<60 {
            let message = (0..<next(3001)).map { _ in UInt8(truncatingIfNeeded: next(256)) }
            var fast = SHA256(), swift = SHA256()
            swift.usesSHAExtensions = false
            var start = 0
            while start < message.count {
                let end = min(message.count, start + 1 + next(300))
                fast.update(Array(message[start..<end]))
                swift.update(Array(message[start..<end]))
                start = end
            }
            #expect(fast.finalize() == swift.finalize(), "\(message.count) bytes")
        }
    }

    /// Every length around the 55/56/64-byte padding boundaries, fed whole
    /// and in seeded random pieces, gives one digest.
    @Test func splittingNeverChangesTheDigest() {
        var seed: UInt64 = 0x5EED_5A11
        func next(_ bound: Int) -> Int {
            // 64-bit LCG (Knuth's MMIX constants): enough to pick split points.
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        for count in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000] {
            let message = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = SHA256.hash(message)
            var hasher = SHA256(), start = 0
            while start < count {
                let end = min(count, start + 1 + next(70))
                hasher.update(Array(message[start..<end]))
                start = end
            }
            #expect(hasher.finalize() == whole, "length \(count)")
            #expect(hasher.finalize() == whole, "finalize leaves the hasher unchanged")
        }
    }
}
