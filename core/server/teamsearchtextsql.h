#pragma once

namespace dd::server::TeamSchema {

// The payments' search texts stored (teamsearchtextsql.cpp): the step to version 14.
extern const char *const SearchTextSql;

} // namespace dd::server::TeamSchema
