#pragma once

namespace dd::server::TeamSchema {

// One waiting refund request per payment, held by the server (teamonewaitingsql.cpp): the step to
// version 16.
extern const char *const OneWaitingRefundSql;

} // namespace dd::server::TeamSchema
