#ifndef WAYLAND_INPUT_H
#define WAYLAND_INPUT_H
// Wayland's pointer as the compositor describes it, read on SDL's own connection.
//
// SDL 2.26 drops what a trackpad says besides its deltas: `axis_source` (finger or wheel),
// `axis_stop` (the fingers lifted), the discrete wheel steps, and the pointer gestures (pinch,
// hold) that it never binds. This bridge binds its own `wl_seat`, `wl_pointer` and
// `zwp_pointer_gestures_v1` objects on SDL's `wl_display` (a compositor sends every seat object
// the same events), on the display's default queue: SDL dispatches them while it pumps its own
// events, on the main thread, and the callbacks only append plain C structs to a queue and wake
// the app's event loop with one SDL event. The Swift side (`WaylandSeatTranslator.swift`)
// translates data.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  WAYLAND_INPUT_AXIS = 1,           // one pointer frame of scrolling: deltas, source, steps, stops
  WAYLAND_INPUT_PINCH_BEGIN = 2,
  WAYLAND_INPUT_PINCH_UPDATE = 3,
  WAYLAND_INPUT_PINCH_END = 4,
  WAYLAND_INPUT_HOLD_BEGIN = 5,
  WAYLAND_INPUT_HOLD_END = 6,
  WAYLAND_INPUT_LEAVE = 7,          // the pointer left the window
  WAYLAND_INPUT_POINTER_GONE = 8,   // the seat lost its pointer (a device vanished)
  WAYLAND_INPUT_SWIPE_BEGIN = 9,
  WAYLAND_INPUT_SWIPE_UPDATE = 10,  // dx, dy: the fingers' motion since the previous event
  WAYLAND_INPUT_SWIPE_END = 11,
} WaylandInputKind;

typedef enum {
  WAYLAND_INPUT_SOURCE_UNKNOWN = -1,  // the compositor did not say (wl_pointer before version 5)
  WAYLAND_INPUT_SOURCE_WHEEL = 0,
  WAYLAND_INPUT_SOURCE_FINGER = 1,
  WAYLAND_INPUT_SOURCE_CONTINUOUS = 2,
  WAYLAND_INPUT_SOURCE_WHEEL_TILT = 3,
} WaylandInputSource;

typedef struct {
  int kind;                 // WaylandInputKind
  uint32_t time;            // the compositor's time of the event, milliseconds
  uint32_t read_ms;         // SDL_GetTicks() when the app read it
  double x, y;              // the pointer in surface coordinates (SDL window units)
  double dx, dy;            // axis: the scroll in surface units; pinch: the centre's motion
  int source;               // axis: WaylandInputSource
  int steps120_x, steps120_y;  // axis: wheel steps in 120ths of a notch (0 when none)
  int stop_x, stop_y;       // axis: axis_stop on that axis in this frame
  int has_value;            // axis: a value arrived (as opposed to only a stop)
  double scale;             // pinch: the fingers' spread relative to the begin
  double rotation;          // pinch: degrees since the previous event
  int fingers;              // pinch, hold and swipe begin
  int cancelled;            // pinch and hold end
} WaylandInputEvent;

// One motion or button event of the bridge's own pointer: the same event SDL's pointer receives
// (and makes a mouse event of), with the compositor's time, which SDL drops. Kind 1 motion, 2
// button press, 3 button release; the button as SDL numbers it (1 left, 2 middle, 3 right, 0
// another).
typedef struct {
  int kind;
  int button;
  double x, y;     // surface coordinates (SDL window units)
  uint32_t time;   // the compositor's time of the event, milliseconds
} WaylandPointerStamp;

typedef struct WaylandInput WaylandInput;

// Binds the bridge's own seat objects on the display of `sdl_window` (an `SDL_Window *` on SDL's
// Wayland driver). Wakes the app's loop with one SDL event of type `sdl_event_type` when events
// wait. NULL (with `message` saying why) when the window is not on Wayland or the compositor has
// no seat; otherwise `message` says what the compositor offers.
WaylandInput *wayland_input_open(void *sdl_window, unsigned sdl_event_type, char *message, size_t size);
// True while the bridge has its own pointer (SDL's wheel events are then read here instead).
// The loop is woken when it gains or loses one.
int wayland_input_has_pointer(const WaylandInput *input);
// The version of zwp_pointer_gestures_v1 bound: 0 none, 1–2 pinch, 3 pinch and hold.
int wayland_input_gestures_version(const WaylandInput *input);
// The next event read, oldest first: 1 when `event` was filled.
int wayland_input_next(WaylandInput *input, WaylandInputEvent *event);
// The oldest motion or button stamp not yet taken: 1 when `stamp` was filled. Kept apart from
// the events above: SDL's mouse event for the same compositor event is read before the bridge's
// wake-up, and takes its time from here. The oldest are dropped past a bound.
int wayland_input_next_stamp(WaylandInput *input, WaylandPointerStamp *stamp);
void wayland_input_close(WaylandInput *input);

#ifdef __cplusplus
}
#endif
#endif
