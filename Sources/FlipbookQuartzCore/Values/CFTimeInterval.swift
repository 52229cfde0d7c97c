#if !canImport(Darwin)
/// Core Foundation's seconds, the type QuartzCore's headers give
/// CAMediaTiming's times and iOS code gives durations
/// (`let animationDuration: CFTimeInterval = 0.3`). On Darwin, Foundation
/// brings Core Foundation's own; Linux's Foundation does not export it.
public typealias CFTimeInterval = Double
#endif
