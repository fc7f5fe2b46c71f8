// SPDX-License-Identifier: MIT
// File: wasm/module.cc
// The WebAssembly module's program: it has no main of its own to run (the
// package calls the exports of wasm/api.h), and this empty translation unit
// gives the executable target a source, as Emscripten links a module from
// an executable.
#include "wasm/api.h"
