import CPURaster
import Geometry
import GoldenSupport
import Paths
import Presentation

/// The random display lists' edges for `GPUComparison`: every shape drawn
/// alone (`EdgeMask`), so no batching is needed here; GPURasterTests'
/// `CPUReference` batches shapes that lie apart to draw its large scenes in
/// fewer renders.
enum RandomListEdges {
    static func mask(of list: DisplayList) throws -> [Bool] {
        try EdgeMask.of(width: list.width, height: list.height, batches: shapes(list.items).map { [$0] })
    }

    /// Every shape of `items` as an opaque white item of the same outline.
    static func shapes(_ items: [DisplayItem]) -> [DisplayItem] {
        func white(_ path: Path, _ transform: AffineTransform) -> DisplayItem {
            .fill(FillItem(path: path, transform: transform, fillRule: .nonZero, paint: .solid(.white)))
        }
        return items.flatMap { item -> [DisplayItem] in
            switch item {
            case .fill(var fill):
                fill.paint = .solid(.white)
                return [.fill(fill)]
            case .stroke(var stroke):
                stroke.paint = .solid(.white)
                return [.stroke(stroke)]
            case .image(let image):
                return [white(Path(rect: image.destination), image.transform)]
            case .group(let group):
                let clip = group.clip.map { white(Path(roundedRect: $0.rect, cornerRadius: $0.cornerRadius), $0.transform) }
                return shapes(group.items) + shapes(group.mask ?? []) + (clip.map { [$0] } ?? [])
            case .instanced:
                // RandomDisplayList makes no instanced grids (GPURasterTests
                // compares those); nothing to add.
                return []
            }
        }
    }
}
