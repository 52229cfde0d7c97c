import FlipbookQuartzCore

/// UIAction: a closure a control runs for an event (what replaces
/// `addTarget(_:action:for:)` with an `@objc` selector).
public final class UIAction {
    /// Runs with the action itself; `sender` is the control.
    public let handler: (UIAction) -> Void
    /// The control that sent the action while its handler runs.
    public private(set) var sender: Any?

    public init(handler: @escaping (UIAction) -> Void) {
        self.handler = handler
    }

    func perform(from control: UIControl) {
        sender = control
        handler(self)
        sender = nil
    }
}

/// UIControl: a view that runs actions for events. Nothing touches a
/// screen here, so events happen only through `sendActions(for:)`.
open class UIControl: UIView {
    /// The events a control reports (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Self(rawValue: 1 << 0)
        public static let touchUpInside = Self(rawValue: 1 << 6)
        public static let valueChanged = Self(rawValue: 1 << 12)
        public static let primaryActionTriggered = Self(rawValue: 1 << 13)
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` for each of `events`.
    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Runs the actions added for any of `events` now, in the order added.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.perform(from: self) }
    }
}

/// UIButton: a control; without a title or image it draws nothing (the
/// invisible full-screen buttons that restart launch animations).
open class UIButton: UIControl {}
