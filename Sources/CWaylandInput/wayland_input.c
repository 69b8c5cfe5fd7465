// The app's own Wayland seat objects on SDL's connection (see wayland_input.h).
#include "wayland_input.h"

#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>

#include "../pointer-gestures-unstable-v1-client-protocol.h"
#include "../wayland_registry.h"

// wl_pointer 8 has axis_value120; 5 brought frames, axis_source, axis_stop and axis_discrete.
enum { SEAT_VERSION = 8, GESTURES_VERSION = 3 };
// Motion and button stamps kept for SDL's mouse events: a choice of this project, a second of a
// 1000-Hz mouse, far more than arrives between two of SDL's pumps even in a stalled frame.
enum { STAMP_CAPACITY = 1024 };

struct WaylandInput {
  struct wl_display *display;
  struct wl_surface *surface;  // SDL's window surface: only its events count
  struct wl_seat *seat;
  uint32_t seat_version;
  struct wl_pointer *pointer;
  struct zwp_pointer_gestures_v1 *gestures;
  uint32_t gestures_version;
  struct zwp_pointer_gesture_pinch_v1 *pinch;
  struct zwp_pointer_gesture_hold_v1 *hold;
  struct zwp_pointer_gesture_swipe_v1 *swipe;
  int focused;
  double x, y;
  // The pointer frame being gathered (axis events arrive in parts, closed by wl_pointer.frame).
  WaylandInputEvent frame;
  int frame_open;
  // Events read and not yet taken, oldest first (grows: nothing read is dropped).
  WaylandInputEvent *queue;
  size_t head, count, capacity;
  unsigned wake_type;
  int wake_pending;
  // Motion and button stamps, a ring of the latest (SDL's mouse events take them promptly).
  WaylandPointerStamp stamps[STAMP_CAPACITY];
  size_t stamp_head, stamp_count;
};

static void stamp(WaylandInput *input, int kind, int button, uint32_t time) {
  if (!input->focused) return;
  if (input->stamp_count == STAMP_CAPACITY) {
    input->stamp_head = (input->stamp_head + 1) % STAMP_CAPACITY;
    input->stamp_count--;
  }
  WaylandPointerStamp *slot = &input->stamps[(input->stamp_head + input->stamp_count) % STAMP_CAPACITY];
  slot->kind = kind;
  slot->button = button;
  slot->x = input->x;
  slot->y = input->y;
  slot->time = time;
  input->stamp_count++;
}

int wayland_input_next_stamp(WaylandInput *input, WaylandPointerStamp *out) {
  if (!input || input->stamp_count == 0) return 0;
  *out = input->stamps[input->stamp_head];
  input->stamp_head = (input->stamp_head + 1) % STAMP_CAPACITY;
  input->stamp_count--;
  return 1;
}

// Wakes the app's loop once until it has taken what waits (`wayland_input_next` returning 0).
// Callbacks run inside SDL's pump, on the main thread: the queue cannot be full of our own
// wake-ups, and if it is full of others the next pump drains ours anyway.
static void wake(WaylandInput *input) {
  if (input->wake_pending) return;
  SDL_Event wake;
  memset(&wake, 0, sizeof wake);
  wake.type = input->wake_type;
  input->wake_pending = SDL_PushEvent(&wake) == 1;
}

static void push(WaylandInput *input, const WaylandInputEvent *event) {
  if (input->count == input->capacity) {
    size_t capacity = input->capacity ? input->capacity * 2 : 64;
    WaylandInputEvent *grown = malloc(capacity * sizeof *grown);
    if (!grown) return;
    for (size_t i = 0; i < input->count; i++) grown[i] = input->queue[(input->head + i) % input->capacity];
    free(input->queue);
    input->queue = grown;
    input->capacity = capacity;
    input->head = 0;
  }
  WaylandInputEvent *slot = &input->queue[(input->head + input->count) % input->capacity];
  *slot = *event;
  slot->read_ms = SDL_GetTicks();
  input->count++;
  wake(input);
}

static WaylandInputEvent event_of(WaylandInput *input, int kind, uint32_t time) {
  WaylandInputEvent event;
  memset(&event, 0, sizeof event);
  event.kind = kind;
  event.time = time;
  event.x = input->x;
  event.y = input->y;
  event.source = WAYLAND_INPUT_SOURCE_UNKNOWN;
  event.scale = 1;
  return event;
}

// MARK: The pointer

static void open_frame(WaylandInput *input, uint32_t time) {
  if (input->frame_open) {
    if (time) input->frame.time = time;
    return;
  }
  input->frame = event_of(input, WAYLAND_INPUT_AXIS, time);
  input->frame_open = 1;
}

static void close_frame(WaylandInput *input) {
  if (!input->frame_open) return;
  input->frame_open = 0;
  WaylandInputEvent *frame = &input->frame;
  if (!input->focused) return;
  if (frame->has_value || frame->stop_x || frame->stop_y || frame->steps120_x || frame->steps120_y) {
    frame->x = input->x;
    frame->y = input->y;
    push(input, frame);
  }
}

// Before version 5 there are no frames: every axis event stands alone.
static void close_frame_if_unframed(WaylandInput *input) {
  if (input->seat_version < WL_POINTER_FRAME_SINCE_VERSION) close_frame(input);
}

static void pointer_enter(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface,
                          wl_fixed_t x, wl_fixed_t y) {
  (void)pointer, (void)serial;
  WaylandInput *input = data;
  input->focused = surface == input->surface;
  input->x = wl_fixed_to_double(x);
  input->y = wl_fixed_to_double(y);
}

static void pointer_leave(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface) {
  (void)pointer, (void)serial;
  WaylandInput *input = data;
  if (surface != input->surface || !input->focused) return;
  close_frame(input);
  input->focused = 0;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_LEAVE, 0);
  push(input, &event);
}

static void pointer_motion(void *data, struct wl_pointer *pointer, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
  (void)pointer;
  WaylandInput *input = data;
  input->x = wl_fixed_to_double(x);
  input->y = wl_fixed_to_double(y);
  stamp(input, 1, 0, time);
}

static void pointer_button(void *data, struct wl_pointer *pointer, uint32_t serial, uint32_t time,
                           uint32_t button, uint32_t state) {
  (void)pointer, (void)serial;
  // Linux's BTN_LEFT, BTN_RIGHT, BTN_MIDDLE (input-event-codes.h) as SDL numbers them.
  int sdl_button = button == 0x110 ? 1 : button == 0x111 ? 3 : button == 0x112 ? 2 : 0;
  stamp(data, state == WL_POINTER_BUTTON_STATE_PRESSED ? 2 : 3, sdl_button, time);
}

static void pointer_axis(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis, wl_fixed_t value) {
  (void)pointer;
  WaylandInput *input = data;
  open_frame(input, time);
  double amount = wl_fixed_to_double(value);
  if (axis == WL_POINTER_AXIS_VERTICAL_SCROLL) input->frame.dy += amount;
  else input->frame.dx += amount;
  input->frame.has_value = 1;
  close_frame_if_unframed(input);
}

static void pointer_frame(void *data, struct wl_pointer *pointer) {
  (void)pointer;
  close_frame(data);
}

static void pointer_axis_source(void *data, struct wl_pointer *pointer, uint32_t source) {
  (void)pointer;
  WaylandInput *input = data;
  open_frame(input, 0);
  input->frame.source = (int)source;
}

static void pointer_axis_stop(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis) {
  (void)pointer;
  WaylandInput *input = data;
  open_frame(input, time);
  if (axis == WL_POINTER_AXIS_VERTICAL_SCROLL) input->frame.stop_y = 1;
  else input->frame.stop_x = 1;
}

static void pointer_axis_discrete(void *data, struct wl_pointer *pointer, uint32_t axis, int32_t discrete) {
  (void)pointer;
  WaylandInput *input = data;
  // From version 8 the compositor sends axis_value120 instead.
  if (input->seat_version >= WL_POINTER_AXIS_VALUE120_SINCE_VERSION) return;
  open_frame(input, 0);
  if (axis == WL_POINTER_AXIS_VERTICAL_SCROLL) input->frame.steps120_y += discrete * 120;
  else input->frame.steps120_x += discrete * 120;
}

static void pointer_axis_value120(void *data, struct wl_pointer *pointer, uint32_t axis, int32_t value120) {
  (void)pointer;
  WaylandInput *input = data;
  open_frame(input, 0);
  if (axis == WL_POINTER_AXIS_VERTICAL_SCROLL) input->frame.steps120_y += value120;
  else input->frame.steps120_x += value120;
}

static const struct wl_pointer_listener pointer_listener = {
    .enter = pointer_enter,
    .leave = pointer_leave,
    .motion = pointer_motion,
    .button = pointer_button,
    .axis = pointer_axis,
    .frame = pointer_frame,
    .axis_source = pointer_axis_source,
    .axis_stop = pointer_axis_stop,
    .axis_discrete = pointer_axis_discrete,
    .axis_value120 = pointer_axis_value120,
};

// MARK: Gestures

static void pinch_begin(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t serial, uint32_t time,
                        struct wl_surface *surface, uint32_t fingers) {
  (void)pinch, (void)serial;
  WaylandInput *input = data;
  if (surface != input->surface) return;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_PINCH_BEGIN, time);
  event.fingers = (int)fingers;
  push(input, &event);
}

static void pinch_update(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t time, wl_fixed_t dx,
                         wl_fixed_t dy, wl_fixed_t scale, wl_fixed_t rotation) {
  (void)pinch;
  WaylandInput *input = data;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_PINCH_UPDATE, time);
  event.dx = wl_fixed_to_double(dx);
  event.dy = wl_fixed_to_double(dy);
  event.scale = wl_fixed_to_double(scale);
  event.rotation = wl_fixed_to_double(rotation);
  push(input, &event);
}

static void pinch_end(void *data, struct zwp_pointer_gesture_pinch_v1 *pinch, uint32_t serial, uint32_t time,
                      int32_t cancelled) {
  (void)pinch, (void)serial;
  WaylandInput *input = data;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_PINCH_END, time);
  event.cancelled = cancelled != 0;
  push(input, &event);
}

static const struct zwp_pointer_gesture_pinch_v1_listener pinch_listener = {
    .begin = pinch_begin,
    .update = pinch_update,
    .end = pinch_end,
};

static void hold_begin(void *data, struct zwp_pointer_gesture_hold_v1 *hold, uint32_t serial, uint32_t time,
                       struct wl_surface *surface, uint32_t fingers) {
  (void)hold, (void)serial;
  WaylandInput *input = data;
  if (surface != input->surface) return;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_HOLD_BEGIN, time);
  event.fingers = (int)fingers;
  push(input, &event);
}

static void hold_end(void *data, struct zwp_pointer_gesture_hold_v1 *hold, uint32_t serial, uint32_t time,
                     int32_t cancelled) {
  (void)hold, (void)serial;
  WaylandInput *input = data;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_HOLD_END, time);
  event.cancelled = cancelled != 0;
  push(input, &event);
}

static const struct zwp_pointer_gesture_hold_v1_listener hold_listener = {
    .begin = hold_begin,
    .end = hold_end,
};

static void swipe_begin(void *data, struct zwp_pointer_gesture_swipe_v1 *swipe, uint32_t serial, uint32_t time,
                        struct wl_surface *surface, uint32_t fingers) {
  (void)swipe, (void)serial;
  WaylandInput *input = data;
  if (surface != input->surface) return;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_SWIPE_BEGIN, time);
  event.fingers = (int)fingers;
  push(input, &event);
}

static void swipe_update(void *data, struct zwp_pointer_gesture_swipe_v1 *swipe, uint32_t time, wl_fixed_t dx,
                         wl_fixed_t dy) {
  (void)swipe;
  WaylandInput *input = data;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_SWIPE_UPDATE, time);
  event.dx = wl_fixed_to_double(dx);
  event.dy = wl_fixed_to_double(dy);
  push(input, &event);
}

static void swipe_end(void *data, struct zwp_pointer_gesture_swipe_v1 *swipe, uint32_t serial, uint32_t time,
                      int32_t cancelled) {
  (void)swipe, (void)serial;
  WaylandInput *input = data;
  WaylandInputEvent event = event_of(input, WAYLAND_INPUT_SWIPE_END, time);
  event.cancelled = cancelled != 0;
  push(input, &event);
}

static const struct zwp_pointer_gesture_swipe_v1_listener swipe_listener = {
    .begin = swipe_begin,
    .update = swipe_update,
    .end = swipe_end,
};

// MARK: The seat

static void release_pointer(WaylandInput *input) {
  if (input->pinch) zwp_pointer_gesture_pinch_v1_destroy(input->pinch);
  if (input->hold) zwp_pointer_gesture_hold_v1_destroy(input->hold);
  if (input->swipe) zwp_pointer_gesture_swipe_v1_destroy(input->swipe);
  input->pinch = NULL;
  input->hold = NULL;
  input->swipe = NULL;
  if (input->pointer) {
    if (input->seat_version >= WL_POINTER_RELEASE_SINCE_VERSION) wl_pointer_release(input->pointer);
    else wl_pointer_destroy(input->pointer);
  }
  input->pointer = NULL;
  input->frame_open = 0;
  input->focused = 0;
}

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
  WaylandInput *input = data;
  int has_pointer = (capabilities & WL_SEAT_CAPABILITY_POINTER) != 0;
  if (has_pointer && !input->pointer) {
    input->pointer = wl_seat_get_pointer(seat);
    wl_pointer_add_listener(input->pointer, &pointer_listener, input);
    if (input->gestures) {
      input->pinch = zwp_pointer_gestures_v1_get_pinch_gesture(input->gestures, input->pointer);
      zwp_pointer_gesture_pinch_v1_add_listener(input->pinch, &pinch_listener, input);
      input->swipe = zwp_pointer_gestures_v1_get_swipe_gesture(input->gestures, input->pointer);
      zwp_pointer_gesture_swipe_v1_add_listener(input->swipe, &swipe_listener, input);
      if (input->gestures_version >= ZWP_POINTER_GESTURES_V1_GET_HOLD_GESTURE_SINCE_VERSION) {
        input->hold = zwp_pointer_gestures_v1_get_hold_gesture(input->gestures, input->pointer);
        zwp_pointer_gesture_hold_v1_add_listener(input->hold, &hold_listener, input);
      }
    }
    wake(input);  // the app reads scrolling from this pointer from now on
  } else if (!has_pointer && input->pointer) {
    // The device vanished: whatever it was doing ends (no stuck stream, pinch or hold).
    WaylandInputEvent event = event_of(input, WAYLAND_INPUT_POINTER_GONE, 0);
    release_pointer(input);
    push(input, &event);
  }
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) { (void)data, (void)seat, (void)name; }

static const struct wl_seat_listener seat_listener = {
    .capabilities = seat_capabilities,
    .name = seat_name,
};

typedef struct {
  uint32_t seat_name, seat_version;
  uint32_t gestures_name, gestures_version;
} Globals;

static uint32_t min_version(uint32_t a, uint32_t b) { return a < b ? a : b; }

static void seat_global(void *data, uint32_t name, const char *interface, uint32_t version) {
  Globals *globals = data;
  if (strcmp(interface, wl_seat_interface.name) == 0 && !globals->seat_name) {
    globals->seat_name = name;
    globals->seat_version = version;
  } else if (strcmp(interface, zwp_pointer_gestures_v1_interface.name) == 0) {
    globals->gestures_name = name;
    globals->gestures_version = version;
  }
}

WaylandInput *wayland_input_open(void *sdl_window, unsigned sdl_event_type, char *message, size_t size) {
  WaylandRegistry registry;
  Globals globals = {0};
  if (!wayland_registry_open(&registry, sdl_window, seat_global, &globals, message, size)) return NULL;
  if (!globals.seat_name) {
    return wayland_registry_fail(&registry, message, size, "Wayland: the compositor has no seat");
  }
  WaylandInput *input = calloc(1, sizeof *input);
  input->display = registry.display;
  input->surface = registry.surface;
  input->wake_type = sdl_event_type;
  input->seat_version = min_version(min_version(globals.seat_version, SEAT_VERSION), (uint32_t)wl_seat_interface.version);
  input->seat = wl_registry_bind(registry.registry, globals.seat_name, &wl_seat_interface, input->seat_version);
  if (globals.gestures_name) {
    input->gestures_version = min_version(globals.gestures_version, GESTURES_VERSION);
    input->gestures = wl_registry_bind(registry.registry, globals.gestures_name, &zwp_pointer_gestures_v1_interface,
                                       input->gestures_version);
    wl_proxy_set_queue((struct wl_proxy *)input->gestures, NULL);
  }
  // From here on the seat's events (its capabilities first) are SDL's to dispatch, with its own.
  wl_proxy_set_queue((struct wl_proxy *)input->seat, NULL);
  wl_seat_add_listener(input->seat, &seat_listener, input);
  wayland_registry_close(&registry);
  snprintf(message, size, "Wayland: wl_seat %u (%s), %s", input->seat_version,
           input->seat_version >= WL_POINTER_AXIS_STOP_SINCE_VERSION ? "axis source and stop" : "no axis source or stop",
           !input->gestures                                                           ? "no pointer gestures: pinch with Alt+drag"
           : input->gestures_version >= ZWP_POINTER_GESTURES_V1_GET_HOLD_GESTURE_SINCE_VERSION ? "pointer gestures 3 (pinch, swipe, hold)"
                                                                                      : "pointer gestures (pinch, swipe, no hold)");
  return input;
}

int wayland_input_has_pointer(const WaylandInput *input) { return input->pointer != NULL; }

int wayland_input_gestures_version(const WaylandInput *input) { return input->gestures ? (int)input->gestures_version : 0; }

int wayland_input_next(WaylandInput *input, WaylandInputEvent *event) {
  if (input->count == 0) {
    input->wake_pending = 0;
    return 0;
  }
  *event = input->queue[input->head];
  input->head = (input->head + 1) % input->capacity;
  input->count--;
  return 1;
}

void wayland_input_close(WaylandInput *input) {
  if (!input) return;
  release_pointer(input);
  if (input->gestures) {
    if (input->gestures_version >= ZWP_POINTER_GESTURES_V1_RELEASE_SINCE_VERSION) zwp_pointer_gestures_v1_release(input->gestures);
    else zwp_pointer_gestures_v1_destroy(input->gestures);
  }
  if (input->seat) {
    if (input->seat_version >= WL_SEAT_RELEASE_SINCE_VERSION) wl_seat_release(input->seat);
    else wl_seat_destroy(input->seat);
  }
  wl_display_flush(input->display);
  free(input->queue);
  free(input);
}
