#pragma once

#include "core/reports/reportexport.h"
#include "core/storage/storeopener.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace dd {

// One export in the background: progress(done, total), cancel(), finished(outcome). With a
// session opener it runs on a worker thread with its own connection; otherwise it runs in
// slices (one page per event-loop turn) on the thread of `store`. A receipt goes to `audit`
// (on this object's thread) when one is given.
class ReportJob : public QObject
{
    Q_OBJECT
public:
    ReportJob(ExportRequest request, SessionOpener opener, AuditStore *audit, QObject *parent = nullptr);
    ReportJob(ExportRequest request, PaymentStore &store, AuditStore *audit, QObject *parent = nullptr);
    ~ReportJob() override;

    void start();
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progress(qint64 done, qint64 total);
    void finished(const dd::ReportOutcome &outcome);

private:
    void runSlice();
    void runOnWorker();
    void complete(ReportOutcome outcome);

    ExportRequest m_request;
    SessionOpener m_opener;
    PaymentStore *m_store = nullptr;
    AuditStore *m_audit = nullptr;
    QDateTime m_generatedAt;
    std::unique_ptr<ReportExport> m_slices;
    QThread *m_thread = nullptr;
    std::atomic_bool m_cancel = false;
    bool m_running = false;
};

} // namespace dd
