#pragma once

namespace dd::server::TeamSchema {

// New voucher and e-wallet payments a desk asks the team worker to create (teamcreaterequestsql.cpp):
// part of the step to version 13.
extern const char *const CreateRequestSql;

} // namespace dd::server::TeamSchema
