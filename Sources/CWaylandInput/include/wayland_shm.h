#ifndef WAYLAND_SHM_H
#define WAYLAND_SHM_H
// Frames handed to the compositor in shared memory (`wl_shm`) on SDL's window surface.
//
// Where OpenGL is rasterised on the CPU (Mesa's llvmpipe), the app draws with SDL's software
// renderer into a canvas of its own and hands the compositor the pixels that changed: each
// present copies into a free `wl_buffer` what that buffer lacks (the damage of the frames since it
// was last used), attaches it, damages only the changed rect (`wl_surface.damage_buffer`) and
// commits. Buffers are created on demand (at most `WAYLAND_SHM_BUFFERS`) and reused once the
// compositor releases them; their events are read on a queue of this bridge's own.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { WAYLAND_SHM_BUFFERS = 4 };

typedef struct WaylandShm WaylandShm;

// Binds `wl_shm` on the display of `sdl_window` (an `SDL_Window *` on SDL's Wayland driver). NULL,
// with `message` saying why, off Wayland or where the compositor offers no `wl_shm`; `message` is
// left alone otherwise.
WaylandShm *wayland_shm_open(void *sdl_window, char *message, size_t size);
// Presents the canvas `pixels` (XRGB8888, `pitch` bytes a row, `width` × `height` pixels): the rect
// `x`, `y`, `w`, `h` (the canvas's pixels; clipped to it) is what changed since the last present.
// 1 when committed; 0 with `message` saying why (nothing was committed then).
int wayland_shm_present(WaylandShm *shm, const void *pixels, int pitch, int width, int height, int x, int y,
                        int w, int h, char *message, size_t size);
void wayland_shm_close(WaylandShm *shm);

#ifdef __cplusplus
}
#endif
#endif
