// CGFloat, CGPoint, CGSize, CGRect and NSNumber come from Foundation on
// Linux: code that imports FlipbookQuartzCore gets them as it would from
// QuartzCore on iOS.
@_exported import Foundation
