// The GTK 4 peer of scroll-bench's pacing benchmark: one large picture in a GtkScrolledWindow,
// scrolled with GTK's own kinetic scrolling, under the same compositor and the same flick as the
// demo. Built by scripts/bench.sh (GTK is installed for the benchmark only).
//
//   scroll-peer IMAGE
//
// Standard output, one line each (times are CLOCK_MONOTONIC microseconds):
//   ready                      the first frame was drawn; the picture is scrolled to its middle
//   frame N DRAWN SHOWN        frame N of the frame clock: its frame time, and when the compositor
//                              says it was shown (0 when it did not say)
//   scroll T VALUE             the vertical position changed (points)
//   rest T                     no change for 300 ms since the last one
#include <gtk/gtk.h>
#include <stdio.h>

// How long without a change of position counts as the motion's end: a choice of this benchmark,
// far longer than a frame at any refresh and far shorter than the pause before the next flick.
enum { REST_MS = 300 };

typedef struct {
  GtkWidget *window;
  GtkAdjustment *vertical;
  gint64 reported;  // the last frame counter printed
  gboolean ready;
  guint rest_source;
  gint64 last_change;
} Peer;

// Prints the frames whose timings are complete, oldest first, up to the first that is not.
static void report_frames(Peer *peer, GdkFrameClock *clock) {
  gint64 newest = gdk_frame_clock_get_frame_counter(clock);
  gint64 oldest = gdk_frame_clock_get_history_start(clock);
  if (peer->reported < oldest - 1) peer->reported = oldest - 1;
  while (peer->reported < newest) {
    GdkFrameTimings *timings = gdk_frame_clock_get_timings(clock, peer->reported + 1);
    if (timings && !gdk_frame_timings_get_complete(timings)) break;
    peer->reported++;
    if (!timings) continue;
    gint64 shown = gdk_frame_timings_get_presentation_time(timings);
    printf("frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n", peer->reported,
           gdk_frame_timings_get_frame_time(timings), shown);
  }
  fflush(stdout);
}

static void after_paint(GdkFrameClock *clock, gpointer data) { report_frames(data, clock); }

static gboolean rest_reached(gpointer data) {
  Peer *peer = data;
  peer->rest_source = 0;
  report_frames(peer, gtk_widget_get_frame_clock(peer->window));
  printf("rest %" G_GINT64_FORMAT "\n", peer->last_change);
  fflush(stdout);
  return G_SOURCE_REMOVE;
}

static void value_changed(GtkAdjustment *adjustment, gpointer data) {
  Peer *peer = data;
  if (!peer->ready) return;
  peer->last_change = g_get_monotonic_time();
  printf("scroll %" G_GINT64_FORMAT " %.3f\n", peer->last_change, gtk_adjustment_get_value(adjustment));
  if (peer->rest_source) g_source_remove(peer->rest_source);
  peer->rest_source = g_timeout_add(REST_MS, rest_reached, peer);
}

// Until the first frame is drawn and the picture laid out (then it is scrolled to its middle).
static gboolean poll_until_ready(gpointer data) {
  Peer *peer = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock(peer->window);
  report_frames(peer, clock);
  if (gdk_frame_clock_get_frame_counter(clock) < 1 || gtk_adjustment_get_upper(peer->vertical) <= 0) {
    return G_SOURCE_CONTINUE;
  }
  peer->ready = TRUE;
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW(gtk_window_get_child(GTK_WINDOW(peer->window)));
  GtkAdjustment *adjustments[] = {gtk_scrolled_window_get_hadjustment(scrolled), peer->vertical};
  for (int i = 0; i < 2; i++) {
    GtkAdjustment *a = adjustments[i];
    gtk_adjustment_set_value(a, (gtk_adjustment_get_upper(a) - gtk_adjustment_get_page_size(a)) / 2);
  }
  printf("ready\n");
  fflush(stdout);
  return G_SOURCE_REMOVE;
}

static void mapped(GtkWidget *window, gpointer data) {
  GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
  g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), data);
  g_timeout_add(100, poll_until_ready, data);
}

static void activate(GtkApplication *application, gpointer data) {
  Peer *peer = data;
  const char *path = g_object_get_data(G_OBJECT(application), "image");
  peer->window = gtk_application_window_new(application);
  gtk_window_set_title(GTK_WINDOW(peer->window), "GTK 4 scroll peer");
  GtkWidget *picture = gtk_picture_new_for_filename(path);
  gtk_picture_set_can_shrink(GTK_PICTURE(picture), FALSE);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_kinetic_scrolling(GTK_SCROLLED_WINDOW(scrolled), TRUE);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), picture);
  gtk_window_set_child(GTK_WINDOW(peer->window), scrolled);
  peer->vertical = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
  g_signal_connect(peer->vertical, "value-changed", G_CALLBACK(value_changed), peer);
  g_signal_connect(peer->window, "map", G_CALLBACK(mapped), peer);
  gtk_window_present(GTK_WINDOW(peer->window));
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: scroll-peer IMAGE\n");
    return 2;
  }
  if (!g_file_test(argv[1], G_FILE_TEST_IS_REGULAR)) {
    fprintf(stderr, "scroll-peer: no image at %s\n", argv[1]);
    return 1;
  }
  Peer peer = {0};
  GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
  g_object_set_data(G_OBJECT(application), "image", argv[1]);
  g_signal_connect(application, "activate", G_CALLBACK(activate), &peer);
  char *arguments[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(application), 1, arguments);
  g_object_unref(application);
  return status;
}
