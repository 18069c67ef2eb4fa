#pragma once

namespace dd::server::TeamSchema {

// How the team store reads payments at a merchant's scale (teamreadpathsql.cpp): the indexes of
// the payments table's pages, filters and searches, and payment_groups kept on every write. Part of
// the step to version 13.
extern const char *const ReadPathSql;

} // namespace dd::server::TeamSchema
