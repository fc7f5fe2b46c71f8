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
#   scripts/test.sh's sanitizer build does not: its generators run the
#   EYESHAPE_EXPENSIVE_CHECKS self-checks over the whole table.
# The build asks DIR (which must be configured) to make the two tables, which
# is nothing when they are up to date. Sets EYESHAPE_HOST_TABLES.
if(NOT EXISTS "${EYESHAPE_HOST_BUILD_DIR}/CMakeCache.txt")
  message(FATAL_ERROR "EYESHAPE_HOST_BUILD_DIR (${EYESHAPE_HOST_BUILD_DIR}) is not a configured "
                      "build: this build embeds the tables a native build makes; configure one "
                      "first (cmake --preset release)")
endif()
set(EYESHAPE_HOST_TABLES ON)
add_custom_target(
  eyeshape_host_tables
  COMMAND ${CMAKE_COMMAND} --build ${EYESHAPE_HOST_BUILD_DIR} --target
          eyeshape_small_position_table eyeshape_default_table
  BYPRODUCTS ${EYESHAPE_HOST_BUILD_DIR}/solver/small_positions.bin
             ${EYESHAPE_HOST_BUILD_DIR}/tables/lookup/default_table.eyt
  COMMENT "Making the built-in tables in the native build ${EYESHAPE_HOST_BUILD_DIR}"
  VERBATIM)
