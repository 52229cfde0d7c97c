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
/// kernel zeroes, and faults from several threads contend. On the shared VMs
/// Flipbook is measured on, a 3840×2160 fuber frame on two threads then
/// took 15–18 ms instead of 4–6 in 4 of 6 runs, and its stored PNG 26–30 ms
/// instead of 13–15 (`bench scene fuber --size 3840x2160 --threads 2
/// --png-level 0`, release, six alternations); with these settings none of
/// the 6 was slow. `keepFreedMemory` makes freed blocks stay with the
/// process for the next frame: the footprint stays at its peak (about one
/// frame's memory per job), which a renderer reaches on its first frames
/// anyway (`render fuber --jobs 1 --frames 0:N --format rgba`: 39.9 MB for
/// 500 frames, 39.7 MB for 5 000; at 3840×2160 with two jobs 227 MB either
/// way; at 7680×4320, whose 132 MB frames no thread's heap holds, 809–940 MB,
/// flat from 24 to 96 frames, against 678–807 MB before).
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
