# One INTERFACE target carries the project-wide compile settings; every target links it.
add_library(directdesk_options INTERFACE)
add_library(DirectDesk::options ALIAS directdesk_options)

target_compile_features(directdesk_options INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_POSITION_INDEPENDENT_CODE ON)

target_compile_options(directdesk_options INTERFACE
    -Wall -Wextra -Wpedantic -Wold-style-cast -Wnon-virtual-dtor -Werror=switch
    $<$<BOOL:${DIRECTDESK_WERROR}>:-Werror>)

target_compile_definitions(directdesk_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    # Bytes become text or a C string only when a call says which (fromUtf8, constData).
    QT_NO_CAST_FROM_BYTEARRAY
    # A connect whose signal argument would narrow into the slot's parameter does not compile.
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    # Qt 6.4's containers have no non-strict iterators left; kept so that the intent stays visible.
    QT_STRICT_ITERATORS
    # Takes effect from Qt 6.7 on; harmless on 6.4 and keeps the intent visible.
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_UP_TO=0x060400
    DIRECTDESK_VERSION="${PROJECT_VERSION}")

option(DIRECTDESK_FUZZ "Build the libFuzzer targets (clang only); instruments every library for coverage" OFF)
if(DIRECTDESK_FUZZ)
    target_compile_options(directdesk_options INTERFACE
        -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer)
    target_link_options(directdesk_options INTERFACE -fsanitize=address,undefined)
endif()

if(DIRECTDESK_SANITIZE)
    target_compile_options(directdesk_options INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(directdesk_options INTERFACE -fsanitize=address,undefined)
endif()
