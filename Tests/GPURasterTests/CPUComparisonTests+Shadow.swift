import Geometry
import Paths
import Presentation

extension ComparisonCase {
    /// Group shadows: a translucent star and an opaque ring casting a
    /// blurred colored shadow up and left, under a group opacity (both
    /// backends blur with GroupShadow's weights, in the same order).
    static var shadowed: [ComparisonCase] {
        let star = solid(starPath(size: 80), red, .nonZero, AffineTransform(translationX: 14, y: 14))
        let ring = solid(Path(ellipseIn: Rect(x: 30, y: 30, width: 40, height: 40)), blue)
        let shadow = GroupShadow(color: Color(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.8), offsetX: -6, offsetY: -4,
                                 sigma: 3.2)
        let sharp = GroupShadow(color: Color(red: 0.9, green: 0.8, blue: 0.1), offsetX: 5, offsetY: 7, sigma: 0)
        return [
            ComparisonCase(name: "group-shadow-blurred", list: list([
                .group(GroupItem(items: [star, ring], opacity: 0.9, shadow: shadow)),
            ])),
            ComparisonCase(name: "group-shadow-sharp", list: list([
                .group(GroupItem(items: [ring], shadow: sharp)),
            ])),
        ]
    }
}
