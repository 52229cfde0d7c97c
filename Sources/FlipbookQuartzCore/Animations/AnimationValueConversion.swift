import Foundation
import Geometry
import Timeline

/// Values as iOS code hands them to animations (`Any?`), converted to the
/// model's kind for the key path.
enum AnimationValueConversion {
    /// `value` as a value like `template` (the key path's kind); nil stays
    /// nil.
    /// - Throws: `QuartzCoreError` naming the key path, the role
    ///   ("fromValue", "values[2]") and what was given.
    static func value(_ value: Any?, like template: AnimatableValue, keyPath: String, role: String) throws -> AnimatableValue? {
        guard let value else { return nil }
        if let converted = convert(value, like: template) { return converted }
        throw QuartzCoreError("animation of '\(keyPath)': \(role) is \(describe(value)), not \(kindName(template))")
    }

    private static func convert(_ value: Any, like template: AnimatableValue) -> AnimatableValue? {
        switch template {
        case .number: return number(value).map { .number($0) }
        case .bool: return number(value).map { .bool($0 != 0) }
        case .point:
            if let p = value as? CGPoint { return .point(Point(p)) }
            if let v = value as? NSValue, v.holds(CGPoint.self) { return .point(Point(v.pointValue)) }
        case .size:
            if let s = value as? CGSize { return .size(Size(s)) }
            if let v = value as? NSValue, v.holds(CGSize.self) { return .size(Size(v.sizeValue)) }
        case .rect:
            if let r = value as? CGRect { return .rect(Rect(r)) }
            if let v = value as? NSValue, v.holds(CGRect.self) { return .rect(Rect(v.rectValue)) }
        case .color:
            if let c = value as? CGColor { return .color(c.model) }
        case .transform:
            if let t = value as? CATransform3D { return .transform(t.model) }
            if let t = (value as? NSValue)?.transform3D { return .transform(t.model) }
        case .path:
            if let p = value as? CGPath { return .path(p.model) }
        case .colors:
            if let list = value as? [Any] {
                let colors = list.compactMap { ($0 as? CGColor)?.model }
                if colors.count == list.count { return .colors(colors) }
            }
        case .numbers:
            if let list = value as? [Any] {
                let numbers = list.compactMap(number)
                if numbers.count == list.count { return .numbers(numbers) }
            }
        }
        return nil
    }

    /// A number as iOS code writes one.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let x as Double: return x
        case let x as CGFloat: return Double(x)
        case let x as Float: return Double(x)
        case let x as Int: return Double(x)
        case let x as Bool: return x ? 1 : 0
        case let x as NSNumber: return x.doubleValue
        default: return nil
        }
    }

    private static func describe(_ value: Any) -> String {
        let text = String(reflecting: value)
        return "\(type(of: value)) (\(text.count > 40 ? text.prefix(40) + "…" : text))"
    }

    private static func kindName(_ template: AnimatableValue) -> String {
        switch template {
        case .number: return "a number (CGFloat, Double, Float, NSNumber)"
        case .bool: return "a Bool"
        case .point: return "a point (CGPoint or NSValue)"
        case .size: return "a size (CGSize or NSValue)"
        case .rect: return "a rect (CGRect or NSValue)"
        case .color: return "a color (CGColor)"
        case .transform: return "a transform (CATransform3D)"
        case .path: return "a path (CGPath)"
        case .colors: return "an array of CGColor"
        case .numbers: return "an array of numbers"
        }
    }
}
