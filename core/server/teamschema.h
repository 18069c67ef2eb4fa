#pragma once

#include "core/domain/result.h"
#include "core/server/pgresult.h"
#include "core/storage/schemaversion.h"

#include <optional>

namespace dd::server {

class PgConnection;

// The team store's schema in its own PostgreSQL schema `directdesk`: the tables the vault has, in
// PostgreSQL's types (NUMERIC money, timestamptz instants, boolean flags), the three group roles
// and what each may read. One version number for both backends (core/storage/schemaversion.h):
// a change to what the app stores moves the vault and the team store to the next version together.
namespace TeamSchema {

inline constexpr int CurrentVersion = StoreSchemaVersion;

// The group roles an operator's login is a member of. Cluster-wide in PostgreSQL, like every role.
inline constexpr const char *FinanceRole = "directdesk_finance";
inline constexpr const char *SupportRole = "directdesk_support";
inline constexpr const char *ManagerRole = "directdesk_manager";

enum class State { Empty, Current, Older, Newer, Foreign };

struct Inspection
{
    State state = State::Empty;
    int version = 0;
};

// What the database holds: no `directdesk` schema yet, ours at some version, or a `directdesk`
// schema that is not ours.
Result<Inspection, PgError> inspect(PgConnection &connection);
// Brings an empty or older database to CurrentVersion, each step in one transaction, as the
// database's owner. Refuses a newer or foreign schema with a message that says what to do.
// `toVersion` stops at an earlier version: a store as an older DirectDesk left it, for the tests
// of a step.
std::optional<PgError> migrate(PgConnection &connection, int toVersion = CurrentVersion);
// What a client says when the server's schema is not the one it was built for; empty when it is.
QString versionProblem(const Inspection &inspection);

} // namespace TeamSchema

} // namespace dd::server
