// SPDX-License-Identifier: MIT
// File: tables/lookup/default_table.cc
// Embeds the default table file (path in EYESHAPE_DEFAULT_TABLE_FILE, made at
// build time) into read-only data with .incbin (base/embed_file.h): the
// bytes are exactly the generated file's.

#include "tables/lookup/default_table.h"

#include "base/embed_file.h"

#ifndef EYESHAPE_DEFAULT_TABLE_FILE
#error "EYESHAPE_DEFAULT_TABLE_FILE must name the generated default table"
#endif

EYESHAPE_EMBED_FILE(eyeshape_default_table, EYESHAPE_DEFAULT_TABLE_FILE);

namespace eyeshape::tables {

std::span<const std::uint8_t> DefaultTableImage() {
  return {eyeshape_default_table_begin, eyeshape_default_table_end};
}

}  // namespace eyeshape::tables
