#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
// One system-library target over SDL2, SDL2_image and SDL2_ttf: the three share SDL.h, and a
// single module keeps Swift from seeing each SDL type twice. Linking is declared in the modulemap.
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#endif
