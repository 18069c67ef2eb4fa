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
        // Runs without a character to escape (nearly every field) are appended whole.
        const QByteArray &value = *values.at(i);
        const char *run = value.constData();
        const char *const end = run + value.size();
        for (const char *c = run; c != end; ++c) {
            const char *escaped = nullptr;
            switch (*c) {
            case '\\': escaped = "\\\\"; break;
            case '\t': escaped = "\\t"; break;
            case '\n': escaped = "\\n"; break;
            case '\r': escaped = "\\r"; break;
            default: continue;
            }
            m_buffer.append(run, c - run).append(escaped);
            run = c + 1;
        }
        m_buffer.append(run, end - run);
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
