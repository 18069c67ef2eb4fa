#pragma once

#include "core/cache/database.h"

#include <QByteArray>

#include <map>

namespace dd::cache {

// Prepared statements of one connection kept by their SQL text, reset before each reuse. The
// payment writer and readers share one: preparing costs more than most of their statements' runs.
class StatementCache
{
public:
    explicit StatementCache(Database &database) : m_db(database) {}
    StatementCache(const StatementCache &) = delete;
    StatementCache &operator=(const StatementCache &) = delete;

    Statement &operator()(const char *sql);
    Statement &operator()(const QByteArray &sql);
    Database &database() { return m_db; }

private:
    Database &m_db;
    std::map<QByteArray, Statement> m_statements;
};

} // namespace dd::cache
