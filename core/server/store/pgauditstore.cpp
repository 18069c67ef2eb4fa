#include "core/server/store/pgauditstore.h"

#include "core/audit/auditchain.h"
#include "core/storage/secretscrubber.h"
#include "core/server/store/pgpaymentquery.h"

#include <QJsonDocument>

namespace dd::server::store {

using namespace PgValue;

namespace {

constexpr const char *Columns =
    "SELECT id, " DD_PG_MS("at") ", actor, action, parameters, result, chain_hash FROM directdesk.audit_trail ";
// Rows read per round trip when every row is visited.
constexpr int VisitBatch = 5000;

AuditEntry readEntry(const PgResult &found, int row)
{
    AuditEntry entry;
    entry.id = integerAt(found, row, 0);
    entry.atMs = integerAt(found, row, 1);
    entry.actor = found.text(row, 2);
    entry.action = found.text(row, 3);
    entry.parameters = QJsonDocument::fromJson(found.bytes(row, 4)).object();
    entry.result = found.text(row, 5);
    // bytea arrives in hex ("\x…").
    entry.chainHash = QByteArray::fromHex(found.bytes(row, 6).mid(2));
    return entry;
}

void addFilter(PgQuery &query, const AuditFilter &filter)
{
    if (!filter.actor.isEmpty())
        query.where("actor = " + query.param(text(filter.actor)));
    if (!filter.action.isEmpty())
        query.where("action = " + query.param(text(filter.action)));
    if (filter.fromMs != 0)
        query.where("at >= " + query.param(instantMs(filter.fromMs)) + "::timestamptz");
    if (filter.toMs != 0)
        query.where("at < " + query.param(instantMs(filter.toMs)) + "::timestamptz");
    const QString term = filter.text.trimmed();
    if (!term.isEmpty()) {
        const QByteArray value = "lower(" + query.param(text(term)) + "::text)";
        query.where("strpos(lower(parameters), " + value + ") > 0 OR strpos(lower(result), " + value
                    + ") > 0 OR strpos(lower(actor), " + value + ") > 0");
    }
}

} // namespace

std::optional<qint64> PgAuditStore::append(const AuditEntry &entry)
{
    // Cleaned as the vault cleans a row: scrubbed whole first (a card number cut in two would
    // escape the scrubber), then bounded.
    const QByteArray parameters =
        QJsonDocument(AuditBound::parameters(SecretScrubber::scrub(entry.parameters))).toJson(QJsonDocument::Compact);
    const QString result = AuditBound::text(SecretScrubber::maskCardNumbers(entry.result), AuditBound::MaxResult);
    return m_link.integer("SELECT directdesk.audit_record($1, $2, $3)",
                          {text(entry.action), parameters, text(result)});
}

QList<AuditEntry> PgAuditStore::select(const QByteArray &rest, const PgParams &params)
{
    auto found = m_link.exec((Columns + rest), params);
    QList<AuditEntry> rows;
    for (int row = 0; found && row < found->rows(); ++row)
        rows.append(readEntry(*found, row));
    return rows;
}

QList<AuditEntry> PgAuditStore::entries(qint64 afterId, int limit)
{
    return select("WHERE id > $1 ORDER BY id LIMIT $2", {integer(afterId), integer(limit)});
}

std::optional<AuditEntry> PgAuditStore::last()
{
    const QList<AuditEntry> rows = select("ORDER BY id DESC LIMIT 1", {});
    return rows.isEmpty() ? std::nullopt : std::optional<AuditEntry>(rows.constFirst());
}

std::optional<AuditHead> PgAuditStore::head()
{
    auto found = m_link.exec("SELECT first_chained_id, last_id, row_count, hash FROM directdesk.audit_head WHERE id = 1");
    if (!found || found->rows() == 0)
        return std::nullopt;
    return AuditHead{integerAt(*found, 0, 0), integerAt(*found, 0, 1), integerAt(*found, 0, 2),
                     QByteArray::fromHex(found->bytes(0, 3).mid(2)), {}};
}

bool PgAuditStore::forEachLink(const std::function<bool(const AuditLink &)> &visit)
{
    qint64 after = 0;
    for (;;) {
        auto found = m_link.exec("SELECT id, " DD_PG_MS("at") ", actor, action, parameters, result, chain_hash "
                                 "FROM directdesk.audit_trail WHERE id > $1 ORDER BY id LIMIT $2",
                                 {integer(after), integer(VisitBatch)});
        if (!found)
            return false;
        for (int row = 0; row < found->rows(); ++row) {
            const qint64 id = integerAt(*found, row, 0);
            // The exact stored text: a row read back as an AuditEntry and encoded again could differ.
            const AuditLink link{id,
                                 auditCanonicalFields(id, integerAt(*found, row, 1), found->text(row, 2),
                                                      found->text(row, 3), found->bytes(row, 4), found->text(row, 5)),
                                 found->isNull(row, 6) ? QByteArray() : QByteArray::fromHex(found->bytes(row, 6).mid(2))};
            if (!visit(link))
                return false;
            after = id;
        }
        if (found->rows() < VisitBatch)
            return true;
    }
}

qint64 PgAuditStore::count(const AuditFilter &filter)
{
    PgQuery query;
    addFilter(query, filter);
    return m_link.integer(("SELECT count(*) FROM directdesk.audit_trail" + query.whereClause()),
                          query.params())
        .value_or(0);
}

QList<AuditEntry> PgAuditStore::page(const AuditFilter &filter, qint64 offset, int limit)
{
    PgQuery query;
    addFilter(query, filter);
    const QByteArray limits = " LIMIT " + query.param(integer(limit)) + " OFFSET " + query.param(integer(offset));
    return select(query.whereClause().mid(1) + " ORDER BY id DESC" + limits, query.params());
}

bool PgAuditStore::forEachOldestFirst(const AuditFilter &filter, const std::function<bool(const AuditEntry &)> &visit)
{
    qint64 after = 0;
    for (;;) {
        PgQuery query;
        addFilter(query, filter);
        query.where("id > " + query.param(integer(after)));
        const QByteArray limit = " ORDER BY id LIMIT " + query.param(integer(VisitBatch));
        auto found = m_link.exec((Columns + query.whereClause().mid(1) + limit), query.params());
        if (!found)
            return false;
        for (int row = 0; row < found->rows(); ++row) {
            const AuditEntry entry = readEntry(*found, row);
            if (!visit(entry))
                return false;
            after = entry.id;
        }
        if (found->rows() < VisitBatch)
            return true;
    }
}

QStringList PgAuditStore::distinct(const char *column)
{
    auto found = m_link.exec((QByteArray("SELECT DISTINCT ") + column + " COLLATE \"C\" AS v FROM directdesk.audit_trail ORDER BY v"));
    QStringList values;
    for (int row = 0; found && row < found->rows(); ++row)
        values.append(found->text(row, 0));
    return values;
}

QStringList PgAuditStore::actors() { return distinct("actor"); }

QStringList PgAuditStore::actions() { return distinct("action"); }

} // namespace dd::server::store
