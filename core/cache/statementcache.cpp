#include "core/cache/statementcache.h"

namespace dd::cache {

namespace {
// Filters vary without end; past this many statements the cache starts again.
constexpr size_t MaxStatements = 96;
} // namespace

Statement &StatementCache::operator()(const char *sql)
{
    // Fixed statements are looked up by their text without copying it.
    auto found = m_statements.find(QByteArray::fromRawData(sql, qsizetype(qstrlen(sql))));
    if (found != m_statements.end()) {
        found->second.reset();
        return found->second;
    }
    return (*this)(QByteArray(sql));
}

Statement &StatementCache::operator()(const QByteArray &sql)
{
    auto found = m_statements.find(sql);
    if (found != m_statements.end()) {
        found->second.reset();
        return found->second;
    }
    if (m_statements.size() > MaxStatements)
        m_statements.clear();
    return m_statements.emplace(sql, m_db.prepare(sql.constData())).first->second;
}

} // namespace dd::cache
