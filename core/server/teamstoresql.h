#pragma once

namespace dd::server::TeamSchema {

// What each group role writes in the store's tables, the audit trail's append for every operator,
// and the refund approvals' rules (teamstoresql.cpp). Part of the step to version 10, run after the
// operator functions.
extern const char *const StoreAccessSql;

} // namespace dd::server::TeamSchema
