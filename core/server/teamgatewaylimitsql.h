#pragma once

namespace dd::server::TeamSchema {

// The team's gateway limit as the server accepts it (teamgatewaylimitsql.cpp): part of the step to
// version 15.
extern const char *const GatewayLimitSql;

} // namespace dd::server::TeamSchema
