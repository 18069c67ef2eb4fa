#include "core/audit/auditquery.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QTimeZone>

#include <variant>

using namespace Qt::StringLiterals;

namespace dd {

namespace {

struct Where
{
    QByteArray sql;
    QList<std::variant<qint64, QString>> values;
};

Where whereOf(const AuditFilter &filter)
{
    Where where;
    QList<QByteArray> parts;
    if (!filter.actor.isEmpty()) {
        parts.append("actor = ?");
        where.values.append(filter.actor);
    }
    if (!filter.action.isEmpty()) {
        parts.append("action = ?");
        where.values.append(filter.action);
    }
    if (filter.fromMs != 0) {
        parts.append("at >= ?");
        where.values.append(filter.fromMs);
    }
    if (filter.toMs != 0) {
        parts.append("at < ?");
        where.values.append(filter.toMs);
    }
    if (!filter.text.trimmed().isEmpty()) {
        parts.append("(instr(lower(parameters), lower(?)) > 0 OR instr(lower(result), lower(?)) > 0 "
                     "OR instr(lower(actor), lower(?)) > 0)");
        for (int i = 0; i < 3; ++i)
            where.values.append(filter.text.trimmed());
    }
    if (!parts.isEmpty())
        where.sql = " WHERE " + parts.join(" AND ");
    return where;
}

void bindAll(cache::Statement &statement, const Where &where)
{
    int index = 1;
    for (const auto &value : where.values) {
        if (std::holds_alternative<qint64>(value))
            statement.bind(index++, std::get<qint64>(value));
        else
            statement.bind(index++, std::get<QString>(value));
    }
}

AuditEntry readRow(const cache::Statement &s)
{
    AuditEntry entry;
    entry.id = s.columnInt(0);
    entry.atMs = s.columnInt(1);
    entry.actor = s.columnText(2);
    entry.action = s.columnText(3);
    entry.parameters = QJsonDocument::fromJson(s.columnUtf8(4)).object();
    entry.result = s.columnText(5);
    entry.chainHash = s.columnBlob(6);
    return entry;
}

QString csvField(QString value)
{
    if (!value.isEmpty() && QStringLiteral("=+-@\t\r").contains(value.front()))
        value.prepend(u'\'');
    if (value.contains(u',') || value.contains(u'"') || value.contains(u'\n') || value.contains(u'\r'))
        return u'"' + value.replace(u"\""_s, u"\"\""_s) + u'"';
    return value;
}

QStringList distinct(AuditStore &store, const char *sql)
{
    cache::Statement select = store.database().prepare(sql);
    QStringList values;
    while (select.step() == cache::Statement::Step::Row)
        values.append(select.columnText(0));
    return values;
}

} // namespace

AuditQuery::AuditQuery(AuditStore &store) : m_store(store) {}

qint64 AuditQuery::count(const AuditFilter &filter)
{
    const Where where = whereOf(filter);
    cache::Statement select = m_store.database().prepare(QByteArray("SELECT COUNT(*) FROM audit_trail" + where.sql).constData());
    bindAll(select, where);
    return select.step() == cache::Statement::Step::Row ? select.columnInt(0) : 0;
}

QList<AuditEntry> AuditQuery::page(const AuditFilter &filter, qint64 offset, int limit)
{
    const Where where = whereOf(filter);
    cache::Statement select = m_store.database().prepare(
        QByteArray("SELECT id, at, actor, action, parameters, result, chain_hash FROM audit_trail" + where.sql
                   + " ORDER BY id DESC LIMIT ? OFFSET ?")
            .constData());
    bindAll(select, where);
    const int next = static_cast<int>(where.values.size()) + 1;
    select.bind(next, static_cast<qint64>(limit)).bind(next + 1, offset);
    QList<AuditEntry> rows;
    while (select.step() == cache::Statement::Step::Row)
        rows.append(readRow(select));
    return rows;
}

QStringList AuditQuery::actors() { return distinct(m_store, "SELECT DISTINCT actor FROM audit_trail ORDER BY actor"); }

QStringList AuditQuery::actions() { return distinct(m_store, "SELECT DISTINCT action FROM audit_trail ORDER BY action"); }

bool AuditQuery::writeCsv(const AuditFilter &filter, QIODevice &out)
{
    const Where where = whereOf(filter);
    cache::Statement select = m_store.database().prepare(
        QByteArray("SELECT id, at, actor, action, parameters, result, chain_hash FROM audit_trail" + where.sql
                   + " ORDER BY id")
            .constData());
    bindAll(select, where);
    if (out.write("id,time_utc,actor,action,parameters,result,chain_hash\r\n") < 0)
        return false;
    while (select.step() == cache::Statement::Step::Row) {
        const AuditEntry row = readRow(select);
        const QStringList fields{
            QString::number(row.id),
            QDateTime::fromMSecsSinceEpoch(row.atMs, Qt::UTC).toString(Qt::ISODateWithMs),
            csvField(row.actor),
            csvField(row.action),
            csvField(QString::fromUtf8(QJsonDocument(row.parameters).toJson(QJsonDocument::Compact))),
            csvField(row.result),
            QString::fromLatin1(row.chainHash.toHex()),
        };
        if (out.write((fields.join(u',') + u"\r\n"_s).toUtf8()) < 0)
            return false;
    }
    return true;
}

} // namespace dd
