import CEGL
import Foundation

/// Counts the users of each initialized EGL display. Mesa hands out the
/// same `EGLDisplay` for every request on the same platform and native
/// display, and `eglTerminate` ends every context on it, so the display is
/// initialized on its first user and terminated only when its last user
/// is gone.
final class DisplayRegistry: @unchecked Sendable {
    static let shared = DisplayRegistry()

    private let lock = NSLock()
    private var users: [UInt: Int] = [:]

    /// Initializes `display` if no one uses it yet; returns false (and
    /// counts nothing) when `eglInitialize` fails.
    func acquire(_ display: EGLDisplay) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let key = UInt(bitPattern: display)
        if let count = users[key] {
            users[key] = count + 1
            return true
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else { return false }
        users[key] = 1
        return true
    }

    /// Drops one user; terminates the display when it was the last.
    func release(_ display: EGLDisplay) {
        lock.lock()
        defer { lock.unlock() }
        let key = UInt(bitPattern: display)
        guard let count = users[key] else { return }
        if count > 1 {
            users[key] = count - 1
        } else {
            users[key] = nil
            eglTerminate(display)
        }
    }
}

/// An initialized EGL display held for as long as this object lives, with
/// the GBM device and file descriptor under it when there is one.
final class DisplayLease {
    let display: EGLDisplay
    private let gbmDevice: OpaquePointer?
    private let fileDescriptor: Int32

    init(display: EGLDisplay, gbmDevice: OpaquePointer? = nil, fileDescriptor: Int32 = -1) {
        self.display = display
        self.gbmDevice = gbmDevice
        self.fileDescriptor = fileDescriptor
    }

    deinit {
        DisplayRegistry.shared.release(display)
        if let gbmDevice { gbm_device_destroy(gbmDevice) }
        if fileDescriptor >= 0 { close(fileDescriptor) }
    }

    /// The display's extension string, split into names.
    var extensions: Set<Substring> {
        guard let s = eglQueryString(display, EGL_EXTENSIONS) else { return [] }
        return Set(String(cString: s).split(separator: " "))
    }
}
