#include "sandbox/requeststats.h"

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
QJsonObject toObject(const QHash<QByteArray, qint64> &counts)
{
    QJsonObject out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.insert(QString::fromLatin1(it.key()), it.value());
    return out;
}
} // namespace

void RequestStats::countRequest(const QByteArray &path)
{
    // Paths come from peers: past a bound, unknown ones share one counter instead of growing the table.
    constexpr qsizetype maxPaths = 256;
    if (m_requests.size() >= maxPaths && !m_requests.contains(path))
        ++m_requests[QByteArrayLiteral("(other paths)")];
    else
        ++m_requests[path];
}

void RequestStats::clear()
{
    m_requests.clear();
    m_effects.clear();
    m_faults.clear();
}

QJsonObject RequestStats::toJson() const
{
    QJsonObject out{{u"requests"_s, toObject(m_requests)},
                    {u"effects"_s, toObject(m_effects)},
                    {u"faults"_s, toObject(m_faults)}};
    if (m_transport)
        out.insert(u"http"_s, m_transport());
    return out;
}

} // namespace dd::sandbox
