# The WebAssembly build (preset wasm, Emscripten's toolchain file): what it
# takes from the host instead of building it.
#
# Header-only libraries: Emscripten's find_package looks only in its own
# sysroot, and the host's /usr/include on the include path would shadow the
# sysroot's libc++. The two headers the compiled layers need (xxhash.h for
# table checksums, nlohmann/json for the JSON output) are copied from the
# Debian packages into the build tree and used from there.
#
# The built-in tables: their generators are build-time programs (the table
# of every eyespace up to 8 cells uses OpenMP) that would run for minutes
# under node; the bytes do not depend on the platform (fixed little-endian
# layout), so the wasm build embeds the files a native build made.
# EYESHAPE_HOST_BUILD_DIR names that build (preset wasm: build/release, which
# must be configured); the wasm build asks it to make the two tables, which is
# nothing when they are up to date.
set(EYESHAPE_HOST_BUILD_DIR "${PROJECT_SOURCE_DIR}/build/release" CACHE PATH
    "Native build whose generated tables the WebAssembly build embeds")
if(NOT EXISTS "${EYESHAPE_HOST_BUILD_DIR}/CMakeCache.txt")
  message(FATAL_ERROR "The wasm build embeds the tables a native build makes: configure one first "
                      "(cmake --preset release) or set EYESHAPE_HOST_BUILD_DIR")
endif()

set(host_include ${PROJECT_BINARY_DIR}/host-include)
foreach(header IN ITEMS xxhash.h nlohmann)
  if(NOT EXISTS /usr/include/${header})
    message(FATAL_ERROR "/usr/include/${header} is missing: run scripts/install-deps.sh")
  endif()
  file(COPY /usr/include/${header} DESTINATION ${host_include})
endforeach()
set(XXHASH_INCLUDE_DIR ${host_include} CACHE PATH "xxhash.h (copied from the host)" FORCE)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES
                                                              ${host_include})

add_custom_target(
  eyeshape_host_tables
  COMMAND ${CMAKE_COMMAND} --build ${EYESHAPE_HOST_BUILD_DIR} --target
          eyeshape_small_position_table eyeshape_default_table
  BYPRODUCTS ${EYESHAPE_HOST_BUILD_DIR}/solver/small_positions.bin
             ${EYESHAPE_HOST_BUILD_DIR}/tables/lookup/default_table.eyt
  COMMENT "Making the built-in tables in the native build ${EYESHAPE_HOST_BUILD_DIR}"
  VERBATIM)
