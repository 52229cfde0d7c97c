import Geometry
import Paths
import Presentation
import Testing

/// `FrameDamage`: what two display lists' frames may differ in.
@Suite struct FrameDamageTests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func square(x: Double, y: Double, side: Double = 10, _ color: Color) -> DisplayItem {
        .fill(FillItem(path: Path(rect: Rect(x: x, y: y, width: side, height: side)), transform: .identity,
                       fillRule: .nonZero, paint: .solid(color)))
    }

    func list(_ items: [DisplayItem], width: Int = 100, height: Int = 80) -> DisplayList {
        DisplayList(width: width, height: height, items: items)
    }

    @Test func anUnchangedListHasNoDamage() {
        let items = [square(x: 3, y: 4, red), .group(GroupItem(items: [square(x: 50, y: 20, blue)], opacity: 0.5))]
        let damage = FrameDamage.between(list(items), list(items))
        #expect(damage.rects.isEmpty && !damage.isWhole && damage.rows.isEmpty)
    }

    /// A moved square damages where it was and where it is (each bound
    /// grown by the pixel `PixelBounds` adds for rounding), nothing else.
    @Test func aMovedItemDamagesItsOldAndNewBounds() {
        let still = square(x: 70, y: 60, blue)
        let before = list([still, square(x: 10.5, y: 20, red)]), after = list([still, square(x: 30, y: 35.25, red)])
        let damage = FrameDamage.between(before, after)
        #expect(damage.rects == [PixelRect(minX: 9, minY: 19, maxX: 41, maxY: 47)])
        #expect(damage.rows == [19..<47])
        #expect(!damage.isWhole)
    }

    /// A changed color damages the item's bounds, clipped to the canvas.
    @Test func aRecoloredItemDamagesItsBoundsWithinTheCanvas() {
        let damage = FrameDamage.between(list([square(x: -5, y: 75, red)]), list([square(x: -5, y: 75, blue)]))
        #expect(damage.rects == [PixelRect(minX: 0, minY: 74, maxX: 6, maxY: 80)])
    }

    @Test func aNewCanvasSizeIsWholeDamage() {
        let items = [square(x: 3, y: 4, red)]
        let damage = FrameDamage.between(list(items), list(items, width: 101))
        #expect(damage.isWhole && damage.rects == [PixelRect(x: 0, y: 0, width: 101, height: 80)])
        #expect(FrameDamage.whole(width: 7, height: 9).rows == [0..<9])
    }

    /// Items that came or went: the common prefix and suffix pair up, and
    /// everything between, old and new, is damage (each item's bounds).
    @Test func anInsertedItemDamagesTheItemsBetweenTheCommonEnds() {
        let a = square(x: 0, y: 0, red), b = square(x: 20, y: 20, red), c = square(x: 60, y: 60, blue)
        let inserted = square(x: 40, y: 5, blue)
        // As many items: b and its replacement pair up.
        let replaced = FrameDamage.between(list([a, b, c]), list([a, inserted, c]))
        #expect(replaced.rects == [PixelBounds.of(b).union(PixelBounds.of(inserted))])
        let grown = FrameDamage.between(list([a, c]), list([a, inserted, c]))
        #expect(grown.rects == [PixelBounds.of(inserted)])
        let both = FrameDamage.between(list([a, b, c]), list([a, inserted, square(x: 70, y: 5, red), c]))
        #expect(both.rects == [PixelBounds.of(b), PixelBounds.of(inserted), PixelBounds.of(square(x: 70, y: 5, red))])
        let removed = FrameDamage.between(list([a, inserted, c]), list([a, c]))
        #expect(removed.rects == [PixelBounds.of(inserted)])
    }

    /// A clipped group whose layer stays put is compared item by item; its
    /// items' damage stays inside its clip.
    @Test func aGroupWithTheSameLayerIsComparedItemByItem() {
        let clip = Clip(rect: Rect(x: 10, y: 10, width: 50, height: 40), cornerRadius: 0, transform: .identity)
        let still = square(x: 12, y: 12, blue)
        let before = list([.group(GroupItem(items: [still, square(x: 40, y: 30, side: 30, red)], opacity: 0.8, clip: clip))])
        let after = list([.group(GroupItem(items: [still, square(x: 45, y: 32, side: 30, red)], opacity: 0.8, clip: clip))])
        let damage = FrameDamage.between(before, after)
        #expect(damage.rects == [PixelRect(minX: 39, minY: 29, maxX: 61, maxY: 51)])
    }

    /// A group whose layer moved, that has a shadow, or whose item count
    /// changed, is damaged whole (old and new bounds).
    @Test func aGroupThatCannotBeComparedItemByItemIsDamagedWhole() {
        let still = square(x: 2, y: 2, blue)
        let moved = FrameDamage.between(list([.group(GroupItem(items: [still, square(x: 40, y: 30, red)], opacity: 0.5))]),
                                        list([.group(GroupItem(items: [still, square(x: 44, y: 30, red)], opacity: 0.5))]))
        #expect(moved.rects == [PixelRect(minX: 1, minY: 1, maxX: 55, maxY: 41)])
        let shadow = GroupShadow(color: .black, offsetX: 2, offsetY: 3, sigma: 1)
        let clip = Clip(rect: Rect(x: 0, y: 0, width: 60, height: 50), cornerRadius: 0, transform: .identity)
        let shadowed = DisplayItem.group(GroupItem(items: [still, square(x: 40, y: 30, red)], clip: clip, shadow: shadow))
        let recolored = DisplayItem.group(GroupItem(items: [still, square(x: 40, y: 30, blue)], clip: clip, shadow: shadow))
        #expect(FrameDamage.between(list([shadowed]), list([recolored])).rects == [PixelBounds.of(shadowed)])
        let two = DisplayItem.group(GroupItem(items: [still, square(x: 40, y: 30, red)], opacity: 0.5, clip: clip))
        let one = DisplayItem.group(GroupItem(items: [still], opacity: 0.5, clip: clip))
        #expect(FrameDamage.between(list([two]), list([one])).rects == [PixelBounds.of(two).union(PixelBounds.of(one))])
        #expect(PixelBounds.of(two) == PixelRect(minX: 1, minY: 1, maxX: 51, maxY: 41))
    }

    /// Rows merge where they overlap or touch, sorted.
    @Test func rowsMergeWhereTheyMeet() {
        let damage = FrameDamage(rects: [PixelRect(x: 0, y: 40, width: 5, height: 10), PixelRect(x: 50, y: 2, width: 5, height: 3),
                                         PixelRect(x: 9, y: 5, width: 1, height: 4), PixelRect(x: 9, y: 45, width: 1, height: 20)],
                                 isWhole: false)
        #expect(damage.rows == [2..<9, 40..<65])
    }

    /// Strips: the same rows, each over the columns of the rects it holds.
    @Test func stripsSpanTheColumnsOfTheRectsTheyMerge() {
        let damage = FrameDamage(rects: [PixelRect(x: 0, y: 40, width: 5, height: 10), PixelRect(x: 50, y: 2, width: 5, height: 3),
                                         PixelRect(x: 9, y: 5, width: 1, height: 4), PixelRect(x: 9, y: 45, width: 1, height: 20),
                                         PixelRect(x: 3, y: 20, width: 0, height: 7)],
                                 isWhole: false)
        #expect(damage.strips == [PixelRect(minX: 9, minY: 2, maxX: 55, maxY: 9),
                                  PixelRect(minX: 0, minY: 40, maxX: 10, maxY: 65)])
        #expect(FrameDamage(rects: [], isWhole: false).strips.isEmpty)
    }
}
