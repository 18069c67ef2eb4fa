#pragma once

namespace dd::server::TeamSchema {

// A Manager's approval of a waiting refund and the worker's request for it, in one transaction
// (teamapprovalsql.cpp): part of the step to version 13.
extern const char *const ApprovalSql;

} // namespace dd::server::TeamSchema
