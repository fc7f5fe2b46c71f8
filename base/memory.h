// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BASE_MEMORY_H_
#define EYESHAPE_BASE_MEMORY_H_

// File: base/memory.h
// MakeUniqueForOverwrite<T[]>(n): std::make_unique_for_overwrite where the
// standard library has it (libstdc++, the native build), and the same thing
// spelled out where it does not (libc++ 14, Emscripten 3.1.6's, the wasm
// build): an array whose elements are default-initialized, not zeroed, for
// caches that are written before they are read.
//
//   auto cache = MakeUniqueForOverwrite<Entry[]>(std::size_t{1} << bits);

#include <cstddef>
#include <memory>
#include <type_traits>

namespace eyeshape {

template <typename T>
requires std::is_unbounded_array_v<T> std::unique_ptr<T> MakeUniqueForOverwrite(std::size_t size) {
#if defined(__cpp_lib_smart_ptr_for_overwrite)
  return std::make_unique_for_overwrite<T>(size);
#else
  return std::unique_ptr<T>(new std::remove_extent_t<T>[size]);
#endif
}

}  // namespace eyeshape

#endif  // EYESHAPE_BASE_MEMORY_H_
