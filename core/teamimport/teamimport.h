#pragma once

#include "core/domain/result.h"
#include "core/server/pgresult.h"

#include <QString>

namespace dd {
class CacheSession;
}

namespace dd::server {

class PgConnection;

// What one import added to the team store. "New" rows were not there before; "updated" payments
// and refunds were there with an older answer (core/storage/answerorder.h). A second import of the
// same vault reports 0 of each and still appends its own row to the team's audit trail.
struct VaultImportCounts
{
    qint64 paymentsNew = 0;
    qint64 paymentsUpdated = 0;
    qint64 refundsNew = 0;
    qint64 refundsUpdated = 0;
    qint64 approvalsNew = 0;
    qint64 intentsNew = 0;
    qint64 codesNew = 0;
    qint64 auditRowsNew = 0;     // rows of the vault's audit trail kept in a new imported segment
    qint64 segmentRows = 0;      // the vault's chained audit rows (its head's count)
    qint64 segmentId = 0;        // the imported segment holding them (0: the vault has no chained row)
    qint64 teamAuditId = 0;      // the team's audit row that records this import
};

struct VaultImportError
{
    enum class Kind {
        VaultTampered,   // the vault's audit trail does not verify: nothing was sent
        VaultUnreadable, // the vault could not be read: nothing was written
        Server,          // the server refused or failed: everything was rolled back (see `server`)
    };
    Kind kind = Kind::Server;
    QString message;   // translated; says which step failed
    PgError server;
};

// Copies a vault (an unlocked single-user cache) into the team store in one transaction of
// `connection`, signed in as a Manager: payments with their answers and refunds (an older answer
// never replaces a newer one already there), refund approvals (kept as history, marked imported),
// intents, the import queue, and the audit trail as a verifiable imported segment (checked against
// the vault's authenticated head before anything is written, and again by the server). The vault
// is read row by row; the server receives each table by COPY. Running it again adds nothing twice.
// `vaultFile` is the vault's file name, recorded with the segment.
Result<VaultImportCounts, VaultImportError> importVault(CacheSession &vault, const QString &vaultFile,
                                                        PgConnection &connection);

} // namespace dd::server
