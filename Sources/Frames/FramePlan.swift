/// Which frames a render produces: frame numbers and their scene times.
package struct FramePlan: Equatable {
    /// One frame to render.
    package struct Frame: Equatable {
        /// The number in the file name (`<scene>-<NNNNN>.png`), at most
        /// `maximumFrameNumber` in magnitude.
        package var number: Int
        /// Scene time in seconds.
        package var time: Double

        package init(number: Int, time: Double) {
            self.number = number
            self.time = time
        }
    }

    /// The frames, in increasing order of number.
    package var frames: [Frame]

    package init(frames: [Frame]) { self.frames = frames }

    /// Most frames one command may plan: 10 million frames is 46 hours of
    /// 60 fps video, far beyond any real job; the cap keeps a typo such as
    /// `--frames 0..<1e12` from exhausting memory.
    package static let maximumFrames = 10_000_000

    /// Largest frame number in magnitude: 2^53 − 1. Every frame number up
    /// to it is exactly a double, so frame f's time (`start + f / fps`) is
    /// computed from f itself and no two frames share a time; file names
    /// print it in full (16 digits). A frame 2^53 is 4.7 million years
    /// into a 60 fps scene.
    package static let maximumFrameNumber = (1 << 53) - 1

    /// `number` as it appears in file names: in full, zero-padded to at
    /// least 5 characters (the sign counts, as `%05d` counts it: -0060).
    package static func numberText(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let width = number < 0 ? 4 : 5
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Frames numbered from `range`, frame f at `start + f / fps` seconds.
    package static func frames(_ range: Range<Int>, fps: Double, start: Double) -> FramePlan {
        FramePlan(frames: range.map { Frame(number: $0, time: start + Double($0) / fps) })
    }
}
