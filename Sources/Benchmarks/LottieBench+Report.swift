import Foundation

extension LottieBench {
    /// What `bench lottie` prints: a row per file and a summary over the
    /// measured ones.
    package struct Report {
        package var rows: [Row]
        package var backend: String
        /// Frames timed per file (after the warm-up).
        package var frameCount: Int
        package var environment: BenchEnvironment
        /// What each frame redrew (`SceneBench.Report.redraw`). Default:
        /// whole frames.
        package var redraw = Redraw.wholeFrames
        /// How the files were read where Core Animation and After Effects
        /// differ (`--lottie-reading`: "core-animation" or
        /// "after-effects"). Default: "core-animation".
        package var reading = "core-animation"

        package init(rows: [Row], backend: String, frameCount: Int, environment: BenchEnvironment) {
            (self.rows, self.backend, self.frameCount, self.environment) = (rows, backend, frameCount, environment)
        }

        package var measured: [Measured] { rows.compactMap(\.measured) }
        /// The files refused, by name.
        package var refused: [String] { rows.filter { $0.measured == nil }.map(\.file) }

        /// The geometric mean of the measured files' median render times,
        /// milliseconds; nil when none was measured. The geometric mean, as
        /// the ratios against the peers are averaged, so that one large file
        /// does not outweigh the rest.
        package var geometricMeanRenderMilliseconds: Double? {
            Self.geometricMean(measured.map(\.renderMilliseconds))
        }

        /// The geometric mean of the files' frames/s: 1000 over
        /// `geometricMeanRenderMilliseconds`.
        package var geometricMeanFramesPerSecond: Double? {
            Self.geometricMean(measured.map(\.framesPerSecond))
        }

        /// The largest evaluation plus display list of any file, milliseconds.
        package var maximumPreparationMilliseconds: Double? { measured.map(\.preparationMilliseconds).max() }

        /// exp(mean(log x)); nil for no values or any not positive.
        package static func geometricMean(_ values: [Double]) -> Double? {
            guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { return nil }
            return exp(values.reduce(0) { $0 + log($1) } / Double(values.count))
        }

        /// One JSON object per file, then the summary, each given to
        /// `finish` (which adds the command) in order.
        package func jsonLines(_ finish: (JSONValue) -> JSONValue = { $0 }) -> [JSONValue] {
            rows.map { finish(json(of: $0)) } + [finish(summaryJSON)]
        }

        /// A file's line: `workload` "lottie", its medians in ms, the frame
        /// numbers timed and every stage's statistics; or its `error`.
        package func json(of row: Row) -> JSONValue {
            var pairs: [(String, JSONValue)] = [("workload", .string("lottie")), ("file", .string(row.file)),
                                                ("backend", .string(backend))]
            switch row.result {
            case .refused(let reason):
                pairs.append(("error", .string(reason)))
            case .measured(let m):
                let s = m.stages
                pairs += [("pixels", .string(m.pixels)), ("width", .integer(m.pixelWidth)),
                          ("height", .integer(m.pixelHeight)), ("frames", .integer(m.frameNumbers.count)),
                          ("warmUpFrames", .integer(StagedFrame.warmUpFrames)),
                          ("frameNumbers", .array(m.frameNumbers.map(JSONValue.number))),
                          ("medianMs", .object([("evaluate", .number(s.evaluate.median * 1e3)),
                                                ("displayList", .number(s.displayList.median * 1e3)),
                                                ("raster", .number(s.raster.median * 1e3)),
                                                ("render", .number(m.renderMilliseconds))])),
                          ("renderFramesPerSecond", .number(m.framesPerSecond)),
                          ("stages", s.json), ("environment", environment.json)]
            }
            return .object(pairs)
        }

        /// The last line: `workload` "lottie-summary", the file counts, the
        /// refused files and the geometric means over the measured ones.
        package var summaryJSON: JSONValue {
            .object([("workload", .string("lottie-summary")), ("backend", .string(backend)),
                     ("frames", .integer(frameCount)), ("files", .integer(rows.count)),
                     ("redraw", .string(redraw.rawValue)), ("lottieReading", .string(reading)),
                     ("measured", .integer(measured.count)), ("refused", .array(refused.map(JSONValue.string))),
                     ("geometricMeanRenderMs", geometricMeanRenderMilliseconds.map(JSONValue.number) ?? .number(.nan)),
                     ("geometricMeanFramesPerSecond", geometricMeanFramesPerSecond.map(JSONValue.number) ?? .number(.nan)),
                     ("maxEvaluateAndDisplayListMs", maximumPreparationMilliseconds.map(JSONValue.number) ?? .number(.nan)),
                     ("environment", environment.json)])
        }

        /// A table of the files (name, size, the stages' medians in ms,
        /// frames/s; a refused file's reason) and the summary line.
        package func text(folder: String) -> String {
            var s = "bench lottie \(folder): backend \(backend), \(plural(frameCount, "frame")) a file after "
                + "\(StagedFrame.warmUpFrames) warm-up, frames ip + (op - ip)(i + 0.5)/\(frameCount), 1 thread, render only\n"
            s += redraw.line
            s += "  read as: \(reading) (--lottie-reading)\n"
            s += "  \(environment.text)\n"
            let width = max(4, rows.map(\.file.count).max() ?? 0)
            s += "  " + "file".padding(toLength: width, withPad: " ", startingAt: 0)
                + "        size  evaluate  display list    raster  render ms  frames/s\n"
            for row in rows {
                s += "  " + row.file.padding(toLength: width, withPad: " ", startingAt: 0)
                switch row.result {
                case .refused(let reason):
                    s += "  refused: \(reason)\n"
                case .measured(let m):
                    let st = m.stages
                    // Padded by hand: Foundation on Linux ignores a width on %@.
                    s += " " + String(repeating: " ", count: max(0, 11 - m.pixels.count)) + m.pixels
                    s += String(format: " %9.3f %13.3f %9.3f %10.3f %9.1f\n", st.evaluate.median * 1e3,
                                st.displayList.median * 1e3, st.raster.median * 1e3, m.renderMilliseconds,
                                m.framesPerSecond)
                }
            }
            if let ms = geometricMeanRenderMilliseconds, let fps = geometricMeanFramesPerSecond,
               let preparation = maximumPreparationMilliseconds {
                s += String(format: "  geometric mean over %ld of %ld files: render %.3f ms, %.1f frames/s; "
                            + "largest evaluate + display list %.3f ms\n", measured.count, rows.count, ms, fps, preparation)
            } else {
                s += "  no file measured\n"
            }
            if environment.build == "debug" {
                s += "  note: debug build; measure with `swift build -c release` (tools/flipbook does)\n"
            }
            return s
        }
    }
}
