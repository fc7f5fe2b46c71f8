# Dependencies come from Debian packages (scripts/install-deps.sh installs them).
# find_package first; FetchContent only as a fallback where the network allows it.
# The WebAssembly build (preset wasm) compiles no host library: its few
# header-only needs come from cmake/EyeshapeWasm.cmake.
if(EMSCRIPTEN)
  include(EyeshapeWasm)
  return()
endif()
find_package(absl REQUIRED)
find_package(OpenMP REQUIRED COMPONENTS CXX)
find_package(Threads REQUIRED)
# The command line only: CLI11 parses subcommands and options (replacing a
# hand-written parser), nlohmann_json writes --json output with correct escaping.
find_package(CLI11 REQUIRED)
find_package(nlohmann_json REQUIRED)
if(EYESHAPE_BUILD_TESTS)
  find_package(GTest REQUIRED)
  include(GoogleTest)
endif()
if(EYESHAPE_BUILD_BENCH)
  find_package(benchmark REQUIRED)
endif()

# nauty is a test-and-bench-only reference (Debian libnauty2-dev). Its headers
# must be compiled with the WORDSIZE and MAXN of the library variant linked:
# libnautyL1 is WORDSIZE 64 with MAXN = WORDSIZE (static arrays, the fastest
# for n <= 64); plain libnauty is WORDSIZE 64 (on LP64) with MAXN 0 (dynamic),
# nauty.h's defaults. NAUTY_LIBRARY names an interface target carrying both.
if(EYESHAPE_BUILD_TESTS OR EYESHAPE_BUILD_BENCH)
  find_library(NAUTY_LIBRARY_FILE NAMES nautyL1 nauty)
  find_path(NAUTY_INCLUDE_DIR nauty.h PATH_SUFFIXES nauty)
  if(NAUTY_LIBRARY_FILE AND NAUTY_INCLUDE_DIR)
    add_library(eyeshape_nauty INTERFACE IMPORTED)
    set_target_properties(eyeshape_nauty PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${NAUTY_INCLUDE_DIR}"
      INTERFACE_LINK_LIBRARIES "${NAUTY_LIBRARY_FILE}")
    if(NAUTY_LIBRARY_FILE MATCHES "nautyL1")
      set_property(TARGET eyeshape_nauty PROPERTY
        INTERFACE_COMPILE_DEFINITIONS WORDSIZE=64 MAXN=WORDSIZE)
    endif()
    set(NAUTY_LIBRARY eyeshape_nauty)
    message(STATUS "nauty reference: ${NAUTY_LIBRARY_FILE}")
  else()
    set(NAUTY_LIBRARY "")
  endif()
endif()
