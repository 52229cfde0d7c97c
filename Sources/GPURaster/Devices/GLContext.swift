import CEGL
import Foundation

/// An OpenGL ES 3 context on a leased display, surfaceless when the display
/// allows it (`EGL_KHR_surfaceless_context`), else bound to a 1×1 pbuffer.
/// It is current on a thread only between `makeCurrent` and
/// `releaseCurrent`.
final class GLContext {
    let lease: DisplayLease
    private let context: EGLContext
    private let surface: EGLSurface?

    /// Makes the context, or throws naming `label` and the EGL error.
    init(lease: DisplayLease, label: String) throws(GPUError) {
        self.lease = lease
        let display = lease.display
        let extensions = lease.extensions
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
            throw GPUError(.noDevice, "\(label): OpenGL ES is not offered (EGL error \(Self.eglErrorText()))")
        }
        let surfaceless = extensions.contains("EGL_KHR_surfaceless_context")
        let config = try Self.chooseConfig(display, extensions: extensions, needsPbuffer: !surfaceless, label: label)
        // ES 3.0 is the baseline: EGL_CONTEXT_CLIENT_VERSION 3 (EGL 1.4's
        // attribute, the same value as EGL 1.5's MAJOR_VERSION) gets 3.0 or
        // any later compatible version.
        let attributes: [EGLint] = [EGL_CONTEXT_CLIENT_VERSION, 3, EGL_NONE]
        guard let context = eglCreateContext(display, config, nil, attributes) else {
            throw GPUError(.noDevice, "\(label): no OpenGL ES 3 context (EGL error \(Self.eglErrorText()))")
        }
        var surface: EGLSurface? = nil
        if !surfaceless {
            let size: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            surface = eglCreatePbufferSurface(display, config, size)
            if surface == nil {
                eglDestroyContext(display, context)
                throw GPUError(.noDevice, "\(label): no surfaceless context and no pbuffer (EGL error \(Self.eglErrorText()))")
            }
        }
        self.context = context
        self.surface = surface
    }

    deinit {
        if eglGetCurrentContext() == context { releaseCurrent() }
        if let surface { eglDestroySurface(lease.display, surface) }
        eglDestroyContext(lease.display, context)
    }

    /// Binds the context to the calling thread.
    func makeCurrent() throws(GPUError) {
        guard eglMakeCurrent(lease.display, surface, surface, context) == EGL_TRUE else {
            throw GPUError(.drawing, "eglMakeCurrent failed (EGL error \(Self.eglErrorText()))")
        }
    }

    /// Unbinds the context from the calling thread, so another thread may
    /// take it.
    func releaseCurrent() {
        eglMakeCurrent(lease.display, nil, nil, nil)
    }

    /// A config that renders OpenGL ES 3, or none at all when the display
    /// takes configless contexts (`EGL_KHR_no_config_context`): rendering
    /// goes to framebuffer objects, so the config's formats do not matter.
    private static func chooseConfig(_ display: EGLDisplay, extensions: Set<Substring>,
                                     needsPbuffer: Bool, label: String) throws(GPUError) -> EGLConfig? {
        if !needsPbuffer && extensions.contains("EGL_KHR_no_config_context") { return nil }
        let attributes: [EGLint] = [
            EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
            EGL_SURFACE_TYPE, needsPbuffer ? EGL_PBUFFER_BIT : 0,
            EGL_NONE,
        ]
        var config: EGLConfig? = nil
        var count: EGLint = 0
        guard eglChooseConfig(display, attributes, &config, 1, &count) == EGL_TRUE, count > 0 else {
            throw GPUError(.noDevice, "\(label): no EGL config for OpenGL ES 3 (EGL error \(eglErrorText()))")
        }
        return config
    }

    /// The last EGL error as "0x3001"-style hex.
    static func eglErrorText() -> String { "0x" + String(eglGetError(), radix: 16) }
}
