#include "core/server/store/pgcopyrows.h"

namespace dd::server::store {

std::optional<PgError> PgCopyRows::row(const PgParams &values)
{
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0)
            m_buffer.append('\t');
        if (!values.at(i)) {
            m_buffer.append("\\N");
            continue;
        }
        for (const char c : *values.at(i)) {
            switch (c) {
            case '\\': m_buffer.append("\\\\"); break;
            case '\t': m_buffer.append("\\t"); break;
            case '\n': m_buffer.append("\\n"); break;
            case '\r': m_buffer.append("\\r"); break;
            default: m_buffer.append(c);
            }
        }
    }
    m_buffer.append('\n');
    ++m_rows;
    return m_buffer.size() >= FlushAt ? flush() : std::nullopt;
}

std::optional<PgError> PgCopyRows::flush()
{
    if (m_buffer.isEmpty())
        return std::nullopt;
    auto problem = m_connection.copyData(m_buffer);
    m_buffer.clear();
    return problem;
}

} // namespace dd::server::store
