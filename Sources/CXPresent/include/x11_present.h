#ifndef X11_PRESENT_H
#define X11_PRESENT_H
// The X server's display clock for the app's frames: the Present extension's completion events,
// read on a connection of the app's own (xcb).
//
// As a pass begins to draw a frame the app asks, on SDL's X window, for a completion at the next
// refresh of the window's display (`PresentNotifyMSC`): the server answers when that refresh
// happens, with its counter (MSC) and time (UST, microseconds on CLOCK_MONOTONIC). The frame is
// shown from that refresh on if it reached the server before it. This does not own the swap: SDL's
// renderer presents as it always does (a shared-memory put, a GL swap), and the completion
// gives the display's clock whichever way the pixels went. A thread waits on the connection and
// wakes the app's loop with one SDL event per batch of completions.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// What the server said about one refresh.
typedef struct {
  uint64_t frame;  // the number given to `x11_present_request` (low 32 bits); 0 for the probe's
  uint64_t ust;    // when the refresh happened: microseconds on CLOCK_MONOTONIC
  uint64_t msc;    // the refresh's number on the window's display
} X11PresentCompletion;

typedef struct X11Present X11Present;

// Opens the connection to the display of `sdl_window` (an `SDL_Window *` on SDL's X11 driver),
// selects Present's completion events on its window and asks for one refresh, waiting up to
// `timeout_ms` for its completion (queued with frame 0). Wakes the app's loop with one SDL event
// of type `sdl_event_type` when completions arrive. NULL, with `message` saying why, when the
// window is not on X11, the server has no Present, or no completion came in time; otherwise
// `message` says what the server offers.
X11Present *x11_present_open(void *sdl_window, unsigned sdl_event_type, int timeout_ms, char *message, size_t size);
// Asks for a completion at the window's next refresh, carrying `frame` (a number of the app's,
// not 0; the server carries back its low 32 bits).
void x11_present_request(X11Present *present, uint64_t frame);
// True from a request until its completion arrives.
int x11_present_waiting(const X11Present *present);
// The oldest completion not yet taken: 1 when `completion` was filled.
int x11_present_next(X11Present *present, X11PresentCompletion *completion);
// Clears the wake-up, so that the next completion wakes the loop again.
void x11_present_woken(X11Present *present);
void x11_present_close(X11Present *present);

#ifdef __cplusplus
}
#endif
#endif
