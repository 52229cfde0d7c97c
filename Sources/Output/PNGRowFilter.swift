/// The PNG row filters (PNG spec §9) as `FastPNGEncoder` applies them:
/// each byte becomes its difference from a prediction made of the byte one
/// pixel to the left (a), the byte above (b) and the one above-left (c),
/// all zero outside the image.
enum PNGRowFilter {
    /// Filters the `count` bytes of `row` into `out` (not the filter-type
    /// byte); `above` is the previous unfiltered row (zeros for the first),
    /// `bpp` the bytes per pixel. `.adaptive` is not a filter of its own:
    /// see `adaptiveChoice`.
    @inline(__always)
    static func apply(_ filter: PNGEncoder.Filter, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>,
                      count: Int, bpp: Int, into out: UnsafeMutablePointer<UInt8>) {
        switch filter {
        case .none, .adaptive:
            out.update(from: row, count: count)
        case .sub:
            for i in 0..<min(bpp, count) { out[i] = row[i] }
            var i = bpp
            while i < count { out[i] = row[i] &- row[i &- bpp]; i &+= 1 }
        case .up:
            for i in 0..<count { out[i] = row[i] &- above[i] }
        case .average:
            for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] &>> 1 }
            var i = bpp
            while i < count {
                out[i] = row[i] &- UInt8(truncatingIfNeeded: (Int(row[i &- bpp]) &+ Int(above[i])) &>> 1)
                i &+= 1
            }
        case .paeth:
            for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] }   // a = c = 0: predicts b
            var i = bpp
            while i < count {
                out[i] = row[i] &- paeth(row[i &- bpp], above[i], above[i &- bpp])
                i &+= 1
            }
        }
    }

    /// The Paeth predictor: whichever of a, b, c is closest to a + b − c,
    /// ties going to a, then b.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) &+ Int(b) &- Int(c)
        let pa = abs(p &- Int(a)), pb = abs(p &- Int(b)), pc = abs(p &- Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Filter type byte of each filter.
    static func typeByte(_ filter: PNGEncoder.Filter) -> UInt8 {
        switch filter {
        case .none, .adaptive: return 0
        case .sub: return 1
        case .up: return 2
        case .average: return 3
        case .paeth: return 4
        }
    }

    /// The filter `.adaptive` uses for a row: the one whose output has the
    /// smallest sum of bytes read as signed magnitudes (the PNG spec's
    /// suggested heuristic), trying each into `scratch` (`count` bytes).
    static func adaptiveChoice(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
                               scratch: UnsafeMutablePointer<UInt8>) -> PNGEncoder.Filter {
        var best = PNGEncoder.Filter.none, bestSum = Int.max
        for filter in [PNGEncoder.Filter.none, .sub, .up, .average, .paeth] {
            apply(filter, row: row, above: above, count: count, bpp: bpp, into: scratch)
            var sum = 0
            for i in 0..<count { sum &+= abs(Int(Int8(bitPattern: scratch[i]))) }
            if sum < bestSum { best = filter; bestSum = sum }
        }
        return best
    }
}
