#pragma once

namespace dd {

// The version of what the app stores, shared by every backend: the vault (core/cache/schema.cpp)
// and the team server (core/server/teamschema.cpp) each have migrations up to it, and a test checks
// that their tables agree column by column.
inline constexpr int StoreSchemaVersion = 16;

} // namespace dd
