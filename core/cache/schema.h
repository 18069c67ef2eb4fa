#pragma once

#include "core/cache/database.h"
#include "core/storage/schemaversion.h"

#include <optional>

namespace dd::cache {

// The cache's schema: a version table plus numbered migrations, each applied in one transaction.
namespace Schema {

// The version every backend shares; the migrations below reach it.
inline constexpr int CurrentVersion = StoreSchemaVersion;

enum class State { Empty, Current, Older, Newer, Foreign };

// What the opened (decrypted) database holds: nothing yet, our schema at some version, or tables
// that are not ours.
State inspect(Database &db, int *version = nullptr);
// Brings an empty or older database to CurrentVersion. Refuses Newer and Foreign.
std::optional<SqlError> migrate(Database &db);
int version(Database &db);

} // namespace Schema

} // namespace dd::cache
