/// What an animation tells its delegate, on the scene clock: that it
/// started (at its begin time) and that it stopped (at the end of its
/// active period with `finished` true, or when removed earlier with false).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The pending `animationDidStop` of one added animation.
final class StopNotice {
    let animation: CAAnimation
    /// Scene time the animation's active period ends.
    let end: Double
    /// Set once the delegate was told (or nothing is left to tell).
    var isDone = false

    init(animation: CAAnimation, end: Double) {
        self.animation = animation
        self.end = end
    }

    /// Tells the delegate once.
    func stop(finished: Bool) {
        guard !isDone else { return }
        isDone = true
        animation.delegate?.animationDidStop(animation, finished: finished)
    }
}
