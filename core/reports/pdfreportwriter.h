#pragma once

#include "core/reports/reportwriter.h"
#include "core/storage/overviewdata.h"

#include <QDateTime>
#include <QLocale>
#include <QSaveFile>
#include <QTimeZone>

#include <optional>

class QPainter;

namespace dd {

// What the PDF summary says about itself.
struct PdfSummaryHeader
{
    QString title;
    QString filterText;       // the filter in words
    QString operatorName;
    QDateTime generatedAt;
    QTimeZone timeZone = QTimeZone::utc();
    QLocale locale;           // the region's: decimal mark and grouping of every amount
};

// A PDF summary (QPdfWriter, A4): per-currency totals, totals per currency × status × method,
// a refunds summary, a bar chart of amounts per status (one group per currency, drawn with
// QPainter), the filter in words, the generation time and the operator. Needs no rows unless the
// payments table is asked for: then the first MaxTableRows payments follow the summary. A table
// that runs past a page continues on the next under its heading and column titles again.
class PdfReportWriter final : public ReportWriter
{
public:
    // Rows beyond these are counted, not printed: a PDF is read, CSV and XLSX hold every row.
    static constexpr int MaxTableRows = 5000;
    // The columns of the payments table, in the order row() receives them.
    static QList<ReportColumn> tableColumns();

    PdfReportWriter(const QString &path, PdfSummaryHeader header);

    bool begin(const QList<ReportColumn> &columns) override;
    bool row(const QList<ReportCell> &cells) override;
    bool end(const ReportTotals &totals) override;
    void abort() override;
    bool wantsRows() const override { return m_paymentTable; }
    void setPaymentTable(bool wanted) { m_paymentTable = wanted; }
    QString errorString() const override { return m_error; }
    // The Overview's charts, drawn on pages after the totals (OverviewPdf).
    void setOverview(OverviewData overview) { m_overview = std::move(overview); }

private:
    QSaveFile m_file;
    PdfSummaryHeader m_header;
    QString m_error;
    std::optional<OverviewData> m_overview;
    bool m_paymentTable = false;
    QList<QStringList> m_tableRows;   // as printed: the cells' text
    qint64 m_rowsSeen = 0;
};

} // namespace dd
