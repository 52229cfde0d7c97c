// UIKit code gets Core Animation's names too, as it does on iOS.
@_exported import FlipbookQuartzCore
