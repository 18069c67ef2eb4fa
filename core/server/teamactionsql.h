#pragma once

namespace dd::server::TeamSchema {

// The action requests a desk records and the team worker sends (teamactionsql.cpp): the step to
// version 12.
extern const char *const ActionRequestSql;

} // namespace dd::server::TeamSchema
