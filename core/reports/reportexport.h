#pragma once

#include "core/storage/auditstore.h"
#include "core/storage/paymentstore.h"
#include "core/reports/reportrequest.h"
#include "core/reports/reporttotals.h"
#include "core/reports/reportwriter.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>

#include <memory>
#include <optional>

namespace dd {

class ReportStream;

// How an export ended; what a receipt records.
struct ReportOutcome
{
    enum class Status { Written, Cancelled, Failed };
    Status status = Status::Failed;
    ExportRequest request;
    qint64 rows = 0;              // records written (payments and/or refunds; payments for a PDF summary)
    QByteArray sha256;            // hex digest of the written file
    QDateTime generatedAt;
    QString error;                // translated, when Failed
    ReportTotals totals;
};

// One export, step by step so it can run in slices or in a loop on a worker thread: start(),
// step() until it returns false, then finish(); abort() at any point removes the partial file.
// A filter's rows stream from one cache statement in open-date order (ReportStream: only the
// columns shown, no Payment decoded); a selection reads its payments by hash.
class ReportExport
{
public:
    static constexpr int PageSize = 2000;

    ReportExport(PaymentStore &store, ExportRequest request, QDateTime generatedAt);
    ~ReportExport();

    bool start();
    bool step();                    // false when every row was written (or a write failed)
    ReportOutcome finish();
    ReportOutcome abort();          // a Cancelled outcome

    qint64 done() const { return m_done; }
    qint64 total() const { return m_total; }

    static std::unique_ptr<ReportWriter> makeWriter(const ExportRequest &request, const QDateTime &generatedAt);
    static QString title(ReportSubject subject);

private:
    bool stepFilterPage();   // PageSize payments from the stream
    bool stepSelection();
    bool writePayment(const Payment &payment, qint64 refundedHundredths, const QList<Refund> &refunds);
    bool emitPaymentRecord(const Payment &payment, qint64 refundedHundredths);
    bool emitRefundRecord(const Payment &payment, qint64 refundedHundredths, const Refund &refund);
    ReportCell cell(ReportColumn column, const Payment &payment, qint64 refundedHundredths, const Refund *refund) const;
    ReportOutcome failed(const QString &message);

    PaymentStore &m_store;
    ExportRequest m_request;
    QDateTime m_generatedAt;
    std::unique_ptr<ReportWriter> m_writer;
    ReportTotals m_totals;
    std::unique_ptr<ReportStream> m_stream;
    qsizetype m_nextHash = 0;
    qint64 m_done = 0;
    qint64 m_total = 0;
    qint64 m_records = 0;
    bool m_writeRows = true;
    bool m_addTotals = true;
    bool m_finished = false;
    QString m_error;
    QList<ReportCell> m_cells;
};

namespace ReportReceipts {
inline const QString Action = QStringLiteral("report.export");
// The audit entry for an outcome: who, when, the filter, columns, format, row count, SHA-256.
AuditEntry entryFor(const ReportOutcome &outcome);
std::optional<qint64> record(AuditStore &audit, const ReportOutcome &outcome);
// The most recent export receipts, newest first.
QList<AuditEntry> recent(AuditStore &audit, int limit = 50);
// The request a receipt describes ("export again with these settings").
std::optional<ExportRequest> requestOf(const AuditEntry &receipt);
QByteArray sha256OfFile(const QString &path);
} // namespace ReportReceipts

} // namespace dd

Q_DECLARE_METATYPE(dd::ReportOutcome)
