#include "core/server/teamimportaudit.h"

#include "core/audit/auditchain.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstorelink.h"

#include <QtEndian>

namespace dd::server {

namespace {

// Reads auditCanonicalFields' layout: the version tag, two big-endian numbers, then four
// length-prefixed UTF-8 fields.
class CanonicalReader
{
public:
    explicit CanonicalReader(const QByteArray &bytes) : m_bytes(bytes) {}

    bool tag(QByteArrayView expected)
    {
        if (!m_bytes.mid(m_at).startsWith(expected))
            return false;
        m_at += expected.size();
        return true;
    }
    std::optional<qint64> number()
    {
        if (m_at + 8 > m_bytes.size())
            return std::nullopt;
        const qint64 value = qFromBigEndian<qint64>(m_bytes.constData() + m_at);
        m_at += 8;
        return value;
    }
    std::optional<QByteArray> field()
    {
        const std::optional<qint64> length = number();
        if (!length || *length < 0 || *length > m_bytes.size() - m_at)
            return std::nullopt;
        QByteArray value = m_bytes.mid(m_at, *length);
        m_at += *length;
        return value;
    }
    bool atEnd() const { return m_at == m_bytes.size(); }

private:
    const QByteArray &m_bytes;
    qsizetype m_at = 0;
};

// Rows read per round trip.
constexpr int Batch = 5000;

struct SegmentHead
{
    qint64 id = 0;
    QString vaultFile;
    qint64 firstChainedId = 0;
    qint64 lastId = 0;
    qint64 rowCount = 0;
    QByteArray lastHash;
};

QByteArray bytea(const PgResult &result, int row, int column)
{
    return result.isNull(row, column) ? QByteArray() : QByteArray::fromHex(result.bytes(row, column).mid(2));
}

// The problems of one segment, walking its chained rows in id order.
Result<QList<AuditProblem>, PgError> verifySegment(PgConnection &connection, const SegmentHead &head, qint64 &checked)
{
    using namespace store::PgValue;
    QList<AuditProblem> problems;
    QByteArray previous;
    qint64 previousId = 0;
    qint64 chained = 0;
    for (qint64 after = head.firstChainedId - 1;;) {
        auto rows = connection.exec("SELECT id, " DD_PG_MS("at") ", actor, action, parameters, result, chain_hash "
                                    "FROM directdesk.imported_audit_rows WHERE segment_id = $1 AND id > $2 "
                                    "ORDER BY id LIMIT $3",
                                    {integer(head.id), integer(after), integer(Batch)});
        if (!rows)
            return rows.error();
        for (int row = 0; row < rows->rows(); ++row) {
            const qint64 id = integerAt(*rows, row, 0);
            const QByteArray stored = bytea(*rows, row, 6);
            ++chained;
            if (stored.isEmpty()) {
                problems.append({AuditProblem::Kind::Unchained, id});
            } else if (chained == 1 && id != head.firstChainedId) {
                problems.append({AuditProblem::Kind::Deleted, id});
            } else {
                const QByteArray fields = auditCanonicalFields(id, integerAt(*rows, row, 1), rows->text(row, 2),
                                                               rows->text(row, 3), rows->bytes(row, 4), rows->text(row, 5));
                if (auditChainHash(previous, fields) != stored) {
                    const bool gap = chained > 1 && id != previousId + 1;
                    problems.append({gap ? AuditProblem::Kind::Deleted : AuditProblem::Kind::Edited, id});
                }
            }
            previous = stored;
            previousId = id;
            after = id;
        }
        if (rows->rows() < Batch)
            break;
    }
    checked += chained;
    if (previousId < head.lastId || chained < head.rowCount)
        problems.append({AuditProblem::Kind::Truncated, previousId});
    else if ((previousId != head.lastId || chained != head.rowCount || previous != head.lastHash) && problems.isEmpty())
        problems.append({AuditProblem::Kind::Edited, previousId});
    return problems;
}

} // namespace

std::optional<StoredAuditRow> storedAuditRow(const AuditLink &link)
{
    CanonicalReader reader(link.canonicalFields);
    if (!reader.tag("directdesk-audit-v1"))
        return std::nullopt;
    const auto id = reader.number();
    const auto atMs = reader.number();
    const auto actor = reader.field();
    const auto action = reader.field();
    const auto parameters = reader.field();
    const auto result = reader.field();
    if (!id || !atMs || !actor || !action || !parameters || !result || !reader.atEnd() || *id != link.id)
        return std::nullopt;
    return StoredAuditRow{*id,
                          *atMs,
                          QString::fromUtf8(*actor),
                          QString::fromUtf8(*action),
                          *parameters,
                          QString::fromUtf8(*result),
                          link.chainHash};
}

QString ImportedSegmentProblem::message() const
{
    return ImportedSegments::tr("Imported segment %1 (from the vault %2): %3")
        .arg(segmentId)
        .arg(vaultFile, problem.message());
}

Result<ImportedSegmentsCheck, PgError> ImportedSegments::verify(PgConnection &connection)
{
    using namespace store::PgValue;
    auto segments = connection.exec("SELECT id, vault_file, first_chained_id, last_id, row_count, last_hash "
                                    "FROM directdesk.imported_audit_segments ORDER BY id");
    if (!segments)
        return segments.error();
    ImportedSegmentsCheck check;
    for (int row = 0; row < segments->rows(); ++row) {
        const SegmentHead head{integerAt(*segments, row, 0), segments->text(row, 1), integerAt(*segments, row, 2),
                               integerAt(*segments, row, 3),  integerAt(*segments, row, 4), bytea(*segments, row, 5)};
        ++check.segments;
        auto problems = verifySegment(connection, head, check.rowsChecked);
        if (!problems)
            return problems.error();
        for (const AuditProblem &problem : *problems)
            check.problems.append({head.id, head.vaultFile, problem});
    }
    return check;
}

} // namespace dd::server
