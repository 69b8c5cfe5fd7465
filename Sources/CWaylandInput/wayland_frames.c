// Frame callbacks and presentation feedback on SDL's window surface (see wayland_frames.h).
#include "wayland_frames.h"

#include <SDL2/SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>

#include "../presentation-time-client-protocol.h"
#include "../wayland_registry.h"

// Feedbacks kept until taken: a choice of this project, two seconds of frames at 240 Hz; the app
// takes them on every wake-up, so only a stalled loop could fill it (the oldest go first).
enum { FEEDBACK_CAPACITY = 480 };

struct Pending;

struct WaylandFrames {
  struct wl_display *display;
  struct wl_surface *surface;
  struct wp_presentation *presentation;
  int clock_id;
  struct wl_callback *callback;  // the frame callback asked for last, until it arrives
  struct Pending *pending;       // feedbacks asked for and not yet answered
  WaylandFrameFeedback feedback[FEEDBACK_CAPACITY];
  size_t head, count;
  unsigned wake_type;
  int wake_pending;
};

// One wp_presentation_feedback in flight.
struct Pending {
  struct Pending *next;
  WaylandFrames *frames;
  struct wp_presentation_feedback *object;
  uint64_t frame;
};

static void wake(WaylandFrames *frames) {
  if (frames->wake_pending) return;
  SDL_Event wake;
  memset(&wake, 0, sizeof wake);
  wake.type = frames->wake_type;
  frames->wake_pending = SDL_PushEvent(&wake) == 1;
}

static void keep(WaylandFrames *frames, const WaylandFrameFeedback *feedback) {
  if (frames->count == FEEDBACK_CAPACITY) {
    frames->head = (frames->head + 1) % FEEDBACK_CAPACITY;
    frames->count--;
  }
  frames->feedback[(frames->head + frames->count) % FEEDBACK_CAPACITY] = *feedback;
  frames->count++;
  wake(frames);
}

static void forget(struct Pending *pending) {
  WaylandFrames *frames = pending->frames;
  for (struct Pending **link = &frames->pending; *link; link = &(*link)->next) {
    if (*link == pending) {
      *link = pending->next;
      break;
    }
  }
  wp_presentation_feedback_destroy(pending->object);
  free(pending);
}

// MARK: Presentation feedback

static void feedback_sync_output(void *data, struct wp_presentation_feedback *object, struct wl_output *output) {
  (void)data, (void)object, (void)output;
}

static void feedback_presented(void *data, struct wp_presentation_feedback *object, uint32_t tv_sec_hi,
                               uint32_t tv_sec_lo, uint32_t tv_nsec, uint32_t refresh, uint32_t seq_hi,
                               uint32_t seq_lo, uint32_t flags) {
  (void)object;
  struct Pending *pending = data;
  WaylandFrameFeedback feedback = {
      .frame = pending->frame,
      .presented = 1,
      .seconds = ((uint64_t)tv_sec_hi << 32) | tv_sec_lo,
      .nanoseconds = tv_nsec,
      .refresh_ns = refresh,
      .sequence = ((uint64_t)seq_hi << 32) | seq_lo,
      .flags = flags,
  };
  WaylandFrames *frames = pending->frames;
  forget(pending);
  keep(frames, &feedback);
}

static void feedback_discarded(void *data, struct wp_presentation_feedback *object) {
  (void)object;
  struct Pending *pending = data;
  WaylandFrameFeedback feedback = {.frame = pending->frame, .presented = 0};
  WaylandFrames *frames = pending->frames;
  forget(pending);
  keep(frames, &feedback);
}

static const struct wp_presentation_feedback_listener feedback_listener = {
    .sync_output = feedback_sync_output,
    .presented = feedback_presented,
    .discarded = feedback_discarded,
};

static void presentation_clock_id(void *data, struct wp_presentation *presentation, uint32_t clock_id) {
  (void)presentation;
  WaylandFrames *frames = data;
  frames->clock_id = (int)clock_id;
}

static const struct wp_presentation_listener presentation_listener = {
    .clock_id = presentation_clock_id,
};

// MARK: Frame callbacks

static void frame_done(void *data, struct wl_callback *callback, uint32_t time) {
  (void)time;
  WaylandFrames *frames = data;
  wl_callback_destroy(callback);
  if (frames->callback == callback) frames->callback = NULL;
  wake(frames);
}

static const struct wl_callback_listener frame_listener = {
    .done = frame_done,
};

void wayland_frames_request(WaylandFrames *frames, uint64_t frame) {
  if (!frames) return;
  if (frames->callback) wl_callback_destroy(frames->callback);
  frames->callback = wl_surface_frame(frames->surface);
  wl_callback_add_listener(frames->callback, &frame_listener, frames);
  if (!frames->presentation) return;
  struct Pending *pending = calloc(1, sizeof *pending);
  if (!pending) return;
  pending->frames = frames;
  pending->frame = frame;
  pending->object = wp_presentation_feedback(frames->presentation, frames->surface);
  wp_presentation_feedback_add_listener(pending->object, &feedback_listener, pending);
  pending->next = frames->pending;
  frames->pending = pending;
}

void wayland_frames_nudge(WaylandFrames *frames) {
  if (!frames || !frames->callback) return;
  wl_callback_destroy(frames->callback);
  frames->callback = wl_surface_frame(frames->surface);
  wl_callback_add_listener(frames->callback, &frame_listener, frames);
  wl_surface_commit(frames->surface);
  wl_display_flush(frames->display);
}

int wayland_frames_waiting(const WaylandFrames *frames) { return frames && frames->callback != NULL; }

int wayland_frames_clock(const WaylandFrames *frames) { return frames && frames->presentation ? frames->clock_id : -1; }

int wayland_frames_next(WaylandFrames *frames, WaylandFrameFeedback *feedback) {
  if (!frames || frames->count == 0) return 0;
  *feedback = frames->feedback[frames->head];
  frames->head = (frames->head + 1) % FEEDBACK_CAPACITY;
  frames->count--;
  return 1;
}

void wayland_frames_woken(WaylandFrames *frames) {
  if (frames) frames->wake_pending = 0;
}

// MARK: Opening and closing

WaylandFrames *wayland_frames_open(void *sdl_window, unsigned sdl_event_type, char *message, size_t size) {
  WaylandRegistry registry;
  WaylandGlobal global = {.interface = wp_presentation_interface.name};
  if (!wayland_registry_open(&registry, sdl_window, wayland_registry_note_global, &global, message, size)) return NULL;
  if (!registry.surface) return wayland_registry_fail(&registry, message, size, "not a Wayland window");
  WaylandFrames *frames = calloc(1, sizeof *frames);
  if (!frames) return wayland_registry_fail(&registry, message, size, "Wayland: out of memory");
  frames->display = registry.display;
  frames->surface = registry.surface;
  frames->wake_type = sdl_event_type;
  frames->clock_id = -1;
  if (global.name) {
    frames->presentation = wl_registry_bind(registry.registry, global.name, &wp_presentation_interface, 1);
    wp_presentation_add_listener(frames->presentation, &presentation_listener, frames);
    // The clock's id is sent on binding: read it here, then hand the object to SDL's queue.
    wayland_registry_roundtrip(&registry);
    wl_proxy_set_queue((struct wl_proxy *)frames->presentation, NULL);
  }
  wayland_registry_close(&registry);
  if (frames->presentation) {
    snprintf(message, size, "Wayland: frame callbacks, wp_presentation (clock %d)", frames->clock_id);
  } else {
    snprintf(message, size, "Wayland: frame callbacks, no wp_presentation (frame times predicted)");
  }
  return frames;
}

void wayland_frames_close(WaylandFrames *frames) {
  if (!frames) return;
  if (frames->callback) wl_callback_destroy(frames->callback);
  while (frames->pending) forget(frames->pending);
  if (frames->presentation) wp_presentation_destroy(frames->presentation);
  wl_display_flush(frames->display);
  free(frames);
}
