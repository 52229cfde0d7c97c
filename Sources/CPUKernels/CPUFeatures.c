#include "CPUKernels.h"

int fb_cpu_has_avx2(void) {
#if defined(__x86_64__)
    // GCC and clang's CPU model check (cpuid, and xgetbv for the OS's
    // saving of the 256-bit registers), resolved once by libgcc/compiler-rt.
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 1 : 0;
#else
    return 0;
#endif
}
