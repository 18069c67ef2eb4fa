#pragma once

namespace dd::server::TeamSchema {

// Writing many payments at once (teambulkwritesql.cpp): one change row for a statement that
// changed many rows, and a vault import that builds the payments' secondary indexes after the rows
// when it brings at least as many payments as the store holds. Part of the step to version 13.
extern const char *const BulkWriteSql;

} // namespace dd::server::TeamSchema
