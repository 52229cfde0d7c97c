import CPNG

/// A fast deflate compressor (RFC 1951) for PNG image data: one greedy
/// pass of LZ77 with three candidates per position and no chains or lazy
/// matching (CPNG's `flipbook_deflate_parse`). The first block of
/// `blockTokens` tokens is coded with dynamic Huffman codes from its own
/// symbol counts; every later block, of about `codedBlockBytes` input
/// bytes, is written during the parse in codes from the block before
/// (`DeflateBlock.parseCoded`); any block is stored when that is smaller.
/// Rendered frames are mostly runs, repeats of a pixel pair and repeats of
/// single pixels, which these probes find; what they miss costs some size,
/// not correctness.
struct FastDeflater {
    /// The pixel size in bytes: the shortest match looked for, the distance
    /// of a run, and half the key of the pair table. 3 suits RGB pixels, 4
    /// RGBA; other values count as the nearer of 3 and 4. Default: 4.
    var minimumMatch = 4
    /// Whether to look for matches at all; false writes stored blocks only
    /// (PNG level 0). Default: true.
    var findsMatches = true
    /// Whether the parse and the Huffman writing run their x86-64-v3
    /// builds (BMI1, BMI2 and AVX2; same tokens and bits as the plain
    /// ones); tests turn it off so that the plain builds run on this
    /// machine too. Default: `cpuIsX86V3`.
    var usesX86V3 = FastDeflater.cpuIsX86V3

    /// Whether the CPU has BMI1, BMI2 and AVX2 (x86-64 only, with the OS
    /// saving AVX registers), checked once.
    static let cpuIsX86V3: Bool = {
        #if arch(x86_64)
        return flipbook_has_x86_64_v3() != 0
        #else
        return false
        #endif
    }()

    /// Tokens in the first block (the only one kept as tokens): 2^15 tokens
    /// (128 KiB of them) fit in L2 cache with the hash tables, and a
    /// block's header (~0.1 KiB) is small beside what it codes.
    static let blockTokens = 1 << 15
    /// Input bytes a block coded up front spans (it ends with the match or
    /// literals past them): 2^19, 512 KiB. Smaller blocks barely shrink the
    /// file and build more Huffman codes (Sources/Benchmarks/README.md,
    /// "Figures behind the code").
    static let codedBlockBytes = 1 << 19
    /// Entries of each of the two hash tables (pixel pairs, single
    /// pixels): 2^14, 64 KiB of positions each (CPNG's
    /// `FLIPBOOK_DEFLATE_HASH_BITS`). Larger tables barely shrink the
    /// file, smaller ones grow it (`flipbook bench png`;
    /// Sources/Benchmarks/README.md, "Figures behind the code").
    static let hashBits = Int(FLIPBOOK_DEFLATE_HASH_BITS)
    /// Positions `compress` needs in its `table`: both hash tables.
    static let tableEntries = 2 << hashBits

    /// Bytes `compress` may write for `count` input bytes. The result is
    /// never larger than stored blocks (a block is stored when coding would
    /// not shrink it), but a block coded in codes fixed up front is written
    /// before that is known, at up to 16 bits an input byte (a literal's
    /// code is at most 15 bits, a match's at most 48 bits for 3 bytes or
    /// more) plus its header (at most 286 bytes) and the final empty block;
    /// then the bit writer's 8 bytes of slack.
    static func worstCaseSize(_ count: Int) -> Int {
        let storedBlocks = count / DeflateBlock.maximumStoredBlock + count / blockTokens + 2
        let codedBlocks = count / (blockTokens / 2) + 2
        return max(count + 5 * storedBlocks, 2 * count + 300 * codedBlocks) + 16
    }

    /// Compresses `count` bytes at `input` as raw deflate data into
    /// `destination` (at least `worstCaseSize(count)` bytes); returns the
    /// number of bytes written.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        FastPNGWorkspace.borrow { workspace in
            compress(input, count: count, into: destination, tokens: workspace.tokens, table: workspace.hashTable)
        }
    }

    /// `compress` with the memory it works in: `tokens` holds `blockTokens`
    /// tokens and `table` `tableEntries` positions. `final` (Default: true)
    /// ends the stream; false leaves it open for more data compressed on its
    /// own (a part of a frame, `FastPNGEncoder.parts`): the last block is not
    /// final and an empty stored block follows it, which ends the data on a
    /// byte, so the next part's bytes may simply follow. Its matches reach
    /// only within `input`.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>,
                  tokens: UnsafeMutablePointer<UInt32>, table: UnsafeMutablePointer<Int32>, final: Bool = true) -> Int {
        var writer = BitWriter(destination)
        if !findsMatches || count < 8 {
            DeflateBlock.writeStored(input, count: count, final: final, to: &writer)
        } else {
            // Far enough back that no position matches it.
            table.initialize(repeating: Int32.min / 2, count: Self.tableEntries)
            var block = DeflateBlock(tokens: tokens, usesX86V3: usesX86V3)
            let pixel = minimumMatch <= 3 ? 3 : 4
            // The first block is parsed into tokens and coded with codes
            // from its own counts; each later one is written as it is
            // parsed, in codes from the counts of the block before.
            var code: DeflateBlock.UpfrontCode?
            var position = 0
            while position < count {
                let start = position
                block.reset()
                if let code {
                    position = block.parseCoded(input, count: count, from: start, table: table, pixel: pixel, code: code,
                                                endsStream: final, to: &writer)
                } else {
                    position = parse(input, count: count, from: start, table: table, into: &block, pixel: pixel)
                    block.write(input: input + start, inputCount: position - start, final: final && position == count,
                                to: &writer)
                }
                if position < count { code = block.upfrontCodeForNext() }
            }
            if !final { DeflateBlock.writeStored(input + count, count: 0, final: false, to: &writer) }
        }
        writer.alignToByte()
        return writer.cursor - destination
    }

    /// Fills `block` with tokens for the input from `start` on, until the
    /// block is full or the input ends; returns where the block stops.
    /// The parse is CPNG's `flipbook_deflate_parse` (deflate_parse.h): each
    /// position tries, in order, the previous pixel (`pixel` bytes back: a
    /// run; runs do not enter the tables), the last position whose two
    /// pixels hashed alike (a match of two pixels or more), the last whose
    /// one pixel hashed alike. Against the single-pixel table alone, runs
    /// first make the gradients' frames smaller, the pair table the
    /// textured frames, and both cut the tokens to code, which is where the
    /// time goes (Sources/Benchmarks/README.md, "Figures behind the
    /// code").
    private func parse(_ input: UnsafePointer<UInt8>, count: Int, from start: Int, table: UnsafeMutablePointer<Int32>,
                       into block: inout DeflateBlock, pixel: Int) -> Int {
        var tokenCount: Int64 = 0
        var sink = flipbook_deflate_sink(tokens: block.tokens, entries: nil, distance_entries: nil,
                                         writer: flipbook_bit_writer())
        let end = block.counts.withUnsafeMutableBufferPointer { counts in
            DeflateTables.distanceTokenIndex.withUnsafeBufferPointer { distanceTokens in
                flipbook_deflate_parse(input, Int64(count), Int64(start), table, Int64(Self.blockTokens), 0,
                                       counts.baseAddress!, distanceTokens.baseAddress!, &sink, &tokenCount,
                                       Int32(pixel), usesX86V3 ? 1 : 0)
            }
        }
        block.tokenCount = Int(tokenCount)
        return Int(end)
    }
}
