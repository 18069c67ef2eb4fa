#pragma once

#include "core/storage/paymentfilter.h"
#include "core/storage/paymentstore.h"
#include "core/storage/storeopener.h"

#include <QAbstractTableModel>
#include <QMap>

#include <functional>
#include <memory>
#include <optional>

namespace dd {

class PaymentCounter;

// Totals of the current filter per currency × status × method (one row each, sorted by currency,
// status, method). Amounts of different currencies are never added together.
//
// With background sessions (setBackgroundSessions) the sums are read on a worker thread: setFilter()
// and refresh() return at once, the previous figures stay (isCounting() meanwhile) and are replaced
// when the answer for the latest request lands; answers to older requests are dropped. While the
// store's payment digest matches the cache (PaymentStore::totalsAreQuick) they are summed here.
//
// Built from a SessionOpener instead of a store (a store across the network), it never reads on the
// GUI thread: it holds no figures until the first answer lands (totalsMatchFilter() false), every
// sum is read on the worker, and a read that fails keeps the figures shown and signals readFailed().
class SummaryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column { Currency, Status, Method, PaymentCount, Amount, Refunded, Count };
    enum Role {
        TypedValueRole = Qt::UserRole + 1,   // QString, PaymentStatus, qint64 count / hundredths
        CurrencyRole,                        // QString
        StatusRole,                          // dd::PaymentStatus
        MethodRole,                          // QString payment_type_code
    };

    explicit SummaryModel(PaymentStore &store, QObject *parent = nullptr);
    // Every sum on a worker thread with its own session from `sessions` (see the class comment).
    explicit SummaryModel(SessionOpener sessions, QObject *parent = nullptr);
    ~SummaryModel() override;

    bool readsInBackground() const { return m_store == nullptr; }
    // Opens the worker thread's own session (called there, once); e.g. sessionsOf(vault).
    void setBackgroundSessions(SessionOpener sessions);
    void setFilter(const PaymentFilter &filter);
    const PaymentFilter &filter() const { return m_filter; }
    void refresh();
    // True while the worker reads the totals of the latest request.
    bool isCounting() const { return m_ticket != 0; }
    // False while the figures held are those of an earlier filter (its totals are on their way).
    bool totalsMatchFilter() const { return m_totalsFilter == m_filter; }
    // Per-currency totals (never summed across currencies) for a status bar: currency → amount hundredths.
    QMap<QString, qint64> totalsByCurrency() const;
    const QList<PaymentTotal> &totals() const { return m_totals; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    // New figures were applied (after the model's own reset or dataChanged signals).
    void totalsChanged();
    void countingChanged(bool counting);
    // Background reads only: the store did not answer (the figures shown stay as they were).
    void readFailed(const QString &message);

private:
    // Summed on this thread now: a store here, and no worker or figures the cache keeps at hand.
    bool sumsHere() const;
    void request();
    // Drops the awaited answer, if any (the figures are summed here instead).
    void stopCounting();
    void applyTotals(quint64 ticket, QList<PaymentTotal> totals);
    void totalsFailed(quint64 ticket);
    void show(QList<PaymentTotal> fresh);
    // Another filter's figures (sorted): a new table.
    void resetTo(const PaymentFilter &readFor, QList<PaymentTotal> totals);

    PaymentStore *m_store = nullptr;   // nullptr: every sum in the background
    PaymentFilter m_filter;
    std::optional<PaymentFilter> m_totalsFilter;   // the filter m_totals were read for (none yet)
    PaymentFilter m_requested;      // the filter of the awaited request
    QList<PaymentTotal> m_totals;
    std::unique_ptr<PaymentCounter> m_counter;
    quint64 m_ticket = 0;           // the request whose answer is awaited (0: none)
};

} // namespace dd
