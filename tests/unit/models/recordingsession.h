#pragma once

// For the tests of a payments table that reads in the background: a StoreSession that forwards
// every call to a real session (the vault, or the team server) and records each payment read with
// the thread it ran on and what it answered. It can also hold page reads at a gate the test opens
// (deterministic: the test waits until a read is held, no timing), and answer as a store whose
// connection is gone (reads answer nothing and the schema version is unknown, as the team store's
// do when its server has gone away). Then the waits those tests share.

#include "core/storage/storeopener.h"
#include "core/storage/storesession.h"
#include "models/paymenttablemodel.h"

#include <QDeadlineTimer>
#include <QMutex>
#include <QMutexLocker>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QWaitCondition>

#include <atomic>
#include <memory>

namespace dd::test {

// What every session of one opener shares with the test; thread-safe.
class ReadLog
{
public:
    struct Read
    {
        QThread *thread = nullptr;
        QString what;           // "count", "rows", "rowsAt", "rowById", "findByHash", "totals", "overview", "facts"…
        PaymentFilter filter;
        QStringList hashes;     // the rows it answered, in the order the store gave them
    };

    void record(Read read)
    {
        QMutexLocker lock(&m_mutex);
        m_reads.append(std::move(read));
    }
    QList<Read> reads() const
    {
        QMutexLocker lock(&m_mutex);
        return m_reads;
    }
    // Reads that answered rows (a page each: the model reads one page per call).
    QList<Read> pageReads() const
    {
        QList<Read> pages;
        for (const Read &read : reads()) {
            if (read.what == u"rows" || read.what == u"rowsAt")
                pages.append(read);
        }
        return pages;
    }
    int readsOn(const QThread *thread) const
    {
        int count = 0;
        for (const Read &read : reads())
            count += read.thread == thread ? 1 : 0;
        return count;
    }

    void sessionOpened(const QThread *thread)
    {
        QMutexLocker lock(&m_mutex);
        ++m_sessionsOpened;
        m_openedOnGuiThread = m_openedOnGuiThread || thread == m_guiThread;
    }
    int sessionsOpened() const
    {
        QMutexLocker lock(&m_mutex);
        return m_sessionsOpened;
    }
    bool openedOnGuiThread() const
    {
        QMutexLocker lock(&m_mutex);
        return m_openedOnGuiThread;
    }

    // Page reads (rows, rowsAt) wait at a closed gate before they read.
    void closeGate()
    {
        QMutexLocker lock(&m_mutex);
        m_gateClosed = true;
    }
    void openGate()
    {
        QMutexLocker lock(&m_mutex);
        m_gateClosed = false;
        m_kept = nullptr;
        m_changed.wakeAll();
    }
    // Lets every read go on but those of `kept`, which wait until openGate().
    void openGateExcept(const QThread *kept)
    {
        QMutexLocker lock(&m_mutex);
        m_gateClosed = false;
        m_kept = kept;
        m_changed.wakeAll();
    }
    // The threads of the reads waiting at the gate, in the order they came.
    QList<const QThread *> heldThreads() const
    {
        QMutexLocker lock(&m_mutex);
        return m_heldThreads;
    }
    // Until `count` reads wait at the gate; false only for a hung test.
    bool waitForHeldReads(int count = 1)
    {
        QMutexLocker lock(&m_mutex);
        QDeadlineTimer limit(60000);
        while (m_held < count) {
            if (!m_changed.wait(&m_mutex, limit))
                return false;
        }
        return true;
    }
    void passGate()
    {
        QMutexLocker lock(&m_mutex);
        const QThread *self = QThread::currentThread();
        if (!m_gateClosed && m_kept != self)
            return;
        ++m_held;
        m_heldThreads.append(self);
        m_changed.wakeAll();
        while (m_gateClosed || m_kept == self)
            m_changed.wait(&m_mutex);
        --m_held;
        m_heldThreads.removeOne(self);
    }

    std::atomic<bool> gone{false};          // reads answer as a store whose connection is gone
    std::atomic<bool> unavailable{false};   // no session can be opened

private:
    mutable QMutex m_mutex;
    QWaitCondition m_changed;
    QList<Read> m_reads;
    const QThread *m_guiThread = QThread::currentThread();   // made by the test, on the GUI thread
    int m_sessionsOpened = 0;
    bool m_openedOnGuiThread = false;
    bool m_gateClosed = false;
    const QThread *m_kept = nullptr;
    int m_held = 0;
    QList<const QThread *> m_heldThreads;
};

inline QStringList hashesOf(const QList<PaymentRow> &rows)
{
    QStringList hashes;
    for (const PaymentRow &row : rows)
        hashes.append(row.payment.hash);
    return hashes;
}

class RecordingPaymentStore final : public PaymentStore
{
public:
    RecordingPaymentStore(PaymentStore &store, std::shared_ptr<ReadLog> log) : m_store(store), m_log(std::move(log)) {}

    Result<WriteOutcome, StoreError> upsert(const Payment &payment) override { return m_store.upsert(payment); }
    Result<qint64, StoreError> upsertMany(const QList<Payment> &payments) override
    {
        return m_store.upsertMany(payments);
    }
    std::optional<Payment> findByHash(const QString &hash) override
    {
        std::optional<Payment> found = m_log->gone ? std::nullopt : m_store.findByHash(hash);
        record(QStringLiteral("findByHash"), {}, found ? QStringList{found->hash} : QStringList());
        return found;
    }
    std::optional<Payment> findByMerchantCode(const QString &code) override
    {
        record(QStringLiteral("findByMerchantCode"), {}, {});
        return m_store.findByMerchantCode(code);
    }
    std::optional<PaymentRow> rowById(qint64 rowId) override
    {
        std::optional<PaymentRow> row = m_log->gone ? std::nullopt : m_store.rowById(rowId);
        record(QStringLiteral("rowById"), {}, row ? QStringList{row->payment.hash} : QStringList());
        return row;
    }
    QList<Refund> refunds(qint64 rowId) override
    {
        record(QStringLiteral("refunds"), {}, {});
        return m_store.refunds(rowId);
    }
    qint64 count(const PaymentFilter &filter) override
    {
        record(QStringLiteral("count"), filter, {});
        return m_log->gone ? 0 : m_store.count(filter);
    }
    bool countIsQuick(const PaymentFilter &filter) override { return m_store.countIsQuick(filter); }
    bool totalsAreQuick() override { return m_store.totalsAreQuick(); }
    QList<PaymentTotal> totals(const PaymentFilter &filter) override
    {
        record(QStringLiteral("totals"), filter, {});
        return m_log->gone ? QList<PaymentTotal>() : m_store.totals(filter);
    }
    QList<PaymentRow> rows(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                           int limit) override
    {
        m_log->passGate();
        const QList<PaymentRow> found = m_log->gone ? QList<PaymentRow>() : m_store.rows(filter, sort, after, limit);
        record(QStringLiteral("rows"), filter, hashesOf(found));
        return found;
    }
    PageAnchors anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride) override
    {
        record(QStringLiteral("anchors"), filter, {});
        return m_store.anchors(filter, sort, stride);
    }
    QList<PaymentRow> rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit) override
    {
        m_log->passGate();
        const QList<PaymentRow> found = m_log->gone ? QList<PaymentRow>() : m_store.rowsAt(anchors, firstRow, limit);
        record(QStringLiteral("rowsAt"), anchors.filter, hashesOf(found));
        return found;
    }
    OverviewData overview(const PaymentFilter &filter, const OverviewPeriod &period, QDate today) override
    {
        record(QStringLiteral("overview"), filter, {});
        return m_log->gone ? OverviewData() : m_store.overview(filter, period, today);   // not valid: unread
    }
    std::unique_ptr<PaymentExportCursor> exportCursor(const PaymentFilter &filter, PaymentExportCursor::Refunds refunds,
                                                      const QList<PaymentExportCursor::Field> &fields) override
    {
        record(QStringLiteral("export"), filter, {});
        return m_store.exportCursor(filter, refunds, fields);
    }
    quint64 generation() const override { return m_store.generation(); }

private:
    void record(const QString &what, const PaymentFilter &filter, QStringList hashes)
    {
        m_log->record({QThread::currentThread(), what, filter, std::move(hashes)});
    }

    PaymentStore &m_store;
    std::shared_ptr<ReadLog> m_log;
};

class RecordingSession final : public StoreSession
{
public:
    RecordingSession(std::unique_ptr<StoreSession> session, std::shared_ptr<ReadLog> log)
        : m_session(std::move(session)), m_log(std::move(log)), m_payments(m_session->payments(), m_log)
    {
        m_log->sessionOpened(QThread::currentThread());
    }

    PaymentStore &payments() override { return m_payments; }
    IntentLog &intents() override { return m_session->intents(); }
    SettingsStore &settings() override { return m_session->settings(); }
    AuditStore &audit() override { return m_session->audit(); }
    ImportQueue &importQueue() override { return m_session->importQueue(); }
    access::OperatorStore &operators() override { return m_session->operators(); }
    access::ApprovalStore &approvals() override { return m_session->approvals(); }
    Result<qint64, StoreError> settle(const SettleBatch &batch) override { return m_session->settle(batch); }
    StoreFacts facts() override
    {
        m_log->record({QThread::currentThread(), QStringLiteral("facts"), {}, {}});
        if (m_log->gone)
            return {};   // the schema version of a store that does not answer: unknown (-1)
        return m_session->facts();
    }

private:
    std::unique_ptr<StoreSession> m_session;
    std::shared_ptr<ReadLog> m_log;
    RecordingPaymentStore m_payments;
};

// Sessions of `sessions`, each recorded in `log`; nullptr while the log says none can be opened.
inline SessionOpener recordingSessions(SessionOpener sessions, std::shared_ptr<ReadLog> log)
{
    return [sessions = std::move(sessions), log = std::move(log)]() -> std::unique_ptr<StoreSession> {
        if (log->unavailable)
            return nullptr;
        std::unique_ptr<StoreSession> session = sessions();
        if (!session)
            return nullptr;
        return std::make_unique<RecordingSession>(std::move(session), log);
    };
}

// Asks for `row` as a view painting it again and again does, until its page has landed; false when
// a read failed meanwhile (or for a hung test).
inline bool arrives(PaymentTableModel &model, int row)
{
    QSignalSpy failed(&model, &PaymentTableModel::readFailed);
    const bool landed = QTest::qWaitFor(
        [&] {
            model.data(model.index(row, int(PaymentTableModel::Column::Customer)));
            return !model.hashAt(row).isEmpty() || !failed.isEmpty();
        },
        60000);
    return landed && failed.isEmpty();
}

// Asks for `row` once, and lets the event loop turn once (the paint ends: its reads start).
inline void ask(PaymentTableModel &model, int row)
{
    model.data(model.index(row, 0));
    QCoreApplication::processEvents();
}

// Waits until the filter's count (or a refresh) has landed.
inline bool counted(PaymentTableModel &model)
{
    QSignalSpy counting(&model, &PaymentTableModel::countingChanged);
    while (model.isCounting()) {
        if (!counting.wait(60000))
            return false;
    }
    return true;
}

} // namespace dd::test
