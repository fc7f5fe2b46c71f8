# Compiler settings for eyeshape's own targets only (never for dependencies).
function(eyeshape_configure_target target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Werror)
  # Names reserved to the implementation (_Upper, __x): clang's own warning
  # does what clang-tidy's bugprone-reserved-identifier did, at no cost
  # (.clang-tidy turns that check off: it was a fifth of clang-tidy's time).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    target_compile_options(${target} PRIVATE -Wreserved-identifier)
  endif()
  if(EYESHAPE_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer
                                             -fno-sanitize-recover=all)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
  endif()
  # Vertex sets are bitmasks and the hot loops count bits: use the POPCNT
  # instruction on x86-64 (every x86-64 CPU since 2008, x86-64-v2) instead of
  # a libgcc call. Results are unaffected.
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
    target_compile_options(${target} PRIVATE -mpopcnt)
  endif()
  if(EYESHAPE_EXPENSIVE_CHECKS)
    target_compile_definitions(${target} PRIVATE EYESHAPE_EXPENSIVE_CHECKS=1)
  endif()
endfunction()

# A build-time generator compiled from the libraries' own sources
# (eyeshape_make_small_position_table, eyeshape_make_default_table): always
# optimized and never instrumented, whatever the build type or sanitizers,
# since the build waits on its output; same warnings and POPCNT as the
# libraries. The caller adds the sources and anything else the generator
# needs.
function(eyeshape_configure_generator target)
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR})
  target_link_libraries(${target} PRIVATE absl::flat_hash_map absl::hash OpenMP::OpenMP_CXX)
  target_compile_options(${target} PRIVATE -O2 -Wall -Wextra -Wpedantic -Wshadow -Werror)
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
    target_compile_options(${target} PRIVATE -mpopcnt)
  endif()
endfunction()

# Appends to `out_var` the source files of the libraries named after it, as
# absolute paths: a generator compiles its own copy of them.
function(eyeshape_append_library_sources out_var)
  set(sources ${${out_var}})
  foreach(library IN LISTS ARGN)
    get_target_property(library_dir ${library} SOURCE_DIR)
    get_target_property(library_sources ${library} SOURCES)
    foreach(source IN LISTS library_sources)
      if(IS_ABSOLUTE ${source})
        list(APPEND sources ${source})
      else()
        list(APPEND sources ${library_dir}/${source})
      endif()
    endforeach()
  endforeach()
  set(${out_var} ${sources} PARENT_SCOPE)
endfunction()
