#include "core/reports/reportexport.h"

#include "core/reports/csvreportwriter.h"
#include "core/reports/overviewpdf.h"
#include "core/reports/pdfreportwriter.h"
#include "core/reports/reportstream.h"
#include "core/reports/xlsxreportwriter.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::ReportExport)
};

constexpr int SelectionChunk = 500;

} // namespace

ReportExport::ReportExport(PaymentStore &store, ExportRequest request, QDateTime generatedAt)
    : m_store(store)
    , m_request(std::move(request))
    , m_generatedAt(std::move(generatedAt))
{
}

ReportExport::~ReportExport()
{
    if (m_writer && !m_finished)
        m_writer->abort();
}

QString ReportExport::title(ReportSubject subject)
{
    switch (subject) {
    case ReportSubject::Payments: return Text::tr("Payments report");
    case ReportSubject::Refunds: return Text::tr("Refunds report");
    case ReportSubject::Both: return Text::tr("Payments and refunds report");
    }
    return {};
}

std::unique_ptr<ReportWriter> ReportExport::makeWriter(const ExportRequest &request, const QDateTime &generatedAt)
{
    switch (request.format) {
    case ReportFormat::Csv:
        return std::make_unique<CsvReportWriter>(request.outputPath, request.csv, request.timeZone);
    case ReportFormat::Xlsx:
        return std::make_unique<XlsxReportWriter>(request.outputPath, request.timeZone);
    case ReportFormat::Pdf: {
        PdfSummaryHeader header;
        header.title = title(request.subject);
        header.filterText = request.hashes.isEmpty()
                                ? describeFilter(request.filter, request.timeZone)
                                : Text::tr("%Ln selected payment(s)", nullptr, int(request.hashes.size()));
        header.operatorName = request.operatorName;
        header.generatedAt = generatedAt;
        header.timeZone = request.timeZone;
        header.locale = QLocale();   // the region the application runs in (Settings ▸ Language ▸ Region)
        return std::make_unique<PdfReportWriter>(request.outputPath, header);
    }
    }
    return nullptr;
}

bool ReportExport::start()
{
    if (m_request.columns.isEmpty())
        m_request.columns = ReportColumns::defaultsForPayments();
    m_writer = makeWriter(m_request, m_generatedAt);
    if (auto *pdf = dynamic_cast<PdfReportWriter *>(m_writer.get())) {
        if (m_request.hashes.isEmpty())
            pdf->setOverview(OverviewPdf::dataFor(m_store, m_request.filter, m_generatedAt));
        // The table has columns of its own that fit a page; the user's choice is for spreadsheets.
        if (m_request.pdfPaymentTable && m_request.subject == ReportSubject::Payments) {
            pdf->setPaymentTable(true);
            m_request.columns = PdfReportWriter::tableColumns();
        }
    }
    if (!m_writer->begin(m_request.columns)) {
        m_error = m_writer->errorString();
        return false;
    }
    m_writeRows = m_writer->wantsRows();
    m_addTotals = m_writer->wantsTotals();
    if (m_request.hashes.isEmpty()) {
        if (!m_writeRows && m_request.subject == ReportSubject::Payments) {
            // A summary of payments needs only the grouped totals the cache computes itself.
            const QList<PaymentTotal> totals = m_store.totals(m_request.filter);
            for (const PaymentTotal &total : totals)
                m_totals.addPaymentTotal(total);
            m_records = m_totals.paymentCount();
            m_total = m_done = m_records;
            m_finished = true;
            return true;
        }
        m_total = m_store.count(m_request.filter);
    } else {
        m_total = m_request.hashes.size();
    }
    return true;
}

bool ReportExport::step()
{
    if (m_finished || !m_error.isEmpty())
        return false;
    const bool more = m_request.hashes.isEmpty() ? stepFilterPage() : stepSelection();
    if (!more)
        m_finished = true;
    return more && m_error.isEmpty();
}

bool ReportExport::stepFilterPage()
{
    if (!m_stream) {
        m_stream = std::make_unique<ReportStream>(m_store, m_request, m_writeRows ? m_writer.get() : nullptr,
                                                  m_addTotals ? &m_totals : nullptr);
    }
    const ReportStream::Status status = m_stream->read(PageSize);
    m_done = m_stream->payments();
    m_records = m_stream->records();
    if (status == ReportStream::Status::Failed) {
        m_error = m_stream->errorString();
        return false;
    }
    return status == ReportStream::Status::More;
}

bool ReportExport::stepSelection()
{
    const qsizetype end = std::min(m_request.hashes.size(), m_nextHash + SelectionChunk);
    for (; m_nextHash < end; ++m_nextHash) {
        const std::optional<Payment> payment = m_store.findByHash(m_request.hashes.at(m_nextHash));
        ++m_done;
        if (payment && !writePayment(*payment, payment->refundedTotal().hundredths(), payment->refunds))
            return false;
    }
    return m_nextHash < m_request.hashes.size();
}

bool ReportExport::writePayment(const Payment &payment, qint64 refundedHundredths, const QList<Refund> &refunds)
{
    if (m_request.subject != ReportSubject::Refunds) {
        if (m_addTotals)
            m_totals.addPayment(payment, refundedHundredths);
        if (!emitPaymentRecord(payment, refundedHundredths))
            return false;
    }
    if (m_request.subject == ReportSubject::Payments)
        return true;
    if (m_addTotals && m_request.subject == ReportSubject::Refunds && !refunds.isEmpty())
        m_totals.addPayment(payment, refundedHundredths);
    for (const Refund &refund : refunds) {
        if (m_addTotals)
            m_totals.addRefund(payment.currencyExt, refund);
        if (!emitRefundRecord(payment, refundedHundredths, refund))
            return false;
    }
    return true;
}

bool ReportExport::emitPaymentRecord(const Payment &payment, qint64 refundedHundredths)
{
    ++m_records;
    if (!m_writeRows)
        return true;
    m_cells.resize(m_request.columns.size());
    for (qsizetype i = 0; i < m_request.columns.size(); ++i)
        m_cells[i] = cell(m_request.columns.at(i), payment, refundedHundredths, nullptr);
    if (!m_writer->row(m_cells)) {
        m_error = m_writer->errorString();
        return false;
    }
    return true;
}

bool ReportExport::emitRefundRecord(const Payment &payment, qint64 refundedHundredths, const Refund &refund)
{
    ++m_records;
    if (!m_writeRows)
        return true;
    m_cells.resize(m_request.columns.size());
    for (qsizetype i = 0; i < m_request.columns.size(); ++i)
        m_cells[i] = cell(m_request.columns.at(i), payment, refundedHundredths, &refund);
    if (!m_writer->row(m_cells)) {
        m_error = m_writer->errorString();
        return false;
    }
    return true;
}

ReportCell ReportExport::cell(ReportColumn column, const Payment &payment, qint64 refundedHundredths,
                              const Refund *refund) const
{
    const QString &currency = payment.currencyExt;
    switch (column) {
    case ReportColumn::RecordType: return refund ? QStringLiteral("refund") : QStringLiteral("payment");
    case ReportColumn::Hash: return payment.hash;
    case ReportColumn::MerchantPaymentCode: return payment.merchantPaymentCode;
    case ReportColumn::OrderNumber: return payment.orderNumber;
    case ReportColumn::Status: return paymentStatusCode(payment.status);
    case ReportColumn::StatusDate: return payment.statusDate;
    case ReportColumn::OpenDate: return payment.openDate;
    case ReportColumn::ConfirmDate: return payment.confirmDate;
    case ReportColumn::AmountExt: return ReportAmount{payment.amountExt.hundredths(), currency};
    case ReportColumn::CurrencyExt: return currency;
    case ReportColumn::RefundedAmount: return ReportAmount{refundedHundredths, currency};
    case ReportColumn::PaymentTypeCode: return payment.paymentTypeCode;
    case ReportColumn::Country: return payment.country;
    case ReportColumn::Instalments: return qint64(payment.instalments);
    case ReportColumn::CustomerName: return payment.customerName;
    case ReportColumn::RefundId: return refund ? ReportCell(refund->id) : ReportCell();
    case ReportColumn::MerchantRefundCode: return refund ? ReportCell(refund->merchantRefundCode) : ReportCell();
    case ReportColumn::RefundStatus: return refund ? ReportCell(refundStatusCode(refund->status)) : ReportCell();
    case ReportColumn::RefundRequestDate: return refund ? ReportCell(refund->requestDate) : ReportCell();
    case ReportColumn::RefundConfirmDate: return refund ? ReportCell(refund->confirmDate) : ReportCell();
    case ReportColumn::RefundAmount:
        return refund ? ReportCell(ReportAmount{refund->amount.hundredths(), currency}) : ReportCell();
    case ReportColumn::Count: break;
    }
    return {};
}

ReportOutcome ReportExport::finish()
{
    m_stream.reset();   // ends the read
    if (!m_error.isEmpty() || !m_writer)
        return failed(m_error.isEmpty() ? Text::tr("The export did not start.") : m_error);
    if (!m_writer->end(m_totals))
        return failed(m_writer->errorString());
    m_finished = true;
    ReportOutcome outcome;
    outcome.status = ReportOutcome::Status::Written;
    outcome.request = m_request;
    outcome.rows = m_records;
    outcome.generatedAt = m_generatedAt;
    outcome.totals = m_totals;
    outcome.sha256 = ReportReceipts::sha256OfFile(m_request.outputPath);
    return outcome;
}

ReportOutcome ReportExport::abort()
{
    m_stream.reset();
    if (m_writer)
        m_writer->abort();
    m_finished = true;
    ReportOutcome outcome;
    outcome.status = ReportOutcome::Status::Cancelled;
    outcome.request = m_request;
    outcome.rows = m_records;
    outcome.generatedAt = m_generatedAt;
    return outcome;
}

ReportOutcome ReportExport::failed(const QString &message)
{
    ReportOutcome outcome = abort();
    outcome.status = ReportOutcome::Status::Failed;
    outcome.error = message;
    return outcome;
}

namespace ReportReceipts {

AuditEntry entryFor(const ReportOutcome &outcome)
{
    AuditEntry entry;
    entry.atMs = outcome.generatedAt.isValid() ? outcome.generatedAt.toMSecsSinceEpoch() : 0;
    entry.actor = outcome.request.operatorName;
    entry.action = Action;
    QJsonObject parameters = outcome.request.toJson();
    parameters.insert(QStringLiteral("rows"), outcome.rows);
    if (!outcome.sha256.isEmpty())
        parameters.insert(QStringLiteral("sha256"), QString::fromLatin1(outcome.sha256));
    entry.parameters = parameters;
    switch (outcome.status) {
    case ReportOutcome::Status::Written: entry.result = QStringLiteral("written"); break;
    case ReportOutcome::Status::Cancelled: entry.result = QStringLiteral("cancelled"); break;
    case ReportOutcome::Status::Failed: entry.result = QStringLiteral("failed: ") + outcome.error; break;
    }
    return entry;
}

std::optional<qint64> record(AuditStore &audit, const ReportOutcome &outcome)
{
    return audit.append(entryFor(outcome));
}

QList<AuditEntry> recent(AuditStore &audit, int limit)
{
    QList<AuditEntry> receipts;
    qint64 after = 0;
    for (;;) {
        const QList<AuditEntry> batch = audit.entries(after, 1000);
        for (const AuditEntry &entry : batch) {
            if (entry.action == Action && entry.result == u"written")
                receipts.prepend(entry);
        }
        if (batch.size() < 1000)
            break;
        after = batch.constLast().id;
    }
    if (receipts.size() > limit)
        receipts.resize(limit);
    return receipts;
}

std::optional<ExportRequest> requestOf(const AuditEntry &receipt)
{
    if (receipt.action != Action)
        return std::nullopt;
    std::optional<ExportRequest> request = ExportRequest::fromJson(receipt.parameters);
    if (request)
        request->operatorName = receipt.actor;
    return request;
}

QByteArray sha256OfFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

} // namespace ReportReceipts

} // namespace dd
