// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BASE_HASH_MAP_H_
#define EYESHAPE_BASE_HASH_MAP_H_

// File: base/hash_map.h
// eyeshape::HashMap<K, V>: the hash map of the search memos (solver, board's
// tactical reader, scoring's local search). Natively it is
// absl::flat_hash_map; in the WebAssembly build (wasm/, Emscripten) it is
// std::unordered_map with a hasher that runs the key's own AbslHashValue, so
// Abseil, which Debian builds for the host only, is no part of the package.
//
//   eyeshape::HashMap<std::uint64_t, Entry> memo;
//   memo.try_emplace(key).first->second = entry;
//
// Invariants: the code that uses it needs only what both maps share (find,
// try_emplace, emplace, operator[], reserve, size) and never depends on the
// iteration order, so both builds compute the same answers. A key type is
// an integer or a type with an AbslHashValue friend that combines integers,
// enums and bools (H::combine) or bytes (H::combine_contiguous).

#if defined(__EMSCRIPTEN__)
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <unordered_map>
#include <utility>
#else
#include "absl/container/flat_hash_map.h"
#endif

namespace eyeshape {

#if defined(__EMSCRIPTEN__)

namespace hash_map_internal {

// The part of Abseil's hash state concept that the keys' AbslHashValue use:
// FNV-1a over the integers' values and the bytes given, then a 64-bit mixer.
class HashState {
 public:
  template <typename... Values>
  static HashState combine(HashState state, const Values&... values) {
    (state.Add(values), ...);
    return state;
  }
  static HashState combine_contiguous(HashState state, const std::uint8_t* data, std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) state.Byte(data[i]);
    return state;
  }
  std::size_t Finish() const {
    std::uint64_t x = value_;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return static_cast<std::size_t>(x);
  }

 private:
  template <typename T>
  void Add(const T& value) {
    static_assert(std::is_integral_v<T> || std::is_enum_v<T>,
                  "HashState combines integers, enums and bools only");
    const auto bits = static_cast<std::uint64_t>(value);
    for (int shift = 0; shift < 64; shift += 8) Byte(static_cast<std::uint8_t>(bits >> shift));
  }
  void Byte(std::uint8_t byte) { value_ = (value_ ^ byte) * 0x100000001b3ULL; }

  std::uint64_t value_ = 0xcbf29ce484222325ULL;
};

// Integers as one combined value, other keys through their AbslHashValue.
struct Hasher {
  template <typename Key>
  std::size_t operator()(const Key& key) const {
    if constexpr (std::is_integral_v<Key>) {
      return HashState::combine(HashState{}, key).Finish();
    } else {
      return AbslHashValue(HashState{}, key).Finish();
    }
  }
};

}  // namespace hash_map_internal

template <typename Key, typename Value>
using HashMap = std::unordered_map<Key, Value, hash_map_internal::Hasher>;

#else

template <typename Key, typename Value>
using HashMap = absl::flat_hash_map<Key, Value>;

#endif

}  // namespace eyeshape

#endif  // EYESHAPE_BASE_HASH_MAP_H_
