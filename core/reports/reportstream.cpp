#include "core/reports/reportstream.h"

#include "core/domain/status.h"

namespace dd {

namespace {

using Field = PaymentExportCursor::Field;

// The cache field behind a report column.
Field fieldOf(ReportColumn column)
{
    switch (column) {
    case ReportColumn::RecordType: return Field::PaymentRowId;
    case ReportColumn::Hash: return Field::Hash;
    case ReportColumn::MerchantPaymentCode: return Field::MerchantCode;
    case ReportColumn::OrderNumber: return Field::OrderNumber;
    case ReportColumn::Status: return Field::Status;
    case ReportColumn::StatusDate: return Field::StatusDate;
    case ReportColumn::OpenDate: return Field::OpenDate;
    case ReportColumn::ConfirmDate: return Field::ConfirmDate;
    case ReportColumn::AmountExt: return Field::Amount;
    case ReportColumn::CurrencyExt: return Field::Currency;
    case ReportColumn::RefundedAmount: return Field::Refunded;
    case ReportColumn::PaymentTypeCode: return Field::Method;
    case ReportColumn::Country: return Field::Country;
    case ReportColumn::Instalments: return Field::Instalments;
    case ReportColumn::CustomerName: return Field::CustomerName;
    case ReportColumn::RefundId: return Field::RefundId;
    case ReportColumn::MerchantRefundCode: return Field::MerchantRefundCode;
    case ReportColumn::RefundStatus: return Field::RefundStatus;
    case ReportColumn::RefundRequestDate: return Field::RefundRequestDate;
    case ReportColumn::RefundConfirmDate: return Field::RefundConfirmDate;
    case ReportColumn::RefundAmount: return Field::RefundAmount;
    case ReportColumn::Count: break;
    }
    return Field::PaymentRowId;
}

bool isRefundColumn(ReportColumn column)
{
    switch (column) {
    case ReportColumn::RefundId:
    case ReportColumn::MerchantRefundCode:
    case ReportColumn::RefundStatus:
    case ReportColumn::RefundRequestDate:
    case ReportColumn::RefundConfirmDate:
    case ReportColumn::RefundAmount:
        return true;
    default:
        return false;
    }
}

ReportCell instant(qint64 utcMs)
{
    return utcMs == 0 ? ReportCell() : ReportCell(ReportInstant{utcMs});
}

PaymentExportCursor::Refunds refundsFor(ReportSubject subject)
{
    switch (subject) {
    case ReportSubject::Payments: return PaymentExportCursor::Refunds::None;
    case ReportSubject::Refunds: return PaymentExportCursor::Refunds::Only;
    case ReportSubject::Both: return PaymentExportCursor::Refunds::WithPayments;
    }
    return PaymentExportCursor::Refunds::None;
}

} // namespace

const QString &ReportStream::SharedTexts::text(QByteArrayView utf8)
{
    if (m_last < m_items.size() && m_items[m_last].first == utf8)
        return m_items[m_last].second;
    for (size_t i = 0; i < m_items.size(); ++i) {
        if (m_items[i].first == utf8) {
            m_last = i;
            return m_items[i].second;
        }
    }
    m_items.emplace_back(utf8.toByteArray(), QString::fromUtf8(utf8));
    m_last = m_items.size() - 1;
    return m_items.back().second;
}

ReportStream::ReportStream(PaymentStore &store, const ExportRequest &request, ReportWriter *writer,
                           ReportTotals *totals)
    : m_request(request)
    , m_writer(writer)
    , m_totals(totals)
{
    m_columnField.fill(-1);
    m_paymentId = fieldIndex(Field::PaymentRowId);
    const bool refunds = m_request.subject != ReportSubject::Payments;
    if (refunds)
        m_refundRowId = fieldIndex(Field::RefundRowId);
    if (m_writer) {
        for (ReportColumn column : m_request.columns) {
            if (column != ReportColumn::RecordType && (refunds || !isRefundColumn(column)))
                m_columnField[size_t(column)] = fieldIndex(fieldOf(column));
        }
    }
    if (m_totals || m_columnField[size_t(ReportColumn::AmountExt)] >= 0
        || m_columnField[size_t(ReportColumn::RefundedAmount)] >= 0
        || m_columnField[size_t(ReportColumn::RefundAmount)] >= 0)
        m_currency = fieldIndex(Field::Currency);   // amounts carry their currency
    if (m_totals) {
        m_status = fieldIndex(Field::Status);
        m_method = fieldIndex(Field::Method);
        m_amount = fieldIndex(Field::Amount);
        m_refunded = fieldIndex(Field::Refunded);
        if (refunds) {
            m_refundStatus = fieldIndex(Field::RefundStatus);
            m_refundAmount = fieldIndex(Field::RefundAmount);
        }
    }
    m_reader = store.exportCursor(m_request.filter, refundsFor(m_request.subject), m_fields);
    m_error = m_reader->errorString();
    m_cells.resize(m_request.columns.size());
}

int ReportStream::fieldIndex(PaymentExportCursor::Field field)
{
    const qsizetype at = m_fields.indexOf(field);
    if (at >= 0)
        return int(at);
    m_fields.append(field);
    return int(m_fields.size() - 1);
}

ReportStream::Status ReportStream::read(int payments)
{
    if (!m_error.isEmpty())
        return Status::Failed;
    const qint64 stopAfter = m_payments + payments;
    for (;;) {
        switch (m_reader->next()) {
        case PaymentExportCursor::Step::Done: return Status::Done;
        case PaymentExportCursor::Step::Failed: m_error = m_reader->errorString(); return Status::Failed;
        case PaymentExportCursor::Step::Row: break;
        }
        const qint64 paymentId = m_reader->integer(m_paymentId);
        const bool newPayment = paymentId != m_lastPaymentId;
        const bool hasRefund = m_refundRowId >= 0 && m_reader->integer(m_refundRowId) != 0;
        if (newPayment) {
            m_lastPaymentId = paymentId;
            ++m_payments;
        }
        if (m_totals)
            addTotals(newPayment, hasRefund);
        if (newPayment && m_request.subject != ReportSubject::Refunds && !emitRecord(false))
            return Status::Failed;
        if (hasRefund && !emitRecord(true))
            return Status::Failed;
        // The statement stays where it is: the next read() goes on with this payment's refunds.
        if (m_payments >= stopAfter)
            return Status::More;
    }
}

void ReportStream::addTotals(bool newPayment, bool hasRefund)
{
    const QString &currency = m_currencies.text(m_reader->utf8(m_currency));
    // A refunds report totals the payments that have refunds; the others total every payment.
    if (newPayment && (m_request.subject != ReportSubject::Refunds || hasRefund)) {
        PaymentTotal total;
        total.currency = currency;
        total.status = m_reader->paymentStatus(m_status);
        total.method = m_methods.text(m_reader->utf8(m_method));
        total.count = 1;
        total.amountHundredths = m_reader->integer(m_amount);
        total.refundedHundredths = m_reader->integer(m_refunded);
        m_totals->addPaymentTotal(total);
    }
    if (hasRefund)
        m_totals->addRefund(currency, m_reader->refundStatus(m_refundStatus), m_reader->integer(m_refundAmount));
}

bool ReportStream::emitRecord(bool refund)
{
    ++m_records;
    if (!m_writer)
        return true;
    for (qsizetype i = 0; i < m_request.columns.size(); ++i)
        m_cells[i] = cell(m_request.columns.at(i), refund);
    if (!m_writer->row(m_cells)) {
        m_error = m_writer->errorString();
        return false;
    }
    return true;
}

ReportCell ReportStream::cell(ReportColumn column, bool refund)
{
    static const QString PaymentRecord = QStringLiteral("payment");
    static const QString RefundRecord = QStringLiteral("refund");
    if (column == ReportColumn::RecordType)
        return refund ? RefundRecord : PaymentRecord;
    if (!refund && isRefundColumn(column))
        return {};
    const int at = m_columnField[size_t(column)];
    if (at < 0)
        return {};
    switch (column) {
    case ReportColumn::Status: return paymentStatusCode(m_reader->paymentStatus(at));
    case ReportColumn::RefundStatus: return refundStatusCode(m_reader->refundStatus(at));
    case ReportColumn::StatusDate:
    case ReportColumn::OpenDate:
    case ReportColumn::ConfirmDate:
    case ReportColumn::RefundRequestDate:
    case ReportColumn::RefundConfirmDate:
        return instant(m_reader->integer(at));
    case ReportColumn::AmountExt:
    case ReportColumn::RefundedAmount:
    case ReportColumn::RefundAmount:
        return ReportAmount{m_reader->integer(at), m_currencies.text(m_reader->utf8(m_currency))};
    case ReportColumn::Instalments: return m_reader->integer(at);
    default: return ReportUtf8{m_reader->utf8(at)};
    }
}

} // namespace dd
