#pragma once

namespace dd::server::TeamSchema {

// The server's four-eyes rules on a refund's action request (teamfoureyessql.cpp): part of the
// step to version 15.
extern const char *const FourEyesSql;

} // namespace dd::server::TeamSchema
