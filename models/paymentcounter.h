#pragma once

#include "core/cache/paymentfilter.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace dd {

class CacheSession;

// Counts the payments of a filter on a worker thread with its own cache session, so that a slow
// count (a text search or a fine date or amount range over a million rows) never blocks the GUI
// thread. The latest request wins: older ones still waiting are skipped. Answers arrive on the
// thread that owns the counter.
class PaymentCounter : public QObject
{
    Q_OBJECT

public:
    // Called on the worker thread, once; may return nullptr (then every request fails).
    using SessionFactory = std::function<std::unique_ptr<CacheSession>()>;

    explicit PaymentCounter(SessionFactory sessions, QObject *parent = nullptr);
    ~PaymentCounter() override;

    // Returns the request's ticket, echoed by counted() or failed().
    quint64 request(const PaymentFilter &filter);

signals:
    void counted(quint64 ticket, qint64 count);
    void failed(quint64 ticket);

private:
    struct Worker;

    QThread m_thread;
    QObject *m_context = nullptr;        // lives on m_thread
    std::shared_ptr<Worker> m_worker;    // used only on m_thread
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
};

} // namespace dd
