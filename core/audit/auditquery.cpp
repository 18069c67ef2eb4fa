#include "core/audit/auditquery.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace dd {

namespace {

QString csvField(QString value)
{
    if (!value.isEmpty() && QStringLiteral("=+-@\t\r").contains(value.front()))
        value.prepend(u'\'');
    if (value.contains(u',') || value.contains(u'"') || value.contains(u'\n') || value.contains(u'\r'))
        return u'"' + value.replace(u"\""_s, u"\"\""_s) + u'"';
    return value;
}

} // namespace

AuditQuery::AuditQuery(AuditStore &store) : m_store(store) {}

qint64 AuditQuery::count(const AuditFilter &filter) { return m_store.count(filter); }

QList<AuditEntry> AuditQuery::page(const AuditFilter &filter, qint64 offset, int limit)
{
    return m_store.page(filter, offset, limit);
}

QStringList AuditQuery::actors() { return m_store.actors(); }

QStringList AuditQuery::actions() { return m_store.actions(); }

bool AuditQuery::writeCsv(const AuditFilter &filter, QIODevice &out)
{
    if (out.write("id,time_utc,actor,action,parameters,result,chain_hash\r\n") < 0)
        return false;
    return m_store.forEachOldestFirst(filter, [&out](const AuditEntry &row) {
        const QStringList fields{
            QString::number(row.id),
            QDateTime::fromMSecsSinceEpoch(row.atMs, Qt::UTC).toString(Qt::ISODateWithMs),
            csvField(row.actor),
            csvField(row.action),
            csvField(QString::fromUtf8(QJsonDocument(row.parameters).toJson(QJsonDocument::Compact))),
            csvField(row.result),
            QString::fromLatin1(row.chainHash.toHex()),
        };
        return out.write((fields.join(u',') + u"\r\n"_s).toUtf8()) >= 0;
    });
}

} // namespace dd
