#pragma once

#include "core/domain/payment.h"
#include "core/storage/storeopener.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace dd {

class StoreWorker;

// One payment read whole (its refunds and the gateway's answer, which a table's rows leave out) on
// a worker thread with its own session: what the detail pane shows for the row selected when the
// store is across the network. The latest ask wins: answers to earlier ones are dropped.
class PaymentLookup : public QObject
{
    Q_OBJECT
public:
    // `sessions` is called on the worker, once while the store answers.
    explicit PaymentLookup(SessionOpener sessions, QObject *parent = nullptr);
    ~PaymentLookup() override;

    // Answered by found(), missing() or readFailed(), unless another find() comes first.
    void find(const QString &hash);

signals:
    void found(const dd::Payment &payment);
    // The store answered, without the payment (gone since the row was read).
    void missing(const QString &hash);
    void readFailed(const QString &message);

private:
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
    std::unique_ptr<StoreWorker> m_worker;
};

} // namespace dd
