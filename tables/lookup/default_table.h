// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_DEFAULT_TABLE_H_
#define EYESHAPE_TABLES_LOOKUP_DEFAULT_TABLE_H_

// File: tables/lookup/default_table.h
// The table built into eyeshape_lookup: generated at build time by
// eyeshape_make_default_table (board model, L = 2, every eyespace up to
// EYESHAPE_DEFAULT_TABLE_SIZE = 8 cells) and embedded with the assembler's
// .incbin, so the library answers without any file.

#include <cstdint>
#include <span>

namespace eyeshape::tables {

// The bytes of the built-in table file image (static storage, never freed).
std::span<const std::uint8_t> DefaultTableImage();

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_DEFAULT_TABLE_H_
