#ifndef WAYLAND_FRAMES_H
#define WAYLAND_FRAMES_H
// The compositor's clock for the app's frames, read on SDL's own Wayland connection.
//
// Before each present the app asks, on SDL's window surface, for a `wl_surface.frame` callback
// (the compositor's "a good time to draw the next frame") and, when the compositor offers
// `wp_presentation`, for the presentation feedback of that commit (when it was shown, the
// output's refresh). Both are dispatched by SDL while it pumps its events, on the main thread;
// the callbacks only note what arrived and wake the app's loop with one SDL event.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// What the compositor said about one frame the app committed.
typedef struct {
  uint64_t frame;       // the number given to `wayland_frames_request`
  int presented;        // 1 shown; 0 discarded (replaced by a later commit before it was shown)
  uint64_t seconds;     // presented: when it turned into light, on the presentation clock
  uint32_t nanoseconds;
  uint32_t refresh_ns;  // presented: the output's refresh period; 0 when unknown (variable refresh)
  uint64_t sequence;    // presented: the output's refresh counter; 0 when unknown
  uint32_t flags;       // presented: wp_presentation_feedback kind (vsync, hw clock, …)
} WaylandFrameFeedback;

typedef struct WaylandFrames WaylandFrames;

// Binds `wp_presentation` (when offered) on the display of `sdl_window` (an `SDL_Window *` on
// SDL's Wayland driver). Wakes the app's loop with one SDL event of type `sdl_event_type` when a
// frame callback or feedback arrives. NULL (with `message` saying why) when the window is not on
// Wayland; otherwise `message` says what the compositor offers.
WaylandFrames *wayland_frames_open(void *sdl_window, unsigned sdl_event_type, char *message, size_t size);
// Asks for the frame callback and the presentation feedback of the surface's next commit (call
// just before presenting frame number `frame`).
void wayland_frames_request(WaylandFrames *frames, uint64_t frame);
// Asks again for the frame callback still awaited, with an empty commit of the surface (no new
// content): a safety net for a request whose commit never reached the compositor.
void wayland_frames_nudge(WaylandFrames *frames);
// True from a request until its frame callback arrives.
int wayland_frames_waiting(const WaylandFrames *frames);
// The presentation clock (a clockid_t such as CLOCK_MONOTONIC); -1 without wp_presentation.
int wayland_frames_clock(const WaylandFrames *frames);
// The oldest feedback not yet taken: 1 when `feedback` was filled.
int wayland_frames_next(WaylandFrames *frames, WaylandFrameFeedback *feedback);
// Clears the wake-up, so that the next callback or feedback wakes the loop again.
void wayland_frames_woken(WaylandFrames *frames);
void wayland_frames_close(WaylandFrames *frames);

#ifdef __cplusplus
}
#endif
#endif
