#pragma once

namespace dd::server::TeamSchema {

// The change feed (teamchangesql.cpp): directdesk.changes, appended by triggers on the tables the
// desks show, and a `directdesk_changes` notification per writing statement. The step to version 11.
extern const char *const ChangeFeedSql;

// The codes a desk's look-up queues on the change feed too (keyed by the code), so that the team
// worker queries them at once. Part of the step to version 13.
extern const char *const ImportQueueChangesSql;
// The import queue's source of a code a desk's look-up queued (the trigger above tells it by that).
inline constexpr const char *LookUpSource = "desk look-up";

// The notification channel the triggers send on; its payload is the newest change number.
inline constexpr const char *ChangeChannel = "directdesk_changes";

} // namespace dd::server::TeamSchema
