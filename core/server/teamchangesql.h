#pragma once

namespace dd::server::TeamSchema {

// The change feed (teamchangesql.cpp): directdesk.changes, appended by triggers on the tables the
// desks show, and a `directdesk_changes` notification per writing statement. The step to version 11.
extern const char *const ChangeFeedSql;

// The notification channel the triggers send on; its payload is the newest change number.
inline constexpr const char *ChangeChannel = "directdesk_changes";

} // namespace dd::server::TeamSchema
