# Third-party libraries found through pkg-config.
find_package(PkgConfig REQUIRED)

pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)

# SQLCipher is linked statically (libsqlcipher.a) so that no other SQLite in the process can bind
# to its symbols or it to theirs; its own crypto backend (OpenSSL libcrypto) comes along.
pkg_check_modules(SQLCIPHER REQUIRED sqlcipher)
find_library(SQLCIPHER_STATIC_LIBRARY NAMES libsqlcipher.a REQUIRED)
find_package(OpenSSL REQUIRED COMPONENTS Crypto)
find_package(Threads REQUIRED)
# zlib: the cache packs stored raw answers with it (Qt and OpenSSL depend on it already).
find_package(ZLIB REQUIRED)
add_library(directdesk_sqlcipher INTERFACE)
target_include_directories(directdesk_sqlcipher SYSTEM INTERFACE ${SQLCIPHER_INCLUDE_DIRS})
target_compile_definitions(directdesk_sqlcipher INTERFACE SQLITE_HAS_CODEC)
target_link_libraries(directdesk_sqlcipher INTERFACE
    "${SQLCIPHER_STATIC_LIBRARY}" OpenSSL::Crypto Threads::Threads ${CMAKE_DL_LIBS} m)
add_library(DirectDesk::sqlcipher ALIAS directdesk_sqlcipher)

pkg_check_modules(XLSXWRITER REQUIRED IMPORTED_TARGET xlsxwriter)

# libpq: the team server's client library (PostgreSQL 15 on Debian 12).
pkg_check_modules(LIBPQ REQUIRED IMPORTED_TARGET libpq)
