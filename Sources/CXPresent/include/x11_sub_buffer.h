#ifndef X11_SUB_BUFFER_H
#define X11_SUB_BUFFER_H
// Presenting part of a frame on X11 with OpenGL (GLX_MESA_copy_sub_buffer, offered by Mesa's
// drivers, llvmpipe included): a rectangle of the back buffer is copied to the window without a
// swap, so a frame may redraw and copy its damage alone while the window keeps the rest.
// SDL 2 presents whole frames by swapping and does not tell a buffer's age, so on a GL renderer
// a blinking caret or a spinner otherwise costs a redraw and a present of the whole window.

#ifdef __cplusplus
extern "C" {
#endif

typedef struct X11SubBuffer X11SubBuffer;

// For `sdl_window` (an `SDL_Window *`), whose GL context is current: NULL when the window is not
// on X11, the context is not GLX's (SDL may use EGL) or the server's GLX lacks the extension.
X11SubBuffer *x11_sub_buffer_open(void *sdl_window);
// Copies the rectangle at `x`, `y` (window pixels from the top left) of the back buffer to the
// window; `window_height` is the window's height in pixels. Flushes GL's queued drawing first.
void x11_sub_buffer_copy(X11SubBuffer *sub, int x, int y, int width, int height, int window_height);
void x11_sub_buffer_close(X11SubBuffer *sub);

#ifdef __cplusplus
}
#endif
#endif
