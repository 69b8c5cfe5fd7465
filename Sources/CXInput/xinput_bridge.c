// XInput 2 smooth scrolling and pinch gestures on a second X connection (see xinput_bridge.h).
#include "xinput_bridge.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { MAX_DEVICES = 256 };

// Xwayland turns a Wayland axis value of 10 surface pixels into one valuator increment
// (its DEFAULT_AXIS_STEP_DISTANCE); xf86-input-libinput reports pixels with an increment of 15
// (its default scroll distance). Either way an increment is that many pixels of finger travel.
static const double XWAYLAND_POINTS_PER_INCREMENT = 10;
static const double LIBINPUT_POINTS_PER_INCREMENT = 15;

typedef struct {
  int known;
  int touchpad;
  int count;
  XInputBridgeScroll scroll[XINPUT_BRIDGE_MAX_SCROLL];
} DeviceScrolling;

struct XInputBridge {
  Display *display;
  Window window;
  int opcode;
  int has_scroll_valuators;
  int has_gestures;
  DeviceScrolling devices[MAX_DEVICES];
  // Motion is selected from the physical (slave) devices, whose events name themselves; a server
  // that sends them only through the master is read there until a slave's event arrives.
  int slave_motion_seen;
  // Removed devices waiting to be reported, one event each.
  int removed[MAX_DEVICES];
  int removed_count;
  // Wake-ups: a thread watches the connection and pushes one SDL event per batch of input.
  pthread_t thread;
  int thread_running;
  int stop_pipe[2];
  unsigned sdl_event_type;
  pthread_mutex_t lock;
  pthread_cond_t drained;
  int pending;
  int stopping;
};

static int trapped_error;

static int trap_error(Display *display, XErrorEvent *error) {
  (void)display;
  trapped_error = error->error_code;
  return 0;
}

// Selects XI 2 event types `first`…`last` on `window` for all master devices, with X errors
// trapped (SDL's default handler would end the process): the X error code, 0 when accepted.
static int select_trapped(Display *display, Window window, int first, int last) {
  unsigned char bits[XIMaskLen(64)];
  memset(bits, 0, sizeof bits);
  for (int type = first; type <= last; type++) XISetMask(bits, type);
  XIEventMask mask = {XIAllMasterDevices, XIMaskLen(last), bits};
  XSync(display, False);
  trapped_error = 0;
  int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(trap_error);
  XISelectEvents(display, window, &mask, 1);
  XSync(display, False);
  XSetErrorHandler(previous);
  return trapped_error;
}

int xinput_bridge_select_gestures(void *display, unsigned long window) {
  // XI 2.4 numbers the pinch's three events, then the swipe's: both kinds in one selection.
  return select_trapped(display, (Window)window, XI_GesturePinchBegin, XI_GestureSwipeEnd);
}

// Fills `device` from its XIQueryDevice answer: its scroll valuators with their current values
// (the reference the next event's change is measured from), and whether it is a touchpad.
static void learn_device(DeviceScrolling *device, const XIDeviceInfo *info) {
  memset(device, 0, sizeof *device);
  device->known = 1;
  double points_per_increment = strncmp(info->name, "xwayland-", 9) == 0 ? XWAYLAND_POINTS_PER_INCREMENT
                                                                         : LIBINPUT_POINTS_PER_INCREMENT;
  for (int i = 0; i < info->num_classes; i++) {
    XIAnyClassInfo *any = info->classes[i];
    if (any->type == XIScrollClass && device->count < XINPUT_BRIDGE_MAX_SCROLL) {
      XIScrollClassInfo *scroll = (XIScrollClassInfo *)any;
      XInputBridgeScroll *entry = &device->scroll[device->count++];
      entry->number = scroll->number;
      entry->increment = scroll->increment != 0 ? scroll->increment : 1;
      entry->vertical = scroll->scroll_type == XIScrollTypeVertical;
      entry->points_per_increment = points_per_increment;
    } else if (any->type == XITouchClass && ((XITouchClassInfo *)any)->mode == XIDependentTouch) {
      device->touchpad = 1;
    }
  }
  // A scroll class names a valuator; the valuator class of the same number holds its value.
  for (int i = 0; i < info->num_classes; i++) {
    if (info->classes[i]->type != XIValuatorClass) continue;
    XIValuatorClassInfo *valuator = (XIValuatorClassInfo *)info->classes[i];
    for (int k = 0; k < device->count; k++) {
      if (device->scroll[k].number != valuator->number) continue;
      device->scroll[k].value = valuator->value;
      device->scroll[k].has_previous = 1;
    }
  }
}

// Reads every device's scroll valuators and their current values now: when the bridge opens,
// when the pointer enters and when devices come or go, before the next scroll arrives, so that
// its first event moves by what it says instead of only setting the reference.
static void learn_all_devices(XInputBridge *bridge) {
  for (int i = 0; i < MAX_DEVICES; i++) bridge->devices[i].known = 0;
  int count = 0;
  XIDeviceInfo *info = XIQueryDevice(bridge->display, XIAllDevices, &count);
  for (int d = 0; d < count; d++) {
    if (info[d].deviceid >= 0 && info[d].deviceid < MAX_DEVICES) learn_device(&bridge->devices[info[d].deviceid], &info[d]);
  }
  if (info) XIFreeDeviceInfo(info);
}

// What `note_queued_motion` looks for, and whether it found it.
typedef struct {
  int opcode;
  int found;
} QueuedMotion;

// An XCheckIfEvent predicate that takes nothing: notes whether the queue holds XI 2 motion.
static Bool note_queued_motion(Display *display, XEvent *event, XPointer argument) {
  (void)display;
  QueuedMotion *search = (QueuedMotion *)argument;
  if (event->type == GenericEvent && event->xcookie.extension == search->opcode && event->xcookie.evtype == XI_Motion) {
    search->found = 1;
  }
  return False;
}

// Reads every device now, as `learn_all_devices`, for an event handled after it happened (the
// pointer entered, devices changed). Motion the server sent after that event but before the
// values were read is already counted in them: when any is queued, no reference is trusted and
// each device's next event only sets it, so nothing is counted twice.
static void learn_all_devices_after_event(XInputBridge *bridge) {
  learn_all_devices(bridge);
  QueuedMotion search = {bridge->opcode, 0};
  XEvent ignored;
  XCheckIfEvent(bridge->display, &ignored, note_queued_motion, (XPointer)&search);
  if (!search.found) return;
  for (int d = 0; d < MAX_DEVICES; d++) {
    for (int i = 0; i < bridge->devices[d].count; i++) bridge->devices[d].scroll[i].has_previous = 0;
  }
}

// Takes the valuator values a device-changed event carries as device `id`'s references.
static void take_values(XInputBridge *bridge, int id, const XIDeviceChangedEvent *changed) {
  if (id < 0 || id >= MAX_DEVICES) return;
  DeviceScrolling *device = &bridge->devices[id];
  for (int i = 0; i < changed->num_classes; i++) {
    if (changed->classes[i]->type != XIValuatorClass) continue;
    XIValuatorClassInfo *valuator = (XIValuatorClassInfo *)changed->classes[i];
    for (int k = 0; k < device->count; k++) {
      if (device->scroll[k].number != valuator->number) continue;
      device->scroll[k].value = valuator->value;
      device->scroll[k].has_previous = 1;
    }
  }
}

// Reads one device now (its classes changed).
static void learn_one_device(XInputBridge *bridge, int id) {
  if (id < 0 || id >= MAX_DEVICES) return;
  bridge->devices[id].known = 0;
  int count = 0;
  XIDeviceInfo *info = XIQueryDevice(bridge->display, id, &count);
  if (info && count > 0) learn_device(&bridge->devices[id], &info[0]);
  if (info) XIFreeDeviceInfo(info);
}

// What a device scrolls with: its scroll valuators, and whether it is a touchpad. A device not
// read before is read when its first event is handled; the server has applied that event by
// then, so the value read is no reference for it.
static DeviceScrolling *device_scrolling(XInputBridge *bridge, int id) {
  if (id < 0 || id >= MAX_DEVICES) return NULL;
  DeviceScrolling *device = &bridge->devices[id];
  if (device->known) return device;
  learn_one_device(bridge, id);
  device->known = 1;
  for (int i = 0; i < device->count; i++) device->scroll[i].has_previous = 0;
  return device;
}

static int any_scroll_valuators(XInputBridge *bridge) {
  int count = 0;
  XIDeviceInfo *info = XIQueryDevice(bridge->display, XIAllDevices, &count);
  int found = 0;
  for (int d = 0; d < count && !found; d++) {
    if (info[d].use != XISlavePointer) continue;
    for (int i = 0; i < info[d].num_classes; i++) {
      if (info[d].classes[i]->type == XIScrollClass) found = 1;
    }
  }
  if (info) XIFreeDeviceInfo(info);
  return found;
}

XInputBridge *xinput_bridge_open(void *sdl_window, char *message, size_t size) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) {
    snprintf(message, size, "not an X11 window");
    return NULL;
  }
  Window window = info.info.x11.window;
  Display *display = XOpenDisplay(DisplayString(info.info.x11.display));
  if (!display) {
    snprintf(message, size, "cannot open a second connection to the X display");
    return NULL;
  }
  int opcode, event, error;
  int major = 2, minor = 4;
  if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error) ||
      XIQueryVersion(display, &major, &minor) != Success || major < 2 || (major == 2 && minor < 1)) {
    snprintf(message, size, "the X server has no XInput 2.1 (smooth scrolling)");
    XCloseDisplay(display);
    return NULL;
  }
  XInputBridge *bridge = calloc(1, sizeof *bridge);
  bridge->display = display;
  bridge->window = window;
  bridge->opcode = opcode;
  bridge->stop_pipe[0] = bridge->stop_pipe[1] = -1;
  pthread_mutex_init(&bridge->lock, NULL);
  pthread_cond_init(&bridge->drained, NULL);
  // Motion and class changes from every device (real servers such as Xwayland deliver
  // scroll-only motion from the physical device), entering from the master pointer, and the
  // device hierarchy on the root window (a trackpad plugged in or out).
  unsigned char device_bits[XIMaskLen(XI_LASTEVENT)];
  unsigned char master_bits[XIMaskLen(XI_LASTEVENT)];
  unsigned char root_bits[XIMaskLen(XI_LASTEVENT)];
  memset(device_bits, 0, sizeof device_bits);
  memset(master_bits, 0, sizeof master_bits);
  memset(root_bits, 0, sizeof root_bits);
  XISetMask(device_bits, XI_Motion);
  XISetMask(device_bits, XI_DeviceChanged);
  XISetMask(master_bits, XI_Enter);
  XISetMask(master_bits, XI_Leave);
  XISetMask(root_bits, XI_HierarchyChanged);
  XIEventMask masks[2] = {{XIAllDevices, (int)sizeof device_bits, device_bits},
                          {XIAllMasterDevices, (int)sizeof master_bits, master_bits}};
  XISelectEvents(display, bridge->window, masks, 2);
  XIEventMask root_mask = {XIAllDevices, (int)sizeof root_bits, root_bits};
  XISelectEvents(display, DefaultRootWindow(display), &root_mask, 1);
  bridge->has_scroll_valuators = any_scroll_valuators(bridge);
  learn_all_devices(bridge);
  if (major > 2 || minor >= 4) {
    bridge->has_gestures = xinput_bridge_select_gestures(display, window) == 0;
  }
  XFlush(display);
  snprintf(message, size, "XInput %d.%d: %s scroll valuators, %s", major, minor,
           bridge->has_scroll_valuators ? "with" : "no",
           bridge->has_gestures ? "pinch and swipe gestures" : "no pinch gestures (refused or not offered)");
  return bridge;
}

int xinput_bridge_has_scroll_valuators(const XInputBridge *bridge) { return bridge->has_scroll_valuators; }
int xinput_bridge_has_gestures(const XInputBridge *bridge) { return bridge->has_gestures; }

static int translate_motion(XInputBridge *bridge, XIDeviceEvent *motion, XInputBridgeEvent *out) {
  int from_slave = motion->deviceid == motion->sourceid;
  if (from_slave) bridge->slave_motion_seen = 1;
  else if (bridge->slave_motion_seen) return 0;  // the master's copy of an event already read
  // Values are the reporting device's own: the slave's, or the master's (which carries the
  // classes of the slave that drives it).
  DeviceScrolling *device = device_scrolling(bridge, motion->deviceid);
  if (!device || device->count == 0) return 0;
  memset(out, 0, sizeof *out);
  out->kind = XINPUT_BRIDGE_MOTION;
  out->time = motion->time;
  out->source = motion->deviceid;
  DeviceScrolling *physical = device_scrolling(bridge, motion->sourceid);
  out->touchpad = device->touchpad || (physical && physical->touchpad);
  out->x = motion->event_x;
  out->y = motion->event_y;
  const double *values = motion->valuators.values;
  for (int number = 0; number < motion->valuators.mask_len * 8; number++) {
    if (!XIMaskIsSet(motion->valuators.mask, number)) continue;
    double value = *values++;
    for (int i = 0; i < device->count; i++) {
      if (device->scroll[i].number != number || out->scroll_count >= XINPUT_BRIDGE_MAX_SCROLL) continue;
      XInputBridgeScroll *entry = &out->scroll[out->scroll_count++];
      *entry = device->scroll[i];
      entry->previous = device->scroll[i].value;
      entry->value = value;
      device->scroll[i].value = value;
      device->scroll[i].has_previous = 1;
    }
  }
  return out->scroll_count > 0;
}

static void forget_devices(XInputBridge *bridge) {
  for (int i = 0; i < MAX_DEVICES; i++) bridge->devices[i].known = 0;
  bridge->slave_motion_seen = 0;
}

static int translate(XInputBridge *bridge, XGenericEventCookie *cookie, XInputBridgeEvent *out) {
  switch (cookie->evtype) {
    case XI_Motion:
      return translate_motion(bridge, cookie->data, out);
    case XI_Enter:
      // Values may have moved unseen while the pointer was outside: read them again now.
      learn_all_devices_after_event(bridge);
      bridge->slave_motion_seen = 0;
      memset(out, 0, sizeof *out);
      out->kind = XINPUT_BRIDGE_ENTER;
      return 1;
    case XI_Leave:
      // What moves outside the window is not seen: every device starts afresh.
      forget_devices(bridge);
      memset(out, 0, sizeof *out);
      out->kind = XINPUT_BRIDGE_RESET;
      return 1;
    case XI_DeviceChanged: {
      // The device's classes changed (or, for a master, another slave drives it: its values
      // become that slave's). Only that device's values jump.
      XIDeviceChangedEvent *changed = cookie->data;
      learn_one_device(bridge, changed->deviceid);
      take_values(bridge, changed->deviceid, changed);
      // A master switching to another slave carries that slave's classes, with the values they
      // had before its first event through the master: the slave's reference for that event,
      // however late this is read (a device just plugged in, whose first event is a scroll).
      if (changed->reason == XISlaveSwitch && changed->sourceid != changed->deviceid) {
        if (changed->sourceid >= 0 && changed->sourceid < MAX_DEVICES && !bridge->devices[changed->sourceid].known) {
          learn_one_device(bridge, changed->sourceid);
        }
        take_values(bridge, changed->sourceid, changed);
      }
      memset(out, 0, sizeof *out);
      out->kind = XINPUT_BRIDGE_RESET;
      out->source = changed->deviceid;
      return 1;
    }
    case XI_HierarchyChanged: {
      XIHierarchyEvent *hierarchy = cookie->data;
      for (int i = 0; i < hierarchy->num_info; i++) {
        XIHierarchyInfo *info = &hierarchy->info[i];
        if ((info->flags & (XISlaveRemoved | XIDeviceDisabled)) && bridge->removed_count < MAX_DEVICES) {
          bridge->removed[bridge->removed_count++] = info->deviceid;
        }
      }
      learn_all_devices_after_event(bridge);
      bridge->slave_motion_seen = 0;
      bridge->has_scroll_valuators = any_scroll_valuators(bridge);
      memset(out, 0, sizeof *out);
      out->kind = XINPUT_BRIDGE_DEVICES_CHANGED;
      return 1;
    }
    case XI_GesturePinchBegin:
    case XI_GesturePinchUpdate:
    case XI_GesturePinchEnd: {
      XIGesturePinchEvent *pinch = cookie->data;
      memset(out, 0, sizeof *out);
      out->kind = cookie->evtype == XI_GesturePinchBegin    ? XINPUT_BRIDGE_PINCH_BEGIN
                  : cookie->evtype == XI_GesturePinchUpdate ? XINPUT_BRIDGE_PINCH_UPDATE
                                                            : XINPUT_BRIDGE_PINCH_END;
      out->source = pinch->sourceid;
      out->time = pinch->time;
      out->touchpad = 1;
      out->x = pinch->event_x;
      out->y = pinch->event_y;
      out->scale = pinch->scale;
      out->delta_x = pinch->delta_x;
      out->delta_y = pinch->delta_y;
      out->angle_delta = pinch->delta_angle;
      out->cancelled = (pinch->flags & XIGesturePinchEventCancelled) != 0;
      return 1;
    }
    case XI_GestureSwipeBegin:
    case XI_GestureSwipeUpdate:
    case XI_GestureSwipeEnd: {
      XIGestureSwipeEvent *swipe = cookie->data;
      memset(out, 0, sizeof *out);
      out->kind = cookie->evtype == XI_GestureSwipeBegin    ? XINPUT_BRIDGE_SWIPE_BEGIN
                  : cookie->evtype == XI_GestureSwipeUpdate ? XINPUT_BRIDGE_SWIPE_UPDATE
                                                            : XINPUT_BRIDGE_SWIPE_END;
      out->source = swipe->sourceid;
      out->time = swipe->time;
      out->touchpad = 1;
      out->x = swipe->event_x;
      out->y = swipe->event_y;
      out->delta_x = swipe->delta_x;
      out->delta_y = swipe->delta_y;
      out->cancelled = (swipe->flags & XIGestureSwipeEventCancelled) != 0;
      return 1;
    }
    default:
      return 0;
  }
}

int xinput_bridge_next(XInputBridge *bridge, XInputBridgeEvent *event) {
  for (;;) {
    if (bridge->removed_count > 0) {
      memset(event, 0, sizeof *event);
      event->kind = XINPUT_BRIDGE_DEVICE_REMOVED;
      event->source = bridge->removed[--bridge->removed_count];
      return 1;
    }
    if (XPending(bridge->display) <= 0) break;
    XEvent xevent;
    XNextEvent(bridge->display, &xevent);
    XGenericEventCookie *cookie = &xevent.xcookie;
    if (cookie->type != GenericEvent || cookie->extension != bridge->opcode) continue;
    if (!XGetEventData(bridge->display, cookie)) continue;
    int filled = translate(bridge, cookie, event);
    XFreeEventData(bridge->display, cookie);
    if (filled) return 1;
  }
  pthread_mutex_lock(&bridge->lock);
  bridge->pending = 0;
  pthread_cond_signal(&bridge->drained);
  pthread_mutex_unlock(&bridge->lock);
  return 0;
}

static void *watch(void *argument) {
  XInputBridge *bridge = argument;
  struct pollfd watched[2] = {{ConnectionNumber(bridge->display), POLLIN, 0}, {bridge->stop_pipe[0], POLLIN, 0}};
  for (;;) {
    if (poll(watched, 2, -1) < 0) continue;
    if (watched[1].revents) break;
    pthread_mutex_lock(&bridge->lock);
    if (!bridge->pending) {
      SDL_Event wake;
      memset(&wake, 0, sizeof wake);
      wake.type = bridge->sdl_event_type;
      bridge->pending = SDL_PushEvent(&wake) == 1;
    }
    if (!bridge->pending) {
      // SDL's queue is full: try again shortly rather than spin on the readable connection.
      pthread_mutex_unlock(&bridge->lock);
      struct timespec pause = {0, 10 * 1000 * 1000};
      nanosleep(&pause, NULL);
      continue;
    }
    while (bridge->pending && !bridge->stopping) pthread_cond_wait(&bridge->drained, &bridge->lock);
    int stopping = bridge->stopping;
    pthread_mutex_unlock(&bridge->lock);
    if (stopping) break;
  }
  return NULL;
}

int xinput_bridge_start_wakeups(XInputBridge *bridge, unsigned sdl_event_type) {
  if (bridge->thread_running) return 0;
  if (pipe(bridge->stop_pipe) != 0) return -1;
  bridge->sdl_event_type = sdl_event_type;
  if (pthread_create(&bridge->thread, NULL, watch, bridge) != 0) return -1;
  bridge->thread_running = 1;
  return 0;
}

void xinput_bridge_close(XInputBridge *bridge) {
  if (!bridge) return;
  if (bridge->thread_running) {
    pthread_mutex_lock(&bridge->lock);
    bridge->stopping = 1;
    pthread_cond_signal(&bridge->drained);
    pthread_mutex_unlock(&bridge->lock);
    ssize_t ignored = write(bridge->stop_pipe[1], "x", 1);
    (void)ignored;
    pthread_join(bridge->thread, NULL);
  }
  if (bridge->stop_pipe[0] >= 0) close(bridge->stop_pipe[0]);
  if (bridge->stop_pipe[1] >= 0) close(bridge->stop_pipe[1]);
  XCloseDisplay(bridge->display);
  pthread_mutex_destroy(&bridge->lock);
  pthread_cond_destroy(&bridge->drained);
  free(bridge);
}

int xinput_bridge_probe_gesture_selection(int past_the_server, char *message, size_t size) {
  Display *display = XOpenDisplay(NULL);
  if (!display) {
    snprintf(message, size, "no X display");
    return -1;
  }
  int opcode, event, error, major = 2, minor = 4;
  if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error) ||
      XIQueryVersion(display, &major, &minor) != Success || major < 2 || (major == 2 && minor < 4)) {
    snprintf(message, size, "the X server has no XInput 2.4");
    XCloseDisplay(display);
    return -1;
  }
  Window window = XCreateSimpleWindow(display, DefaultRootWindow(display), 0, 0, 10, 10, 0, 0, 0);
  // Past the server: the event types after XI 2.4's last (XI_LASTEVENT), as unknown to this server
  // as the gesture types are to a server older than 2.4, which answers BadValue.
  int code = past_the_server ? select_trapped(display, window, XI_LASTEVENT + 1, XI_LASTEVENT + 3)
                             : xinput_bridge_select_gestures(display, window);
  snprintf(message, size, "XInput %d.%d: the selection %s (X error %d)", major, minor,
           code == 0 ? "was accepted" : "was refused", code);
  XDestroyWindow(display, window);
  XCloseDisplay(display);
  return code;
}

int xinput_bridge_pointer_stamp(const void *sdl_event, XInputBridgePointerStamp *stamp) {
  const SDL_Event *event = sdl_event;
  if (event->type != SDL_SYSWMEVENT || !event->syswm.msg || event->syswm.msg->subsystem != SDL_SYSWM_X11) return 0;
  const XEvent *xevent = &event->syswm.msg->msg.x11.event;
  memset(stamp, 0, sizeof *stamp);
  switch (xevent->type) {
    case MotionNotify:
      stamp->kind = 1;
      stamp->x = xevent->xmotion.x;
      stamp->y = xevent->xmotion.y;
      stamp->time = xevent->xmotion.time;
      return 1;
    case ButtonPress:
    case ButtonRelease:
      stamp->kind = xevent->type == ButtonPress ? 2 : 3;
      stamp->button = (int)xevent->xbutton.button;
      stamp->x = xevent->xbutton.x;
      stamp->y = xevent->xbutton.y;
      stamp->time = xevent->xbutton.time;
      return 1;
    default:
      return 0;
  }
}
