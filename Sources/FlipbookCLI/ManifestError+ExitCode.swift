import Manifest

extension ManifestError {
    /// The exit status of a manifest problem: bad input 2, a merge that
    /// failed its checks 1, a manifest the run could not write 3.
    var exitCode: Int32 {
        switch kind {
        case .input: 2
        case .mismatch: 1
        case .failure: 3
        }
    }
}
