import CPURaster
import Presentation

/// How `render` and `compare` share their threads between frames and the
/// bands of one frame (`CPURenderer.threads`): frames run in parallel on
/// `--jobs` threads (default: all cores) as long as there are enough of
/// them; with fewer frames at once than threads (`render --time T`, a
/// one-frame compare, a short range, a filmstrip's one frame at a time),
/// the CPU backend draws each frame on `threads / frames` threads instead,
/// in horizontal bands (`CPURenderer.automaticBands`), so one large frame
/// still uses every core. The bytes are the same either way.
package enum FrameBands {
    /// Threads per frame when `frames` frames are drawn, at most `threads`
    /// of them at once: `threads / min(frames, threads)`, at least 1 (1
    /// whenever there are at least as many frames as threads).
    package static func threadsPerFrame(frames: Int, threads: Int) -> Int {
        let threads = max(1, threads)
        return max(1, threads / max(1, min(frames, threads)))
    }

    /// `renderer` drawing each frame on `threadsPerFrame(frames:threads:)`
    /// threads when it is the CPU backend; any other renderer unchanged.
    package static func renderer(_ renderer: any RenderBackend & Sendable, frames: Int,
                         threads: Int) -> any RenderBackend & Sendable {
        guard var cpu = renderer as? CPURenderer else { return renderer }
        cpu.threads = threadsPerFrame(frames: frames, threads: threads)
        return cpu
    }
}
