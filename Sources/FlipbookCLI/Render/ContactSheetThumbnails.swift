import Geometry
import Foundation
import Output

/// Thumbnails of rendered frames, kept (instead of whole frames) for the
/// contact sheet, filled from several threads.
final class ThumbnailStore: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Bitmap?]

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ thumbnail: Bitmap?) {
        guard let thumbnail else { return }
        lock.lock(); items[index] = thumbnail; lock.unlock()
    }

    /// The stored thumbnails in frame order.
    var all: [Bitmap] {
        lock.lock(); defer { lock.unlock() }
        return items.compactMap { $0 }
    }
}

enum ContactSheetThumbnail {
    static func make(_ frame: Bitmap, enabled: Bool) -> Bitmap? {
        enabled ? ContactSheet.thumbnail(of: frame, width: RenderCommand.thumbnailWidth) : nil
    }
}
