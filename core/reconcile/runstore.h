#pragma once

#include "core/reconcile/difference.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace dd::reconcile {

// One reconciliation as kept: which file (name and SHA-256), read how, by whom, when, and what it found.
struct ReconcileRun
{
    qint64 id = 0;
    qint64 atMs = 0;
    QString actor;
    QString fileName;
    QByteArray sha256;
    QString mapping;            // ColumnMapping::toStoredText()
    QString mappingName;        // empty when the columns were given one by one
    std::optional<QDate> periodFrom;
    std::optional<QDate> periodTo;
    qint64 orders = 0;
    qint64 matched = 0;
    qint64 differences = 0;
    friend bool operator==(const ReconcileRun &, const ReconcileRun &) = default;
};

// The kept reconciliations. The vault keeps them in tables of its own (core/cache/reconcilerunstore.h);
// a team server implements the same interface.
class ReconcileRunStore
{
public:
    virtual ~ReconcileRunStore() = default;
    // The run (its id ignored) and its differences in one transaction; the new id.
    virtual std::optional<qint64> save(const ReconcileRun &run, const QList<Difference> &differences) = 0;
    // The latest run of a file of this name, before run `beforeId` when given.
    virtual std::optional<ReconcileRun> latest(const QString &fileName, qint64 beforeId = 0) = 0;
    // Newest first.
    virtual QList<ReconcileRun> runs(int limit) = 0;
    // A run's differences in the order found, until `visit` returns false.
    virtual bool forEachDifference(qint64 runId, const std::function<bool(const Difference &)> &visit) = 0;
    virtual QString lastError() const = 0;

protected:
    ReconcileRunStore() = default;
    ReconcileRunStore(const ReconcileRunStore &) = delete;
    ReconcileRunStore &operator=(const ReconcileRunStore &) = delete;
};

} // namespace dd::reconcile
