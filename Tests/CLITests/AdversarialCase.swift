import Foundation

/// One hostile command line for `AdversarialSuiteTests`: the files it
/// needs, how `flipbook` is started and stopped, and what it may answer.
///
/// Every case runs in a folder of its own with two parts: `doc/`, the
/// child's working folder (its documents, assets and output), and
/// `outside/`, the stand-in for the rest of the machine (the child's
/// HOME, holding `secret.png` and `secret.txt` unless the case asks for
/// them absent). Paths below are relative to the case folder; the text
/// `$CASE` in arguments and file contents is replaced by the case
/// folder's absolute path.
struct AdversarialCase: Sendable {
    /// A file system entry the case creates before it runs.
    enum Entry: Sendable {
        case file(String, Data)
        case fifo(String)
        case socket(String)
        case directory(String)
        case symlink(String, to: String)
    }

    /// What the child reads on stdin.
    enum Input: Sendable {
        /// An empty pipe, closed at once (end of file).
        case empty
        /// A pipe held open and never written until the child exits: a
        /// stalled producer.
        case stalled
        /// /dev/zero: endless bytes.
        case zeros
    }

    /// How an escape attempt is judged: the secret's bytes appear nowhere,
    /// and the case's twin (same `pair`, the other `secretPresent`) must
    /// print the same message.
    struct Escape: Sendable, Hashable {
        var pair: String
        var secretPresent: Bool
    }

    /// What the case is about ("lottie layers[0].ks.sk keyframe t"), with
    /// its value; failures print it with the seed and index.
    var label: String
    /// The defect class the case probes (issue 36's numbering, or a
    /// descriptive group), for the report.
    var group: String
    var entries: [Entry] = []
    /// The words after `flipbook`.
    var arguments: [String]
    var input: Input = .empty
    /// A signal sent `after` seconds; the child must then end within
    /// `AdversarialRunner.signalGrace` seconds.
    var signal: (number: Int32, after: Double)?
    /// Exit statuses that are right for this case.
    var allowed: Set<Int32>
    /// The case's `-o` folder (relative to the case folder), which must not
    /// exist after a refusal (exit 2 or 3) or an interruption: nothing is
    /// created before the first frame is written. Nil: the case names none
    /// the child may not create.
    var output: String? = "doc/out"
    var escape: Escape?
    /// For a render that exits 0: the frame numbers its PNG names must carry.
    var frames: [Int64]?
    /// Files that must be byte for byte the same after the run (beside the
    /// `outside/` folder, which is always checked).
    var unchanged: [String] = []
    /// Whether `outside/` gets its secrets. Default: true.
    var secretPresent: Bool { escape?.secretPresent ?? true }
    /// Work done in the case folder before the case runs (rendering a
    /// manifest to damage): returns an error text when it failed.
    var prepare: (@Sendable (URL) -> String?)?
}

/// The outcome of one case.
struct AdversarialOutcome: Sendable {
    var status: Int32
    /// True when the child died of a signal (`status` is its number).
    var signalled: Bool
    /// True when the 10 s cap killed it.
    var timedOut: Bool
    var stdout: Data
    var stderr: Data
    /// Seconds from start (or from the signal, for signal cases) to exit.
    var seconds: Double
    /// Failures found by the runner itself (setup, files outside).
    var problems: [String]
}
