// SPDX-License-Identifier: MIT
// File: tables/lookup/default_table.cc
// Embeds the default table file (path in EYESHAPE_DEFAULT_TABLE_FILE, made at
// build time) into read-only data with .incbin: no giant array literal for
// the compiler to parse, and the bytes are exactly the generated file's.

#include "tables/lookup/default_table.h"

#ifndef EYESHAPE_DEFAULT_TABLE_FILE
#error "EYESHAPE_DEFAULT_TABLE_FILE must name the generated default table"
#endif

__asm__(
    ".pushsection .rodata.eyeshape_default_table, \"a\", @progbits\n"
    ".balign 64\n"
    ".hidden eyeshape_default_table_begin\n"
    ".globl eyeshape_default_table_begin\n"
    "eyeshape_default_table_begin:\n"
    ".incbin \"" EYESHAPE_DEFAULT_TABLE_FILE
    "\"\n"
    ".hidden eyeshape_default_table_end\n"
    ".globl eyeshape_default_table_end\n"
    "eyeshape_default_table_end:\n"
    ".popsection\n");

extern "C" const std::uint8_t eyeshape_default_table_begin[];
extern "C" const std::uint8_t eyeshape_default_table_end[];

namespace eyeshape::tables {

std::span<const std::uint8_t> DefaultTableImage() {
  return {eyeshape_default_table_begin, eyeshape_default_table_end};
}

}  // namespace eyeshape::tables
