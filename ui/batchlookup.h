#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace dd {

class OperationCall;
class PaymentOperations;

// Refreshes many payments from the gateway (/ws/query through PaymentOperations::lookUp), a few
// at a time so the window stays responsive; reports progress and can be cancelled.
class BatchLookUp : public QObject
{
    Q_OBJECT
public:
    static constexpr int Parallel = 4;

    BatchLookUp(PaymentOperations &operations, QStringList codes, QObject *parent = nullptr);
    ~BatchLookUp() override;

    void start();
    void cancel();
    int total() const { return m_total; }
    int done() const { return m_done; }
    int failed() const { return m_failed; }
    bool isCancelled() const { return m_cancelled; }

signals:
    void progress(int done, int total);
    void finished();

private:
    void startNext();
    void onCallFinished(OperationCall *call);

    PaymentOperations &m_operations;
    QStringList m_queue;
    QList<QPointer<OperationCall>> m_inFlight;
    int m_total = 0;
    int m_done = 0;
    int m_failed = 0;
    bool m_cancelled = false;
    bool m_finished = false;
};

} // namespace dd
