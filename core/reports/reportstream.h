#pragma once

#include "core/storage/paymentstore.h"
#include "core/reports/reportrequest.h"
#include "core/reports/reporttotals.h"
#include "core/reports/reportwriter.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <memory>
#include <utility>
#include <vector>

namespace dd {

// The export's records straight from the cache's streaming reader (PaymentStore::exportCursor): only the
// columns the report shows (plus what its totals need), cells that borrow the reader's UTF-8
// text, dates as epoch instants, and the few distinct currencies and methods as shared strings.
// This is the fast path of every filter-based export; a selection reads whole payments instead.
class ReportStream
{
public:
    enum class Status { More, Done, Failed };

    // `writer` null: totals only (a PDF summary of refunds).
    ReportStream(PaymentStore &store, const ExportRequest &request, ReportWriter *writer, ReportTotals *totals);
    ReportStream(const ReportStream &) = delete;
    ReportStream &operator=(const ReportStream &) = delete;

    // Writes the records of up to `payments` further payments.
    Status read(int payments);
    qint64 payments() const { return m_payments; }   // payments read so far
    qint64 records() const { return m_records; }     // records written (payments and/or refunds)
    const QString &errorString() const { return m_error; }

private:
    // A small set of distinct texts (currencies, methods) kept as QStrings, found by their bytes.
    class SharedTexts
    {
    public:
        const QString &text(QByteArrayView utf8);

    private:
        std::vector<std::pair<QByteArray, QString>> m_items;
        size_t m_last = 0;
    };

    int fieldIndex(PaymentExportCursor::Field field);
    bool emitRecord(bool refund);
    ReportCell cell(ReportColumn column, bool refund);
    void addTotals(bool newPayment, bool hasRefund);

    ExportRequest m_request;
    ReportWriter *m_writer;
    ReportTotals *m_totals;
    QList<PaymentExportCursor::Field> m_fields;
    std::array<int, int(ReportColumn::Count)> m_columnField{};
    int m_paymentId = -1;
    int m_refundRowId = -1;
    int m_currency = -1;
    int m_status = -1;
    int m_method = -1;
    int m_amount = -1;
    int m_refunded = -1;
    int m_refundStatus = -1;
    int m_refundAmount = -1;
    std::unique_ptr<PaymentExportCursor> m_reader;
    SharedTexts m_currencies;
    SharedTexts m_methods;
    QList<ReportCell> m_cells;
    qint64 m_lastPaymentId = -1;
    qint64 m_payments = 0;
    qint64 m_records = 0;
    QString m_error;
};

} // namespace dd
