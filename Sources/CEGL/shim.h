// Headless OpenGL ES 3 through EGL (libegl-dev, libgles-dev, libgbm-dev).
#define EGL_EGLEXT_PROTOTYPES 1
#define GL_GLEXT_PROTOTYPES 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>
#include <GLES3/gl31.h>
#include <gbm.h>

// EGL extension entry points are not exported by libglvnd's libEGL: they
// must be looked up with eglGetProcAddress. These wrappers do the lookup
// and return EGL_FALSE / NULL when the extension is missing, so Swift never
// has to cast raw function pointers.

/// eglQueryDevicesEXT (EGL_EXT_device_enumeration), or EGL_FALSE with
/// *count = 0 when the entry point is missing.
static inline EGLBoolean flipbook_eglQueryDevices(EGLint max, EGLDeviceEXT *devices, EGLint *count) {
    PFNEGLQUERYDEVICESEXTPROC f = (PFNEGLQUERYDEVICESEXTPROC)eglGetProcAddress("eglQueryDevicesEXT");
    if (!f) { *count = 0; return EGL_FALSE; }
    return f(max, devices, count);
}

/// eglQueryDeviceStringEXT (EGL_EXT_device_query), or NULL when missing.
static inline const char *flipbook_eglQueryDeviceString(EGLDeviceEXT device, EGLint name) {
    PFNEGLQUERYDEVICESTRINGEXTPROC f = (PFNEGLQUERYDEVICESTRINGEXTPROC)eglGetProcAddress("eglQueryDeviceStringEXT");
    return f ? f(device, name) : NULL;
}
