// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BASE_EMBED_FILE_H_
#define EYESHAPE_BASE_EMBED_FILE_H_

// File: base/embed_file.h
// Embeds a file made at build time into read-only data with the assembler's
// .incbin: no giant array literal for the compiler to parse, and the bytes
// are exactly the file's. Shared by every module that embeds a generated
// table (solver/ and tables/lookup/; base is below every layer).
//
//   EYESHAPE_EMBED_FILE(eyeshape_default_table, EYESHAPE_DEFAULT_TABLE_FILE);
//   std::span<const std::uint8_t> image(eyeshape_default_table_begin,
//                                       eyeshape_default_table_end);
//
// Invariants: `name` is a C identifier unique in the program; the data starts
// on a 64-byte boundary (a cache line); the symbols are hidden, so two
// libraries cannot resolve them to each other. `path` is a string literal
// (usually a compile definition); the object file must name the file as a
// dependency (CMake OBJECT_DEPENDS), which the compiler's list does not.

#include <cstdint>

#if defined(__wasm__)
// WebAssembly objects (Emscripten, wasm/) have no ELF section flags and need
// each data symbol typed and sized for the linker, which places the section
// as one data segment: _end is the byte after the file.
#define EYESHAPE_EMBED_FILE(name, path)                   \
  __asm__(".section .rodata." #name                       \
          ",\"\",@\n"                                     \
          ".p2align 6\n"                                  \
          ".hidden " #name                                \
          "_begin\n"                                      \
          ".globl " #name                                 \
          "_begin\n"                                      \
          ".type " #name "_begin,@object\n" #name         \
          "_begin:\n"                                     \
          ".incbin \"" path                               \
          "\"\n"                                          \
          ".size " #name "_begin, " #name "_end - " #name \
          "_begin\n"                                      \
          ".hidden " #name                                \
          "_end\n"                                        \
          ".globl " #name                                 \
          "_end\n"                                        \
          ".type " #name "_end,@object\n" #name           \
          "_end:\n"                                       \
          ".size " #name "_end, 0\n");                    \
  extern "C" const std::uint8_t name##_begin[];           \
  extern "C" const std::uint8_t name##_end[]
#else
#define EYESHAPE_EMBED_FILE(name, path)         \
  __asm__(".pushsection .rodata." #name         \
          ", \"a\", @progbits\n"                \
          ".balign 64\n"                        \
          ".hidden " #name                      \
          "_begin\n"                            \
          ".globl " #name "_begin\n" #name      \
          "_begin:\n"                           \
          ".incbin \"" path                     \
          "\"\n"                                \
          ".hidden " #name                      \
          "_end\n"                              \
          ".globl " #name "_end\n" #name        \
          "_end:\n"                             \
          ".popsection\n");                     \
  extern "C" const std::uint8_t name##_begin[]; \
  extern "C" const std::uint8_t name##_end[]

#endif

#endif  // EYESHAPE_BASE_EMBED_FILE_H_
