/// The device pixels that may differ between two frames drawn from two
/// display lists (damage, as browsers and ThorVG's partial rendering call
/// it): a frame drawn from `next` equals the one drawn from `previous`
/// outside `rects`, so a sequential render redraws only those pixels over
/// a copy of the previous frame and gets a full redraw's bytes.
///
/// Why that holds: a pixel's bytes are the items that touch it folded in
/// order, and an item touches no pixel outside its `PixelBounds` (the
/// bands rely on the same bound to skip items). Outside the bounds of
/// every item that changed, old and new, the same items touch a pixel in
/// the same order, so it keeps its bytes.
package struct FrameDamage: Equatable, Sendable {
    /// The damaged pixels, each rect inside the canvas and not empty, in
    /// no particular order (they may overlap). Empty: the frames are the
    /// same.
    package var rects: [PixelRect]

    /// The canvas' pixels, when `isWhole`.
    package var isWhole: Bool

    /// Damage of `rects` (inside the canvas, not empty); `isWhole` when
    /// they are the whole canvas.
    package init(rects: [PixelRect], isWhole: Bool) {
        self.rects = rects
        self.isWhole = isWhole
    }

    /// Damage over the whole `width` × `height` canvas (a first frame, a
    /// new canvas size).
    package static func whole(width: Int, height: Int) -> FrameDamage {
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        return FrameDamage(rects: canvas.isEmpty ? [] : [canvas], isWhole: true)
    }

    /// What a frame drawn from `next` may change in one drawn from
    /// `previous`: the whole canvas when the sizes differ; else, top-level
    /// item by item (`Differ`), the old and new bounds of the items that
    /// differ, within the canvas.
    package static func between(_ previous: DisplayList, _ next: DisplayList) -> FrameDamage {
        guard previous.width == next.width, previous.height == next.height else {
            return whole(width: next.width, height: next.height)
        }
        let canvas = PixelRect(x: 0, y: 0, width: next.width, height: next.height)
        var differ = Differ()
        differ.compare(previous.items[...], next.items[...], within: canvas)
        let rects = differ.rects.filter { !$0.isEmpty }
        if rects.contains(canvas) { return whole(width: next.width, height: next.height) }
        return FrameDamage(rects: rects, isWhole: false)
    }

    /// The damage as disjoint strips, sorted top to bottom: rects whose
    /// rows overlap or touch merge into one strip spanning their rows and
    /// the columns from the leftmost to the rightmost (`PixelRect.strips`).
    /// What a renderer that redraws rectangles (the GPU) redraws: every
    /// damaged pixel once.
    package var strips: [PixelRect] { PixelRect.strips(covering: rects) }

    /// The damaged device rows, sorted, merged where they overlap or touch:
    /// the strips' rows, what a renderer that redraws whole rows (the
    /// CPU's bands) draws.
    package var rows: [Range<Int>] { strips.map { $0.y..<$0.maxY } }

    /// The smallest rect holding every damaged pixel (`empty` for none).
    package var union: PixelRect { rects.reduce(.empty) { $0.union($1) } }
}

/// Walks two item lists side by side and collects the rects of what
/// differs.
private struct Differ {
    var rects: [PixelRect] = []

    /// Items of equal count pair up by position, and each differing pair
    /// adds its damage (`pair`). Otherwise (an item came or went) the
    /// common prefix and suffix pair up, and every item between, old and
    /// new, adds its bounds: the items touching a pixel outside those are
    /// the prefix's and suffix's, the same in both lists. Everything
    /// kept within `within` (the canvas, or an enclosing group's layer:
    /// nothing inside a group draws outside it).
    mutating func compare(_ old: ArraySlice<DisplayItem>, _ new: ArraySlice<DisplayItem>, within: PixelRect) {
        if old.count == new.count {
            for (a, b) in zip(old, new) where a != b { pair(a, b, within: within) }
            return
        }
        var prefix = 0
        while prefix < min(old.count, new.count), old[old.startIndex + prefix] == new[new.startIndex + prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix,
              old[old.endIndex - 1 - suffix] == new[new.endIndex - 1 - suffix] {
            suffix += 1
        }
        let changed = old[(old.startIndex + prefix)..<(old.endIndex - suffix)]
            + new[(new.startIndex + prefix)..<(new.endIndex - suffix)]
        for item in changed { rects.append(PixelBounds.of(item).intersection(within)) }
    }

    /// Damage of one item that changed into another: the union of both
    /// bounds, or, for two groups that differ only in their items and
    /// cover the same pixels, the damage of their items (`descends`).
    mutating func pair(_ a: DisplayItem, _ b: DisplayItem, within: PixelRect) {
        if case .group(let old) = a, case .group(let new) = b, Self.descends(old, new) {
            let layer = PixelBounds.of(a).intersection(within)
            if layer == PixelBounds.of(b).intersection(within) {
                return compare(old.items[...], new.items[...], within: layer)
            }
        }
        rects.append(PixelBounds.of(a).union(PixelBounds.of(b)).intersection(within))
    }

    /// Whether the damage of two groups is the damage of their items: all
    /// else equal (opacity, clip, mask and its mode, blend mode), as many
    /// items, and no shadow (a shadow spreads its items' changes by its
    /// blur). As many items, because how a group is drawn depends on its
    /// count: a translucent group of one item folds its opacity into the
    /// item, one of two composites a layer, and the two round differently.
    /// Their layers must also be the same pixels (checked by `pair`): the
    /// renderers clip every edge inside a group to its layer, so a layer
    /// that moved could change the last bits of unchanged items' coverage.
    static func descends(_ a: GroupItem, _ b: GroupItem) -> Bool {
        a.shadow == nil && b.shadow == nil && a.items.count == b.items.count && a.opacity == b.opacity
            && a.clip == b.clip && a.mask == b.mask && a.maskMode == b.maskMode && a.blendMode == b.blendMode
    }
}
