#pragma once

#include "core/audit/auditchain.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dd {

// What "verify" found in the audit trail.
struct AuditProblem
{
    enum class Kind {
        Edited,          // a row's fields no longer give its stored hash
        Deleted,         // a row is missing before a later row (its successor does not link to what precedes it)
        Truncated,       // rows are missing at the end (the head names a later row or a larger count)
        HeadMissing,     // chained rows exist but no head does
        HeadForged,      // the head's MAC does not match (edited without the data key)
        Unchained,       // a row after the chain began carries no hash
    };
    Kind kind = Kind::Edited;
    qint64 rowId = 0;

    QString message() const;   // translated
};

struct AuditVerification
{
    qint64 rowsChecked = 0;
    qint64 legacyRows = 0;     // written before the chain existed (an older cache): not covered
    bool headAuthenticated = false;
    QList<AuditProblem> problems;
    bool isIntact() const { return problems.isEmpty(); }
};

// Recomputes the whole chain from the first row and compares it with the authenticated head.
class AuditVerifier
{
    Q_DECLARE_TR_FUNCTIONS(dd::AuditVerifier)
public:
    static AuditVerification verify(AuditStore &store);
};

} // namespace dd
