// The team's gateway limit on the server (the step to version 15, see teamschema.cpp).
#include "core/server/teamgatewaylimitsql.h"

namespace dd::server::TeamSchema {

// gateway.transfer_timeout_ms (TeamGatewayTiming) is whole milliseconds from 1000 to 300000,
// however it is written (directdesk-cli config, psql). CASE, not AND/OR: PostgreSQL does not
// promise to test the pattern before the cast. NOT VALID: a value stored before this version
// stays readable (its readers report it) instead of stopping the migration; a Manager's next write
// of the key is checked.
const char *const GatewayLimitSql = R"sql(
ALTER TABLE directdesk.settings ADD CONSTRAINT settings_gateway_transfer_timeout CHECK (
    CASE WHEN key <> 'gateway.transfer_timeout_ms' THEN true
         WHEN value !~ '^[0-9]{1,6}$' THEN false
         ELSE value::integer BETWEEN 1000 AND 300000 END) NOT VALID;
)sql";

} // namespace dd::server::TeamSchema
