#pragma once

#include "core/reconcile/reconcilejob.h"
#include "core/reconcile/runstore.h"

#include <QSet>

namespace dd {
class AuditStore;
}

namespace dd::reconcile {

// What changed since the previous run of the same file name: differences that are new, and
// those that went away (a refresh, a refund, a corrected export).
struct RunChanges
{
    std::optional<ReconcileRun> previous;
    qint64 added = 0;
    qint64 resolved = 0;
    qint64 unchanged = 0;
    QList<Difference> resolvedRows;     // the first MaxListedResolved
    QSet<QString> previousKeys;

    static constexpr int MaxListedResolved = 1000;
    // True when the previous run did not have this difference (every row of a first run).
    bool isNew(const Difference &difference) const { return !previousKeys.contains(difference.key()); }
};

struct KeptRun
{
    qint64 runId = 0;
    RunChanges changes;
};

// Saves a finished reconciliation with its differences, compares it with the previous run of the
// same file name, and appends an audit row "reconcile" (file, SHA-256, counts; no order data).
Result<KeptRun, QString> keepRun(ReconcileRunStore &runs, AuditStore &audit, const QString &actor, qint64 nowMs,
                                 const ReconcileRequest &request, const ReconcileResult &result);

// The names of a difference's columns in CSV and XLSX files ("kind", "merchant_payment_code", …), and
// "new_since_last_run" when `withNew`.
QStringList differenceColumnNames(bool withNew);

// The differences as RFC 4180 CSV (UTF-8, CRLF; a text starting with = + - @ gets an apostrophe so
// a spreadsheet never runs it), amounts as exact decimals; `changes` adds a "new" column. Written
// to a temporary file and renamed: a failed export leaves nothing behind.
bool writeDifferencesCsv(const QString &path, const QList<Difference> &differences, const RunChanges *changes,
                         QString *error);

} // namespace dd::reconcile
