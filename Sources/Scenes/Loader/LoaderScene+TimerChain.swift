extension LoaderScene {
    /// When HolderView's NSTimer chain fires each step, in seconds of scene
    /// time from `addOval()` (Sources/Scenes/README.md, Loader › Timer
    /// chain). Each time is the
    /// previous step plus the app's own timer interval, so the chain reads
    /// as the app schedules it.
    public enum TimerChain {
        /// addOval(): oval added, expand() starts.
        public static let addOval = 0.0
        /// wobbleOval(): timer of 0.3 s after addOval (the expand's length);
        /// adds the triangle layer and starts the wobble.
        public static let wobbleOval = addOval + 0.3
        /// drawAnimatedTriangle(): timer of 0.9 s after wobbleOval.
        public static let drawAnimatedTriangle = wobbleOval + 0.9
        /// spinAndTransform(): timer of 0.9 s after drawAnimatedTriangle;
        /// anchor change, spin and contract.
        public static let spinAndTransform = drawAnimatedTriangle + 0.9
        /// drawRedAnimatedRectangle(): timer of 0.45 s after the spin began
        /// (the spin's length).
        public static let drawRedAnimatedRectangle = spinAndTransform + 0.45
        /// drawBlueAnimatedRectangle(): timer of 0.65 s after the spin began.
        public static let drawBlueAnimatedRectangle = spinAndTransform + 0.65
        /// drawArc(): timer of 0.40 s after the blue stroke began (its length).
        public static let drawArc = drawBlueAnimatedRectangle + 0.40
        /// expandView(): timer of 0.90 s after drawArc (the fill's length).
        public static let expandView = drawArc + 0.90
        /// animateLabel(): the completion of expandView's 0.3 s UIView
        /// animation.
        public static let animateLabel = expandView + LoaderScene.expandDuration
        /// When the label's 0.4 s spring has settled and nothing moves any
        /// more.
        public static let settled = animateLabel + LoaderScene.labelSpringDuration
    }
}
