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

void RequestStats::clear()
{
    m_requests.clear();
    m_effects.clear();
    m_faults.clear();
}

QJsonObject RequestStats::toJson() const
{
    return QJsonObject{{u"requests"_s, toObject(m_requests)},
                       {u"effects"_s, toObject(m_effects)},
                       {u"faults"_s, toObject(m_faults)}};
}

} // namespace dd::sandbox
