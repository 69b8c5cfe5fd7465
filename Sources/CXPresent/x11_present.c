// The Present extension's completion events on the app's own X connection (see x11_present.h).
#include "x11_present.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <xcb/present.h>
#include <xcb/xcb.h>

// Completions kept until the loop takes them: far more than a loop that takes them every pass
// ever leaves (a choice of this project); past it the oldest are dropped.
enum { QUEUE_SIZE = 64 };

struct X11Present {
  xcb_connection_t *connection;
  xcb_window_t window;
  uint32_t event_id;
  uint8_t opcode;
  pthread_t thread;
  int thread_running;
  unsigned sdl_event_type;
  pthread_mutex_t lock;
  X11PresentCompletion queue[QUEUE_SIZE];
  int head;
  int count;
  uint64_t awaited;  // the frame whose completion is awaited; 0 none
  int woken;         // a wake-up is in the loop's queue, not yet taken
};

// The completion `event` carries, when it is one of Present's for this window: 1 and `out` filled.
static int read_completion(const X11Present *present, xcb_generic_event_t *event, X11PresentCompletion *out) {
  if ((event->response_type & 0x7f) != XCB_GE_GENERIC) return 0;
  const xcb_ge_generic_event_t *generic = (const xcb_ge_generic_event_t *)event;
  if (generic->extension != present->opcode || generic->event_type != XCB_PRESENT_EVENT_COMPLETE_NOTIFY) return 0;
  const xcb_present_complete_notify_event_t *complete = (const xcb_present_complete_notify_event_t *)event;
  if (complete->window != present->window || complete->kind != XCB_PRESENT_COMPLETE_KIND_NOTIFY_MSC) return 0;
  out->frame = complete->serial;
  out->ust = complete->ust;
  out->msc = complete->msc;
  return 1;
}

// Queues `completion` (under the lock) and ends the wait it answers.
static void enqueue(X11Present *present, const X11PresentCompletion *completion) {
  if (present->count == QUEUE_SIZE) {
    present->head = (present->head + 1) % QUEUE_SIZE;
    present->count -= 1;
  }
  present->queue[(present->head + present->count) % QUEUE_SIZE] = *completion;
  present->count += 1;
  // Serials are 32 bits on the wire: the frame's low 32 bits answer it.
  if (present->awaited != 0 && (uint32_t)present->awaited == (uint32_t)completion->frame) present->awaited = 0;
}

// The thread: waits for the server's events and wakes the loop once per batch. It ends when the
// connection is shut down (`x11_present_close`).
static void *watch(void *argument) {
  X11Present *present = argument;
  xcb_generic_event_t *event;
  while ((event = xcb_wait_for_event(present->connection)) != NULL) {
    X11PresentCompletion completion;
    int found = read_completion(present, event, &completion);
    free(event);
    if (!found) continue;
    pthread_mutex_lock(&present->lock);
    enqueue(present, &completion);
    if (!present->woken) {
      SDL_Event wake;
      SDL_zero(wake);
      wake.type = present->sdl_event_type;
      present->woken = SDL_PushEvent(&wake) == 1;
    }
    pthread_mutex_unlock(&present->lock);
  }
  return NULL;
}

// Waits up to `timeout_ms` for the completion of the probe (frame 0) on the calling thread.
static int await_probe(X11Present *present, int timeout_ms, X11PresentCompletion *out) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (;;) {
    xcb_generic_event_t *event;
    while ((event = xcb_poll_for_event(present->connection)) != NULL) {
      int found = read_completion(present, event, out);
      free(event);
      if (found && out->frame == 0) return 1;
    }
    if (xcb_connection_has_error(present->connection)) return 0;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long elapsed = (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
    if (elapsed >= timeout_ms) return 0;
    struct pollfd request = {.fd = xcb_get_file_descriptor(present->connection), .events = POLLIN};
    poll(&request, 1, (int)(timeout_ms - elapsed));
  }
}

static void fail(X11Present *present, char *message, size_t size, const char *text) {
  snprintf(message, size, "%s", text);
  if (present->connection) xcb_disconnect(present->connection);
  pthread_mutex_destroy(&present->lock);
  free(present);
}

X11Present *x11_present_open(void *sdl_window, unsigned sdl_event_type, int timeout_ms, char *message, size_t size) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) {
    snprintf(message, size, "not on X11");
    return NULL;
  }
  X11Present *present = calloc(1, sizeof *present);
  if (!present) {
    snprintf(message, size, "X11: out of memory for Present");
    return NULL;
  }
  pthread_mutex_init(&present->lock, NULL);
  present->window = (xcb_window_t)info.info.x11.window;
  present->sdl_event_type = sdl_event_type;
  present->connection = xcb_connect(DisplayString(info.info.x11.display), NULL);
  if (xcb_connection_has_error(present->connection)) {
    fail(present, message, size, "X11: a second connection to the display was refused; no Present");
    return NULL;
  }
  const xcb_query_extension_reply_t *extension = xcb_get_extension_data(present->connection, &xcb_present_id);
  if (!extension || !extension->present) {
    fail(present, message, size, "X11: the server has no Present extension");
    return NULL;
  }
  present->opcode = extension->major_opcode;
  xcb_present_query_version_reply_t *version = xcb_present_query_version_reply(
      present->connection, xcb_present_query_version(present->connection, 1, 0), NULL);
  if (!version) {
    fail(present, message, size, "X11: the server's Present extension does not answer");
    return NULL;
  }
  unsigned major = version->major_version;
  unsigned minor = version->minor_version;
  free(version);
  present->event_id = xcb_generate_id(present->connection);
  xcb_generic_error_t *error = xcb_request_check(
      present->connection,
      xcb_present_select_input_checked(
          present->connection, present->event_id, present->window, XCB_PRESENT_EVENT_MASK_COMPLETE_NOTIFY));
  if (error) {
    free(error);
    fail(present, message, size, "X11: Present refused to report on the window");
    return NULL;
  }
  // The probe: the next refresh's completion, before the loop relies on them.
  xcb_present_notify_msc(present->connection, present->window, 0, 0, 1, 0);
  xcb_flush(present->connection);
  X11PresentCompletion probe;
  if (!await_probe(present, timeout_ms, &probe)) {
    char text[160];
    snprintf(text, sizeof text, "X11: Present %u.%u gave no completion within %d ms", major, minor, timeout_ms);
    fail(present, message, size, text);
    return NULL;
  }
  enqueue(present, &probe);
  if (pthread_create(&present->thread, NULL, watch, present) != 0) {
    fail(present, message, size, "X11: no thread for Present's completions");
    return NULL;
  }
  present->thread_running = 1;
  snprintf(message, size, "X11 Present %u.%u: completions at each refresh", major, minor);
  return present;
}

void x11_present_request(X11Present *present, uint64_t frame) {
  pthread_mutex_lock(&present->lock);
  present->awaited = frame;
  pthread_mutex_unlock(&present->lock);
  // The next refresh whose number is a multiple of 1 (any): the one after the server reads this.
  xcb_present_notify_msc(present->connection, present->window, (uint32_t)frame, 0, 1, 0);
  xcb_flush(present->connection);
}

int x11_present_waiting(const X11Present *present) {
  X11Present *mutable = (X11Present *)present;
  pthread_mutex_lock(&mutable->lock);
  int waiting = present->awaited != 0;
  pthread_mutex_unlock(&mutable->lock);
  return waiting;
}

int x11_present_next(X11Present *present, X11PresentCompletion *completion) {
  pthread_mutex_lock(&present->lock);
  int found = present->count > 0;
  if (found) {
    *completion = present->queue[present->head];
    present->head = (present->head + 1) % QUEUE_SIZE;
    present->count -= 1;
  }
  pthread_mutex_unlock(&present->lock);
  return found;
}

void x11_present_woken(X11Present *present) {
  pthread_mutex_lock(&present->lock);
  present->woken = 0;
  pthread_mutex_unlock(&present->lock);
}

void x11_present_close(X11Present *present) {
  if (!present) return;
  if (present->thread_running) {
    // Ends the thread's wait: its read fails, xcb marks the connection broken and returns NULL.
    shutdown(xcb_get_file_descriptor(present->connection), SHUT_RDWR);
    pthread_join(present->thread, NULL);
  }
  xcb_disconnect(present->connection);
  pthread_mutex_destroy(&present->lock);
  free(present);
}
