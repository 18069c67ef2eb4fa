#pragma once

#include "core/storage/overviewdata.h"
#include "core/storage/paymentfilter.h"
#include "core/storage/storeopener.h"

#include <QDate>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace dd {

class PaymentStore;
class StoreWorker;

// What a click on a chart stands for: the payments behind one bar, slice or point.
struct OverviewSelection
{
    std::optional<PaymentStatus> status;
    QString method;
    QString country;
    QString currency;
    QDate day;                    // one opening day instead of the whole period
    friend bool operator==(const OverviewSelection &, const OverviewSelection &) = default;
};

// The figures of the Overview tab for the filter bar's filter and a period. The aggregate queries
// run on a worker thread with its own cache connection when an opener is given (so a long period
// over a million payments never blocks the GUI thread), else on the store's thread. updated() is
// emitted when new figures arrive; requests overtaken by newer ones are dropped.
//
// Built from an opener alone (a store across the network), it never reads on the GUI thread, and a
// read that fails keeps the figures shown and signals readFailed() instead of showing none.
class OverviewModel : public QObject
{
    Q_OBJECT
public:
    explicit OverviewModel(PaymentStore &store, SessionOpener opener = {}, QObject *parent = nullptr);
    explicit OverviewModel(SessionOpener opener, QObject *parent = nullptr);
    ~OverviewModel() override;

    void setFilter(const PaymentFilter &filter);
    void setPeriod(const OverviewPeriod &period);
    // "Today" for the expiring vouchers (tests pin it); the system date by default.
    void setToday(std::function<QDate()> today);
    // Reads the figures again (after a refresh or an import changed the cache).
    void refresh();
    // While inactive (the tab is hidden) changes are only remembered; activating reads them.
    void setActive(bool active);
    bool isActive() const { return m_active; }

    const OverviewData &data() const { return m_data; }
    const PaymentFilter &filter() const { return m_filter; }
    const OverviewPeriod &period() const { return m_period; }
    bool isBusy() const { return m_pending > 0; }
    bool usesWorker() const { return m_worker != nullptr; }

    // The payments table's filter for a click: the filter bar's filter, narrowed to the period
    // (or the clicked day) and to what was clicked.
    static PaymentFilter filterFor(const PaymentFilter &barFilter, const OverviewPeriod &period,
                                   const OverviewSelection &selection);

signals:
    void updated();
    // The worker's store did not answer (without a store here, the figures shown stay).
    void readFailed(const QString &message);

private:
    void accept(quint64 id, OverviewData data);

    PaymentStore *m_store = nullptr;   // nullptr: every read on the worker
    PaymentFilter m_filter;
    OverviewPeriod m_period = OverviewPeriod::of(OverviewPeriod::Preset::Last30Days, QDate::currentDate());
    std::function<QDate()> m_today = [] { return QDate::currentDate(); };
    OverviewData m_data;
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
    quint64 m_nextId = 0;
    int m_pending = 0;
    bool m_active = true;
    bool m_stale = false;
    std::unique_ptr<StoreWorker> m_worker;   // last: it goes first, while what its jobs touch lives
};

} // namespace dd
