#pragma once

#include "core/reconcile/codelookup.h"
#include "core/reconcile/difference.h"
#include "core/reconcile/orderfile.h"
#include "core/reconcile/paymentindex.h"

#include <QByteArray>
#include <QDate>
#include <QFile>
#include <QList>
#include <QObject>
#include <QSet>

#include <atomic>
#include <memory>
#include <optional>

namespace dd {
class StoreSession;
}

namespace dd::reconcile {

struct ReconcileRequest
{
    QString filePath;
    OrderFileOptions options;
    QString mappingName;               // kept with the run; empty when the columns were given one by one
    std::optional<QDate> from;         // the period (inclusive); the file's first and last order dates
    std::optional<QDate> to;           // when unset
};

struct ReconcileResult
{
    enum class Outcome {
        Reconciled,
        FileRefused,   // the file cannot be read as orders (`error`): nothing was queried
        RowsRefused,   // some lines are not orders (`problems`): nothing was queried
        Cancelled,
        Failed,        // the cache could not be read (`error`)
    };
    Outcome outcome = Outcome::Failed;
    QString error;
    QString fileName;
    QByteArray sha256;
    qint64 orders = 0;                 // order lines read
    qint64 matched = 0;                // orders that found their payment
    qint64 outsidePeriod = 0;          // orders dated outside a period given
    std::optional<QDate> periodFrom;
    std::optional<QDate> periodTo;
    QList<RowProblem> problems;        // the first MaxListedProblems
    qint64 problemCount = 0;
    QList<Difference> differences;
    LookupOutcome lookup;              // the codes the cache did not know, asked of the gateway

    // True when payments without an order were looked for (a period is known).
    bool periodChecked() const { return periodFrom && periodTo; }
};

// One reconciliation of an order file against the store: reads the file (every bad line listed
// before anything is asked), matches each order by merchant code against the cached payments, asks
// the gateway about codes the cache does not know (through `lookup`, when given), then lists the
// differences. Runs in slices on the event loop of the thread it lives on, with progress and cancel.
class ReconcileJob : public QObject
{
    Q_OBJECT
public:
    enum class Stage { ReadingFile, ReadingCache, Matching, AskingGateway };
    Q_ENUM(Stage)
    static constexpr int MaxListedProblems = 1000;
    static constexpr int OrdersPerSlice = 20'000;

    ReconcileJob(StoreSession &store, ReconcileRequest request, CodeLookup *lookup, QObject *parent = nullptr);
    ~ReconcileJob() override;

    // Begins on the next turn of the event loop; finished() follows once.
    void start();
    // May be called from any thread: the flag is read between slices and between payments read, so
    // a job reading a store across the network on a worker stops at the next page.
    void cancel();
    bool isRunning() const { return m_running; }
    const ReconcileResult &result() const { return m_result; }

signals:
    void progress(dd::reconcile::ReconcileJob::Stage stage, qint64 done, qint64 total);
    void finished();

private:
    void begin();
    void matchSome();
    void afterMatching();
    void lookupDone(const LookupOutcome &outcome);
    void findPaymentsWithoutOrders();
    void finish(ReconcileResult::Outcome outcome, const QString &error = {});
    void take(const Order &order);
    void match(const Order &order, PaymentIndex &index, std::pair<qsizetype, qsizetype> group);
    void compare(const Order &order, const PaymentIndex &index, const IndexedPayment &payment);
    void addOrderOnly(DifferenceKind kind, const Order &order);
    void addPaymentOnly(DifferenceKind kind, const PaymentIndex &index, const IndexedPayment &payment,
                        const Order *order);

    StoreSession &m_store;
    ReconcileRequest m_request;
    CodeLookup *m_lookup;
    QFile m_file;
    OrderFileLayout m_layout;
    std::unique_ptr<OrderReader> m_reader;
    PaymentIndex m_index;
    PaymentIndex m_fetched;
    QList<Order> m_pending;            // orders whose code the cache does not know, one per code
    QSet<QString> m_pendingCodes;
    ReconcileResult m_result;
    bool m_running = false;
    std::atomic<bool> m_cancelled{false};
};

} // namespace dd::reconcile
