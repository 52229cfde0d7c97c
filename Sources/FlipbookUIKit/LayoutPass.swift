import FlipbookQuartzCore

/// UIKit's layout pass on the scene clock: at the end of every turn,
/// before the turn's changes are committed, each view in the recording's
/// tree that needs layout gets `layoutSubviews()`, parents before their
/// subviews, and again while layouts ask for more (at most
/// `maximumRounds`; a layout that never settles is a recorded problem).
/// One pass per recording, kept on its recorder.
final class LayoutPass {
    /// Rounds of layout one turn may take.
    static let maximumRounds = 100

    /// Views that asked for layout and may not have had it. Held strongly:
    /// a view whose layer is in the tree must get its layout even when the
    /// code that made it keeps no reference (the window holds views on iOS).
    private var pending: [UIView] = []

    /// The pass of the recording in progress; nil outside a recording.
    static var current: LayoutPass? {
        guard let recorder = SceneRecorder.current else { return nil }
        if let pass = recorder.attachments["FlipbookUIKit.LayoutPass"] as? LayoutPass { return pass }
        let pass = LayoutPass()
        recorder.attachments["FlipbookUIKit.LayoutPass"] = pass
        recorder.runBeforeEachCommit(key: "FlipbookUIKit.LayoutPass") { [unowned pass] in pass.run() }
        return pass
    }

    /// Remembers `view` for the next pass.
    func add(_ view: UIView) {
        guard !pending.contains(where: { $0 === view }) else { return }
        pending.append(view)
    }

    /// Lays out every pending view in the recording's tree, shallowest
    /// first; views outside the tree wait for a later turn.
    private func run() {
        for _ in 0..<Self.maximumRounds {
            pending.removeAll { !$0.needsLayout }
            let due = pending.filter(\.layer.isInRecordingTree)
            guard !due.isEmpty else { return }
            for view in due.sorted(by: { $0.depth < $1.depth }) where view.needsLayout {
                view.needsLayout = false
                view.layoutSubviews()
            }
        }
        SceneRecorder.current?.report(QuartzCoreError("layout does not settle: layoutSubviews() asked for layout "
                                                      + "again \(Self.maximumRounds) times in one turn"))
    }
}

extension UIView {
    /// How many superviews it has.
    var depth: Int {
        var n = 0, view = superview
        while let v = view { n += 1; view = v.superview }
        return n
    }
}
