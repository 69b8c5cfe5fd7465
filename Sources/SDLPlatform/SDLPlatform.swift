// SDLPlatform: the SDL2 side — the window and its frame loop, the renderer drawing a display list,
// textures, fonts and image decoding, and the translation of SDL events (with XInput 2 on X11 and
// the app's own Wayland seat objects) into the core's timestamped InputEvents.
