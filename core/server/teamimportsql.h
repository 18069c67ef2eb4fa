#pragma once

namespace dd::server::TeamSchema {

// Moving a vault into the team store (`team import`): the imported audit segments, the marks on
// imported approvals and intents, and the Manager's functions that write them (teamimportsql.cpp).
// Also the operators list every group may read, and the removal of an operator that ends their
// open sessions. Part of the step to version 11.
extern const char *const ImportSql;

} // namespace dd::server::TeamSchema
