#if canImport(Glibc)
import Glibc
#endif

/// How the `flipbook` process has the C allocator treat the memory it frees.
///
/// A frame is one large block (33 MB at 3840×2160), allocated and freed
/// again for every frame, and so are the encoder's buffers. By default
/// glibc maps blocks above its mmap threshold (128 KiB at first, raised as
/// mapped blocks are freed, to 32 MiB at most) afresh and unmaps them on
/// free, and gives the free top of a heap back to the kernel (trims it); the next frame then faults every page in again, which the
/// kernel zeroes, and faults from several threads contend, which made
/// large frames several times slower in most runs. `keepFreedMemory` makes
/// freed blocks stay with the process for the next frame: the footprint
/// stays at its peak (about one frame's memory per job), which a renderer
/// reaches on its first frames anyway (Sources/Benchmarks/README.md, "Figures behind the code").
public enum ProcessMemory {
    /// Asks glibc never to serve a block from its own mapping and never to
    /// trim a heap: freed memory is reused, not returned. `mallopt` is
    /// looked up at run time (malloc.h is not in Swift's Glibc module), so
    /// where the C library has none this does nothing.
    public static func keepFreedMemory() {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(mmapMax, 0)
        _ = mallopt(trimThreshold, Int32.max)
        #endif
    }

    /// glibc's `M_MMAP_MAX` (malloc.h): the most blocks served by mappings
    /// of their own.
    static let mmapMax: Int32 = -4
    /// glibc's `M_TRIM_THRESHOLD` (malloc.h): free bytes at a heap's top
    /// kept before it is trimmed.
    static let trimThreshold: Int32 = -1
}
