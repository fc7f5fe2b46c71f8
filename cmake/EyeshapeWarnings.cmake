# Compiler settings for eyeshape's own targets only (never for dependencies).
function(eyeshape_configure_target target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Werror)
  if(EYESHAPE_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer
                                             -fno-sanitize-recover=all)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
  endif()
  if(EYESHAPE_EXPENSIVE_CHECKS)
    target_compile_definitions(${target} PRIVATE EYESHAPE_EXPENSIVE_CHECKS=1)
  endif()
endfunction()
