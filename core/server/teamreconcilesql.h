#pragma once

namespace dd::server::TeamSchema {

// The kept reconciliation runs and their differences (teamreconcilesql.cpp): part of the step to
// version 13.
extern const char *const ReconcileRunSql;

} // namespace dd::server::TeamSchema
