# The built-in tables (solver/small_positions.bin, tables/lookup/default_table.eyt)
# taken from another, native build instead of made in this one.
#
# Their generators are build-time programs compiled from the libraries'
# sources, always optimized and never instrumented (EyeshapeWarnings.cmake,
# eyeshape_configure_generator), and the bytes they write do not depend on
# the platform or the compiler (fixed little-endian layout; the tests compare
# every built-in entry with what this build's own solver finds). So a build
# may embed the files another build made:
# * the WebAssembly build always does (cmake/EyeshapeWasm.cmake): under node
#   the generators would run for minutes;
# * a native build does when configured with -DEYESHAPE_HOST_BUILD_DIR=DIR,
#   which saves compiling the generators and running them a second time.
#   With -DEYESHAPE_HOST_DEFAULT_TABLE=OFF it takes only the table of small
#   positions and makes the default table itself: scripts/test.sh's
#   sanitizer build does so, because its default-table generator runs the
#   EYESHAPE_EXPENSIVE_CHECKS self-checks over the whole table, while the
#   small-position generator has no self-checks and is the Release build's
#   program again.
# The build asks DIR (which must be configured) to make the tables it takes,
# which is nothing when they are up to date. Sets EYESHAPE_HOST_TABLES (the
# table of small positions comes from DIR) and EYESHAPE_HOST_DEFAULT_TABLE
# (the default table does too).
option(EYESHAPE_HOST_DEFAULT_TABLE
       "Also take the default table from EYESHAPE_HOST_BUILD_DIR (OFF: make it in this build)" ON)
if(NOT EXISTS "${EYESHAPE_HOST_BUILD_DIR}/CMakeCache.txt")
  message(FATAL_ERROR "EYESHAPE_HOST_BUILD_DIR (${EYESHAPE_HOST_BUILD_DIR}) is not a configured "
                      "build: this build embeds the tables a native build makes; configure one "
                      "first (cmake --preset release)")
endif()
set(EYESHAPE_HOST_TABLES ON)
set(host_targets eyeshape_small_position_table)
set(host_files ${EYESHAPE_HOST_BUILD_DIR}/solver/small_positions.bin)
if(EYESHAPE_HOST_DEFAULT_TABLE)
  list(APPEND host_targets eyeshape_default_table)
  list(APPEND host_files ${EYESHAPE_HOST_BUILD_DIR}/tables/lookup/default_table.eyt)
endif()
add_custom_target(
  eyeshape_host_tables
  COMMAND ${CMAKE_COMMAND} --build ${EYESHAPE_HOST_BUILD_DIR} --target ${host_targets}
  BYPRODUCTS ${host_files}
  COMMENT "Making the built-in tables in the native build ${EYESHAPE_HOST_BUILD_DIR}"
  VERBATIM)
