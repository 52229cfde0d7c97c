import Foundation
import Geometry
import Output
import TestFolders
import Testing

/// `report.html` of `flipbook compare`, opened from its folder in a real
/// browser: Debian's `chromium`, headless, from `file://`. tools/setup
/// installs it, so a missing browser fails these tests rather than
/// skipping them (a skipped browser test is one that never runs).
@Suite(.serialized) struct CompareReportPageTests {
    /// Scale 0.25: fuber frames of 80 × 142 px, quick in debug builds.
    static let small = ["--scale", "0.25", "--quiet"]

    /// GPU against CPU: every frame within the limits.
    @Test func passingComparisonOpensInChromium() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("cmp")
        let run = try runProcess(["compare", "fuber", "--frames", "0:3", "--a", "gpu", "--b", "cpu", "--keep-all",
                                  "--out", out.path] + Self.small)
        #expect(run.status == 0, "\(run.err)")
        let page = try Browser.open(out.appendingPathComponent("report.html"), scratch: folder)
        try Self.checkPage(page, in: out, frames: 3, verdict: "PASS: all 3 frames within the limits")
        // --keep-all: every frame is linked to its images; none is over, so no thumbnail.
        #expect(page.dom.components(separatedBy: ".compare.png\"").count - 1 == 3)
        #expect(!page.dom.contains(".thumb.png"))
        #expect(page.screenshotColors.contains(0x2A7D2A), "the green PASS verdict is drawn")
    }

    /// A folder of frames made at another frame rate as side A: frame 0
    /// (t = 0 either way) matches, the later frames are over the limits.
    @Test func failingComparisonOpensInChromium() throws {
        let folder = try temporaryFolder()
        let frames = folder.appendingPathComponent("frames"), out = folder.appendingPathComponent("cmp")
        let render = try runProcess(["render", "fuber", "--frames", "0:4", "--fps", "10", "--backend", "cpu",
                                     "--out", frames.path] + Self.small)
        #expect(render.status == 0, "\(render.err)")
        let run = try runProcess(["compare", "fuber", "--frames", "0:4", "--a", frames.path, "--b", "cpu",
                                  "--out", out.path] + Self.small)
        #expect(run.status == 1, "\(run.err)")
        let page = try Browser.open(out.appendingPathComponent("report.html"), scratch: folder)
        try Self.checkPage(page, in: out, frames: 4, verdict: "FAIL: 3 of 4 frames over the limits")
        let namesFolder = page.dom.contains("folder \(frames.path)")
        #expect(namesFolder, "side A names the folder")
        #expect(page.dom.components(separatedBy: ".thumb.png\"").count - 1 == 3, "a thumbnail per frame over")
        let shown = page.dom.contains("<div id=\"flip\">") && page.dom.contains("<figure id=\"flipfig\">")
        #expect(shown, "the script showed the A/B toggle")
        #expect(page.screenshotColors.contains(0xCC2222), "the red FAIL verdict is drawn")
    }

    /// The page's controls, driven in Chromium through a harness page that
    /// holds it in an iframe (`--allow-file-access-from-files` lets the
    /// harness reach into it): sorting, opening a frame from the table and
    /// from the chart, zoom, blink and the slider.
    @Test func controlsWorkInChromium() throws {
        let folder = try temporaryFolder()
        let frames = folder.appendingPathComponent("frames"), out = folder.appendingPathComponent("cmp")
        #expect(try runProcess(["render", "fuber", "--frames", "0:4", "--fps", "10", "--backend", "cpu",
                                "--out", frames.path] + Self.small).status == 0)
        #expect(try runProcess(["compare", "fuber", "--frames", "0:4", "--a", frames.path, "--b", "cpu",
                                "--out", out.path] + Self.small).status == 1)
        let harness = folder.appendingPathComponent("harness.html")
        try Data(Self.harness.replacingOccurrences(of: "PAGE", with: "cmp/report.html").utf8).write(to: harness)
        let dom = try Browser.run(["--allow-file-access-from-files", "--dump-dom", harness.absoluteString], scratch: folder)
        let log = dom.components(separatedBy: "<pre id=\"result\">").last?.components(separatedBy: "</pre>").first ?? ""
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let width = try #require(report["width"] as? Int)
        // PSNR: frame 3 lowest, then 2, 1, and 0 (identical, ∞).
        let expected = [
            "worst-first 3,2,1,0", "frame-up 0,1,2,3", "frame-down 3,2,1,0", "psnr-up 3,2,1,0",
            "opened 1 fuber-00001.a.png fuber-00001.b.png fuber-00001.heat.png",
            "zoom \(4 * width) \(4 * width)", "blink stage blink split-disabled=true", "slide stage 20%",
            "chart-left 0", "chart-right 3 3", "errors []",
        ]
        #expect(log.components(separatedBy: "\n") == expected, "\(log)")
    }

    /// Drives report.html (in iframe `f`) and logs what each control did into `#result`.
    static let harness = #"""
        <!DOCTYPE html><html><body><pre id="result"></pre>
        <iframe id="f" src="PAGE" width="1000" height="800"></iframe>
        <script>
        var f=document.getElementById('f'),out=[];
        function log(s){out.push(s);document.getElementById('result').textContent=out.join('\n');}
        f.onload=function(){try{
        var d=f.contentDocument,w=f.contentWindow;
        function order(){return Array.prototype.map.call(d.querySelectorAll('#table tbody tr'),function(r){return r.cells[0].textContent;}).join(',');}
        log('worst-first '+order());
        var th=d.querySelectorAll('#table th');th[0].click();log('frame-up '+order());th[0].click();log('frame-down '+order());
        th[2].click();log('psnr-up '+order());
        var rows=d.querySelectorAll('#table tbody tr');var r1=Array.prototype.filter.call(rows,function(r){return r.cells[0].textContent==='1';})[0];
        r1.click();log('opened '+d.getElementById('vnum').textContent+' '+d.getElementById('va').getAttribute('src')+' '+d.getElementById('fb').getAttribute('src')+' '+d.getElementById('vh').getAttribute('src'));
        var z=d.getElementById('zoom');z.value='4';z.dispatchEvent(new w.Event('change'));
        log('zoom '+d.getElementById('va').getBoundingClientRect().width+' '+d.getElementById('fa').getBoundingClientRect().width);
        var b=d.querySelector('input[value=blink]');b.checked=true;b.dispatchEvent(new w.Event('change'));
        log('blink '+d.querySelector('.stage').className+' split-disabled='+d.getElementById('split').disabled);
        var s=d.getElementById('split');var sl=d.querySelector('input[value=slide]');sl.checked=true;sl.dispatchEvent(new w.Event('change'));
        s.value='20';s.dispatchEvent(new w.Event('input'));log('slide '+d.querySelector('.stage').className+' '+d.querySelector('.stage').style.getPropertyValue('--s'));
        var svg=d.querySelector('svg.chart'),bx=svg.getBoundingClientRect();
        svg.dispatchEvent(new w.MouseEvent('click',{clientX:bx.left+1,clientY:bx.top+5,bubbles:true}));
        log('chart-left '+d.querySelector('tr.sel').cells[0].textContent);
        svg.dispatchEvent(new w.MouseEvent('click',{clientX:bx.right-1,clientY:bx.top+5,bubbles:true}));
        log('chart-right '+d.querySelector('tr.sel').cells[0].textContent+' '+d.getElementById('vnum').textContent);
        log('errors ['+d.getElementById('errors').textContent+']');
        }catch(e){log('harness error '+e);}};
        </script></body></html>
        """#

    /// What both pages must show after their script ran: a row per frame,
    /// the verdict, every image reference a file in the folder, no errors.
    static func checkPage(_ page: Browser.Page, in folder: URL, frames: Int, verdict: String,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        page.expectScriptRanWithoutErrors(sourceLocation: sourceLocation)
        let dom = page.dom
        let body = try #require(dom.components(separatedBy: "<tbody>").dropFirst().first?.components(separatedBy: "</tbody>").first)
        #expect(body.components(separatedBy: "<tr").count - 1 == frames, sourceLocation: sourceLocation)
        let hasVerdict = dom.contains(verdict)
        #expect(hasVerdict, "the verdict '\(verdict)'", sourceLocation: sourceLocation)
        let references = Browser.references(dom)
        #expect(!references.isEmpty, sourceLocation: sourceLocation)
        for reference in references {
            let name = try #require(reference.removingPercentEncoding)
            #expect(!name.contains("/") && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path),
                    "\(reference) is a file in \(folder.path)", sourceLocation: sourceLocation)
        }
        #expect(page.screenshotColors.count > 1, "the screenshot is not blank", sourceLocation: sourceLocation)
    }
}

/// Headless Chromium from the command line.
enum Browser {
    /// What the browser made of a page: the DOM after its scripts ran, and
    /// the distinct colors (0xRRGGBB) of a screenshot.
    struct Page {
        var dom: String
        var screenshotColors: Set<UInt32>

        /// The page's script ran (it sets `data-script="ran"`) and
        /// `#errors` stayed empty. Booleans first: a failed
        /// `dom.contains` would print the whole page.
        func expectScriptRanWithoutErrors(sourceLocation: SourceLocation = #_sourceLocation) {
            let ran = dom.contains("data-script=\"ran\""), noErrors = dom.contains("<pre id=\"errors\"></pre>")
            #expect(ran, "the page's script ran", sourceLocation: sourceLocation)
            #expect(noErrors, "errors: \(dom.components(separatedBy: "<pre id=\"errors\">").last?.prefix(400) ?? "")",
                    sourceLocation: sourceLocation)
        }
    }

    /// `chromium` on PATH; the test fails when it is missing.
    static func executable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw Missing()
    }

    /// Thrown, and so a test failure, when chromium is not on PATH.
    struct Missing: Error, CustomStringConvertible {
        var description: String { "chromium is not installed: run tools/setup (it installs Debian's chromium for these tests)" }
    }

    /// Opens `file` twice (`--dump-dom`, then `--screenshot`), each run
    /// with its own profile in `scratch` and at most 30 s.
    static func open(_ file: URL, scratch: URL) throws -> Page {
        let url = file.absoluteURL.absoluteString
        let dom = try run(["--dump-dom", url], scratch: scratch)
        let shot = scratch.appendingPathComponent("screenshot.png")
        _ = try run(["--screenshot=\(shot.path)", "--window-size=1000,900", "--hide-scrollbars", url], scratch: scratch)
        let bitmap = try PNGDecoder.decode(Array(try Data(contentsOf: shot)))
        var colors = Set<UInt32>()
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            colors.insert(UInt32(bitmap.pixels[i]) << 16 | UInt32(bitmap.pixels[i + 1]) << 8 | UInt32(bitmap.pixels[i + 2]))
        }
        return Page(dom: dom, screenshotColors: colors)
    }

    /// Runs chromium headless with `arguments`; its stdout.
    static func run(_ arguments: [String], scratch: URL) throws -> String {
        let process = Process()
        process.executableURL = try executable()
        let profile = scratch.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        // No sandbox: tests may run as root, where Chromium refuses it; the
        // pages are our own, from local files.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=3000"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: killer)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        #expect(process.terminationStatus == 0, "chromium \(arguments.first ?? "") exited \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }

    /// Every `src="…"` and `href="…"` value in `html`.
    static func references(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?:src|href)=\"([^\"]*)\"")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
        }
    }
}
