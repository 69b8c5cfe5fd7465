#ifndef XINPUT_BRIDGE_H
#define XINPUT_BRIDGE_H
// XInput 2 for the platform layer: a trackpad's smooth-scrolling valuators and XI 2.4
// pinch gestures on an SDL window, read on a second connection to the X server. A second
// connection because XI 2 events selected on SDL's own connection would replace the core
// events SDL depends on for that window. Plain C structs out, so the Swift side translates data.
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { XINPUT_BRIDGE_MAX_SCROLL = 4 };

typedef enum {
  XINPUT_BRIDGE_MOTION = 1,         // pointer motion, with the scroll valuators it carried
  XINPUT_BRIDGE_RESET = 2,          // valuator values jump: of device `source`, or of all (0)
  XINPUT_BRIDGE_PINCH_BEGIN = 3,
  XINPUT_BRIDGE_PINCH_UPDATE = 4,
  XINPUT_BRIDGE_PINCH_END = 5,
  XINPUT_BRIDGE_DEVICE_REMOVED = 6,  // a pointer device was unplugged (`source`): its gesture ends
  XINPUT_BRIDGE_ENTER = 7,            // the pointer entered: every device's values were read again
  XINPUT_BRIDGE_DEVICES_CHANGED = 8,  // devices came or went: every device's values were read again
  XINPUT_BRIDGE_SWIPE_BEGIN = 9,
  XINPUT_BRIDGE_SWIPE_UPDATE = 10,    // delta_x, delta_y: the fingers' motion since the previous event
  XINPUT_BRIDGE_SWIPE_END = 11,
} XInputBridgeKind;

typedef struct {
  int number;        // the valuator's number on its device
  double value;      // its absolute value
  double increment;  // the value change of one wheel notch
  int vertical;      // 1 vertical, 0 horizontal
  double points_per_increment;  // how far one increment of a precise scroll moves the content
  // The valuator's value before this event: the previous event's, or the device's own current
  // value as XIQueryDevice gave it when the device appeared, the bridge opened or the pointer
  // entered. 0 in `has_previous` when neither is known (the first event only sets it then).
  double previous;
  int has_previous;
} XInputBridgeScroll;

typedef struct {
  int kind;                  // XInputBridgeKind
  unsigned long time;        // the X server's time of the event, milliseconds (0 for resets)
  int source;                // the physical (slave) device
  int touchpad;              // the source has a dependent touch class (a touchpad)
  double x, y;               // position in the window, pixels
  int scroll_count;
  XInputBridgeScroll scroll[XINPUT_BRIDGE_MAX_SCROLL];
  double scale;              // pinch: the fingers' spread relative to the begin
  double delta_x, delta_y;   // pinch: the fingers' centre moved, pixels since the previous event
  int cancelled;             // pinch end: cancelled
  double angle_delta;        // pinch: the fingers' turn since the previous event, degrees
} XInputBridgeEvent;

typedef struct XInputBridge XInputBridge;

// Opens a second connection to the display of `sdl_window` (an `SDL_Window *` on SDL's X11
// driver) and selects XI 2 motion on its X window, and pinch gestures
// when the server offers XI 2.4. A server that refuses the gesture selection (Xvfb answers
// BadValue) has its error trapped: gestures stay off, nothing ends the process. NULL (with
// `message` saying why) when the server has no XI 2.
XInputBridge *xinput_bridge_open(void *sdl_window, char *message, size_t size);
// True when some pointer device has scroll valuators (smooth scrolling comes from XI 2 then).
// Checked again whenever devices are added or removed (a trackpad connected later).
int xinput_bridge_has_scroll_valuators(const XInputBridge *bridge);
// True when pinch gestures were selected.
int xinput_bridge_has_gestures(const XInputBridge *bridge);
// The next event of interest, without blocking: 1 when `event` was filled.
int xinput_bridge_next(XInputBridge *bridge, XInputBridgeEvent *event);
// Wakes the caller's event loop: once the connection has input, pushes one SDL event of type
// `sdl_event_type` and waits until `xinput_bridge_next` has returned 0 before watching again.
int xinput_bridge_start_wakeups(XInputBridge *bridge, unsigned sdl_event_type);
void xinput_bridge_close(XInputBridge *bridge);

// What the X server said about one of SDL's own pointer events: its kind (1 motion, 2 button
// press, 3 button release), the core button (1 left, 2 middle, 3 right), where (window pixels)
// and the server's time (milliseconds).
typedef struct {
  int kind;
  int button;
  int x, y;
  unsigned long time;
} XInputBridgePointerStamp;

// Fills `stamp` from an `SDL_Event *` of type SDL_SYSWMEVENT carrying an X11 ButtonPress,
// ButtonRelease or MotionNotify (SDL sends it just before its own mouse event for the same X
// event, once SDL_SYSWMEVENT is enabled): 1 when filled, 0 for any other event.
int xinput_bridge_pointer_stamp(const void *sdl_event, XInputBridgePointerStamp *stamp);

// Selects XI 2.4 pinch events on `window` of `display` (a `Display *`) with X errors trapped;
// returns the X error code (0: accepted; 2: BadValue). For tests and for `xinput_bridge_open`.
int xinput_bridge_select_gestures(void *display, unsigned long window);

// Opens its own connection to DISPLAY and a small window there, announces XI 2.4 and selects
// pinch gestures on it through `xinput_bridge_select_gestures` (or, `past_the_server`, event
// types this server does not know, as a server without gestures sees the gesture types), with
// the same error trap: the X error code (0 accepted, 2 BadValue), or -1 when there is no
// display or no XI 2.4 (`message` says which).
int xinput_bridge_probe_gesture_selection(int past_the_server, char *message, size_t size);

#ifdef __cplusplus
}
#endif
#endif
