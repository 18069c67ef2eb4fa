#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

namespace dd {
class StoreSession;
class DirectApiClient;
class RefreshWorker;
struct RefreshSummary;
} // namespace dd

namespace dd::reconcile {

struct LookupOutcome
{
    qint64 asked = 0;
    qint64 answered = 0;
    qint64 failed = 0;       // no usable answer: those codes stay queued for the next sync
    qint64 notFound = 0;     // the gateway does not know them
    bool cancelled = false;
    QString problem;         // the codes could not even be queued
};

// Asks the gateway about merchant codes the cache does not know, and writes what it answers to
// the cache. Emits finished() exactly once per start(), never from inside start().
class CodeLookup : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void start(const QStringList &merchantCodes) = 0;
    virtual void cancel() = 0;

signals:
    void progress(qint64 done, qint64 total);
    void finished(const dd::reconcile::LookupOutcome &outcome);
};

// Through the import queue and the bounded, exactly-once refresh path every import takes
// (takeInCodes + RefreshWorker): a code that fails stays queued and the next sync asks again.
class RefreshCodeLookup final : public CodeLookup
{
    Q_OBJECT
public:
    RefreshCodeLookup(StoreSession &cache, DirectApiClient &client, QObject *parent = nullptr);
    ~RefreshCodeLookup() override;
    void start(const QStringList &merchantCodes) override;
    void cancel() override;

private:
    void finish(const LookupOutcome &outcome);

    StoreSession &m_cache;
    std::unique_ptr<RefreshWorker> m_worker;
};

} // namespace dd::reconcile

Q_DECLARE_METATYPE(dd::reconcile::LookupOutcome)
