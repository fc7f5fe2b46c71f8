# Compiles (syntax only) a file that includes HEADER with -I for each of
# INCLUDES, and checks the outcome: EXPECT=fail needs the compile to fail
# because HEADER is not found; EXPECT=pass needs it to succeed.
# Usage: cmake -DCOMPILER=c++ -DHEADER=solver/game.h -DEXPECT=fail|pass
#              -DWORK_DIR=dir -DINCLUDES="dir;dir" -P compile_probe.cmake
file(MAKE_DIRECTORY ${WORK_DIR})
file(WRITE ${WORK_DIR}/probe.cc "#include \"${HEADER}\"\n")
# The system directory comes in once per imported dependency; as -I it would
# also reorder the standard library's own #include_next lookups.
list(REMOVE_DUPLICATES INCLUDES)
list(REMOVE_ITEM INCLUDES /usr/include)
set(flags "")
foreach(dir IN LISTS INCLUDES)
  list(APPEND flags -I${dir})
endforeach()
execute_process(COMMAND ${COMPILER} -std=c++20 -fsyntax-only ${flags} ${WORK_DIR}/probe.cc
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(EXPECT STREQUAL "fail")
  string(FIND "${output}" "${HEADER}" named)
  if(status EQUAL 0)
    message(FATAL_ERROR "${HEADER} compiled with the public include directories")
  elseif(named EQUAL -1 OR NOT output MATCHES "No such file or directory|file not found")
    message(FATAL_ERROR "the compile failed, but not for want of ${HEADER}:\n${output}")
  endif()
  message(STATUS "${HEADER} not found, as expected")
elseif(NOT status EQUAL 0)
  message(FATAL_ERROR "${HEADER} did not compile with the public include directories:\n${output}")
endif()
