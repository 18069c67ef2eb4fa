#pragma once

namespace dd::server::TeamSchema {

// The functions through which a Manager adds, removes and moves operators, and the audit trail's
// server-side append (teamoperatorsql.cpp). Part of the step to version 10, run after the tables.
extern const char *const OperatorFunctionsSql;

} // namespace dd::server::TeamSchema
