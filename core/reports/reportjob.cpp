#include "core/reports/reportjob.h"

#include "core/storage/storesession.h"

#include <QCoreApplication>
#include <QThread>
#include <QTimer>

namespace dd {

ReportJob::ReportJob(ExportRequest request, SessionOpener opener, AuditStore *audit, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
    , m_opener(std::move(opener))
    , m_audit(audit)
{
    qRegisterMetaType<dd::ReportOutcome>();
}

ReportJob::ReportJob(ExportRequest request, PaymentStore &store, AuditStore *audit, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
    , m_store(&store)
    , m_audit(audit)
{
    qRegisterMetaType<dd::ReportOutcome>();
}

ReportJob::~ReportJob()
{
    m_cancel = true;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void ReportJob::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancel = false;
    if (!m_generatedAt.isValid())
        m_generatedAt = QDateTime::currentDateTimeUtc();
    if (m_opener) {
        runOnWorker();
        return;
    }
    m_slices = std::make_unique<ReportExport>(*m_store, m_request, m_generatedAt);
    if (!m_slices->start()) {
        complete(m_slices->finish());
        return;
    }
    emit progress(m_slices->done(), m_slices->total());
    QTimer::singleShot(0, this, &ReportJob::runSlice);
}

void ReportJob::cancel()
{
    m_cancel = true;
}

void ReportJob::runSlice()
{
    if (!m_slices)
        return;
    if (m_cancel) {
        complete(m_slices->abort());
        return;
    }
    const bool more = m_slices->step();
    emit progress(m_slices->done(), m_slices->total());
    if (more) {
        QTimer::singleShot(0, this, &ReportJob::runSlice);
        return;
    }
    complete(m_cancel ? m_slices->abort() : m_slices->finish());
}

void ReportJob::runOnWorker()
{
    QPointer<ReportJob> self(this);
    const ExportRequest request = m_request;
    const QDateTime generatedAt = m_generatedAt;
    SessionOpener opener = m_opener;
    m_thread = QThread::create([self, this, request, generatedAt, opener] {
        auto post = [self](auto function) { QMetaObject::invokeMethod(self.data(), function, Qt::QueuedConnection); };
        std::unique_ptr<StoreSession> session = opener();
        if (!session) {
            ReportOutcome outcome;
            outcome.request = request;
            outcome.error = QCoreApplication::translate("dd::ReportJob", "The cache could not be opened for the export.");
            post([this, outcome] { complete(outcome); });
            return;
        }
        ReportOutcome outcome;
        {
            ReportExport report(session->payments(), request, generatedAt);
            if (report.start()) {
                bool more = true;
                while (more && !m_cancel) {
                    more = report.step();
                    const qint64 done = report.done();
                    const qint64 total = report.total();
                    post([this, done, total] { emit progress(done, total); });
                }
            }
            outcome = m_cancel ? report.abort() : report.finish();
        }
        post([this, outcome] { complete(outcome); });
    });
    m_thread->start();
}

void ReportJob::complete(ReportOutcome outcome)
{
    m_running = false;
    m_slices.reset();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    if (m_audit && outcome.status != ReportOutcome::Status::Cancelled)
        ReportReceipts::record(*m_audit, outcome);
    emit finished(outcome);
}

} // namespace dd
