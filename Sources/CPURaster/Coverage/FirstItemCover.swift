import Foundation
import Presentation

/// What `OpaqueCover` found in the canvas' first item last frame, kept so a
/// sequence of frames whose background did not change reads it once: the
/// reading flattens the item's path (twice when it leaves bars), 2 % of a
/// 100×100 Lottie frame's samples (GradientFill.json, `perf record` over
/// `bench lottie`). Only a solid fill can be found opaque, and only a fill
/// is kept: comparing one with the last is cheap (a path from the same
/// scene shares its elements' storage). Shared by a renderer's copies,
/// behind a lock.
final class FirstItemCover: @unchecked Sendable {
    /// The first item's reading: the frame's first value when it paints
    /// the whole canvas one opaque color (`CPURenderer.background`), else
    /// the pixels it covers wholly and their word when it is an opaque
    /// rectangle leaving bars (`OpaqueCover.interior`).
    struct Found {
        var background: UInt32?
        var backdrop: (word: UInt32, pixels: PixelRect)?
    }

    private let lock = NSLock()
    private var last: (fill: FillItem, canvas: PixelRect, tolerance: Double, found: Found)?

    /// The reading of `item`, the first item of a canvas of `canvas`'s
    /// pixels drawn at `tolerance`: the last one when `item` is the same
    /// fill on the same canvas, else read now.
    func found(for item: DisplayItem?, canvas: PixelRect, tolerance: Double) -> Found {
        guard case .fill(let fill)? = item else { return Self.read(item, canvas: canvas, tolerance: tolerance) }
        lock.lock()
        if let last, last.canvas == canvas, last.tolerance == tolerance, last.fill == fill {
            lock.unlock()
            return last.found
        }
        lock.unlock()
        let found = Self.read(item, canvas: canvas, tolerance: tolerance)
        lock.lock()
        last = (fill, canvas, tolerance, found)
        lock.unlock()
        return found
    }

    /// `item`'s reading, made now.
    static func read(_ item: DisplayItem?, canvas: PixelRect, tolerance: Double) -> Found {
        let background = OpaqueCover.word(of: item, outer: .identity, covering: canvas, tolerance: tolerance)
        let backdrop = background == nil
            ? OpaqueCover.interior(of: item, outer: .identity, within: canvas, tolerance: tolerance) : nil
        return Found(background: background, backdrop: backdrop)
    }
}
