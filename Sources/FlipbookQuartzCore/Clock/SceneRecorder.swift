import Foundation

/// Runs user code on the scene clock while a scene is recorded
/// (`FlipbookScene.record`): the setup closure at time 0, then every piece
/// of work scheduled on the clock (`SceneClock.schedule`, transaction
/// completions) in time order, each as one turn of a run loop. What the
/// code does to layers is recorded as model values and animations at the
/// time it happens, so the finished scene is one static layer tree on one
/// timeline.
///
/// One recorder per recording; it is found through a task-local value, so
/// recordings on different threads or tasks never see each other.
package final class SceneRecorder: @unchecked Sendable {
    /// The recorder of the recording in progress on this task or thread.
    @TaskLocal package static var current: SceneRecorder?

    /// Scene time of the turn that is running, seconds.
    package private(set) var now: Double = 0
    /// Work after this scene time is not run (the recording's end).
    let endTime: Double

    private struct Work {
        let time: Double
        /// Order of scheduling, so work at equal times runs first-in first-out.
        let sequence: Int
        let run: () -> Void
    }

    private var queue: [Work] = []
    private var sequence = 0
    /// Layers created in the running turn: committed when it ends.
    private var uncommitted: [CALayer] = []
    /// The transactions open in the running turn; the first is the turn's
    /// implicit one.
    private(set) var transactions: [TransactionState] = []
    /// The first problem met (an unsupported key path, a value of the
    /// wrong kind, …): the recording throws it instead of returning a scene.
    private(set) var problem: QuartzCoreError?
    /// Work run at the end of every turn, after the turn's own work and
    /// before its commit, in the order added (UIKit's layout pass).
    private var beforeEachCommit: [(key: String, run: () -> Void)] = []
    /// State other modules keep for one recording, by a key of their own
    /// (FlipbookUIKit's layout pass).
    package var attachments: [String: AnyObject] = [:]

    init(endTime: Double) {
        self.endTime = endTime
    }

    /// Runs `setup` at time 0 and then every scheduled piece of work up to
    /// `endTime`, in time order. Stops at the first problem.
    func run(_ setup: () -> Void) {
        turn(at: 0, setup)
        while problem == nil, let next = popNext() {
            turn(at: next.time, next.run)
        }
    }

    /// Schedules `work` at scene time `time` (not before the running turn).
    package func schedule(at time: Double, _ work: @escaping () -> Void) {
        sequence += 1
        queue.append(Work(time: max(time, now), sequence: sequence, run: work))
    }

    /// Records `error` unless an earlier one is already recorded.
    package func report(_ error: QuartzCoreError) {
        if problem == nil { problem = error }
    }

    /// Runs `action` at the end of every turn from now on, before the
    /// commit; a second call with the same `key` changes nothing.
    package func runBeforeEachCommit(key: String, _ action: @escaping () -> Void) {
        guard !beforeEachCommit.contains(where: { $0.key == key }) else { return }
        beforeEachCommit.append((key, action))
    }

    /// A layer made in the running turn; it is committed when the turn ends.
    func created(_ layer: CALayer) {
        uncommitted.append(layer)
    }

    // MARK: Transactions

    /// The innermost open transaction (the turn's implicit one when none
    /// was begun).
    package var transaction: TransactionState {
        if transactions.isEmpty { transactions.append(TransactionState()) }
        return transactions[transactions.count - 1]
    }

    func beginTransaction() {
        _ = transaction
        transactions.append(TransactionState(inheriting: transaction))
    }

    /// Commits the innermost explicit transaction (a commit without a begin
    /// is ignored, as Core Animation logs and ignores it).
    func commitTransaction() {
        guard transactions.count > 1 else { return }
        finish(transactions.removeLast())
    }

    /// Schedules the transaction's completion block when its last
    /// animation ends (right away when it added none). An outer
    /// transaction's completion waits for its inner ones' animations too.
    private func finish(_ state: TransactionState) {
        if let outer = transactions.last { outer.latestEnd = max(outer.latestEnd ?? now, state.latestEnd ?? now) }
        guard let completion = state.completion else { return }
        schedule(at: state.latestEnd ?? now, completion)
    }

    // MARK: Turns

    private func popNext() -> Work? {
        guard let index = queue.indices.min(by: { (queue[$0].time, queue[$0].sequence) < (queue[$1].time, queue[$1].sequence) }),
              queue[index].time <= endTime else { return nil }
        return queue.remove(at: index)
    }

    /// One run-loop turn at `time`: the work and the before-commit actions
    /// (layout), then the turn's transactions committed (any left open are
    /// committed too, as the run loop does) and the layers made in it
    /// committed.
    private func turn(at time: Double, _ work: () -> Void) {
        now = time
        transactions = []
        work()
        for action in beforeEachCommit where problem == nil { action.run() }
        while transactions.count > 1 { commitTransaction() }
        if let implicit = transactions.first { finish(implicit) }
        transactions = []
        for layer in uncommitted { layer.commit(at: now) }
        uncommitted = []
    }
}

/// One CATransaction's settings, as `begin` … `commit` scopes them.
package final class TransactionState {
    /// Default: false.
    package var disableActions: Bool
    /// Seconds of implicit animations. Default: 0.25.
    package var animationDuration: Double
    /// Default: nil (implicit animations use the default curve).
    package var timingFunction: CAMediaTimingFunction?
    /// Runs on the scene clock once the animations added in this
    /// transaction have ended. Default: nil.
    package var completion: (() -> Void)?
    /// Scene time the last animation added in it ends (nil: none added).
    package var latestEnd: Double?

    /// Core Animation's defaults (the outermost, implicit transaction).
    init() {
        disableActions = false
        animationDuration = CATransaction.defaultAnimationDuration
    }

    /// A nested transaction starts with its parent's settings.
    init(inheriting parent: TransactionState) {
        disableActions = parent.disableActions
        animationDuration = parent.animationDuration
        timingFunction = parent.timingFunction
    }

    /// An animation added in this transaction ends at scene time `end`.
    package func added(endingAt end: Double) {
        latestEnd = max(latestEnd ?? end, end)
    }
}
