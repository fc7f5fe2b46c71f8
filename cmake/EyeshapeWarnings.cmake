# Compiler settings for eyeshape's own targets only (never for dependencies).
function(eyeshape_configure_target target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Werror)
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
