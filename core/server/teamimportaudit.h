#pragma once

#include "core/audit/auditverifier.h"
#include "core/domain/result.h"
#include "core/server/pgresult.h"
#include "core/storage/auditstore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace dd::server {

class PgConnection;

// One audit row of a vault exactly as stored, read back from the canonical bytes its chain hash
// covers (auditCanonicalFields): what an imported segment keeps verbatim.
struct StoredAuditRow
{
    qint64 id = 0;
    qint64 atMs = 0;
    QString actor;
    QString action;
    QByteArray parameters;   // the stored JSON text, byte for byte
    QString result;
    QByteArray chainHash;    // empty on rows from before the vault's chain
};

// Nothing when the bytes are not canonical fields.
std::optional<StoredAuditRow> storedAuditRow(const AuditLink &link);

// What verifying the imported segments found (directdesk.imported_audit_segments/_rows): each
// segment's rows must still give their hashes, link up from its first chained row and end at the
// head recorded when it was imported.
struct ImportedSegmentProblem
{
    qint64 segmentId = 0;
    QString vaultFile;
    AuditProblem problem;

    QString message() const;   // translated, names the segment
};

struct ImportedSegmentsCheck
{
    qint64 segments = 0;
    qint64 rowsChecked = 0;
    QList<ImportedSegmentProblem> problems;
    bool isIntact() const { return problems.isEmpty(); }
};

class ImportedSegments
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::ImportedSegments)
public:
    static Result<ImportedSegmentsCheck, PgError> verify(PgConnection &connection);
};

} // namespace dd::server
