# The WebAssembly build (preset wasm, Emscripten's toolchain file): what it
# takes from the host instead of building it.
#
# Header-only libraries: Emscripten's find_package looks only in its own
# sysroot, and the host's /usr/include on the include path would shadow the
# sysroot's libc++. The two headers the compiled layers need (xxhash.h for
# table checksums, nlohmann/json for the JSON output) are copied from the
# Debian packages into the build tree and used from there.
#
# The built-in tables come from a native build (cmake/EyeshapeHostTables.cmake):
# EYESHAPE_HOST_BUILD_DIR, by default build/release, which must be configured.
set(EYESHAPE_HOST_BUILD_DIR "${PROJECT_SOURCE_DIR}/build/release" CACHE PATH
    "Native build whose generated tables the WebAssembly build embeds")
include(EyeshapeHostTables)

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
