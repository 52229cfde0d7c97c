// The example in Sources/FlipbookQuartzCore/README.md ("Bring your Core
// Animation code"), compiled and run by ReadmeExampleTests. The lines
// between the markers are the README's, character for character (a test
// compares them).
// README example: begin
// Sources/Pulse/Pulse.swift
import CPURaster           // the CPU renderer
import FlipbookQuartzCore  // iOS code shared with an app: #if canImport(QuartzCore) import QuartzCore #else …
import Output              // PNG files
import Presentation        // a scene at a time, as a display list
import SceneFile           // scene files for the flipbook command

/// A dot that grows and then fades, written as an iOS app writes it;
/// rendered to PNG frames, and saved as a scene file for the CLI.
func renderPulse(into folder: String) throws {
    let scene = try FlipbookScene.record(name: "pulse", size: CGSize(width: 200, height: 200), duration: 1) { root in
        let dot = CAShapeLayer()
        dot.path = CGPath(ellipseIn: CGRect(x: -40, y: -40, width: 80, height: 80), transform: nil)
        dot.position = CGPoint(x: 100, y: 100)
        dot.fillColor = CGColor(red: 0.1, green: 0.5, blue: 1, alpha: 1)
        root.addSublayer(dot)

        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.5
        grow.toValue = 1
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .easeOut)
        dot.add(grow, forKey: "grow")

        SceneClock.schedule(after: 0.5) {  // DispatchQueue.main.asyncAfter on iOS
            dot.opacity = 0                 // an implicit fade, 0.25 s
        }
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for frame in 0..<60 {
        let list = try scene.presentation(at: Double(frame) / 60).displayList(scale: 2)
        let png = try PNGEncoder().encode(try CPURenderer().render(list))
        try writeFileAtomically(png, to: folder + "/pulse-" + String(format: "%05d", frame) + ".png")
    }
    // The same scene as a file: flipbook render pulse.json
    let codec = SceneFileImageCodec(decodePNG: { try PNGDecoder.decode($0) }, encodePNG: { try PNGEncoder().encode($0) })
    let file = try SceneFileEncoder(images: codec).encode(scene)
    try writeFileAtomically(Array(file.json.utf8), to: folder + "/pulse.json")
}
// README example: end
