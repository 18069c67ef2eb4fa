#pragma once

#include "core/reports/reporttext.h"
#include "core/reports/reportwriter.h"

#include <QHash>
#include <QString>

struct lxw_workbook;
struct lxw_worksheet;
struct lxw_format;

namespace dd {

// XLSX through libxlsxwriter in constant-memory mode (rows go straight to a temporary file):
// typed number and date cells, a number format per currency, frozen header row, autofilter, and
// a "Totals" sheet per currency × status × method. Written beside the target under a temporary
// name and renamed over it only when complete.
class XlsxReportWriter final : public ReportWriter
{
public:
    XlsxReportWriter(const QString &path, QTimeZone zone);
    ~XlsxReportWriter() override;

    bool begin(const QList<ReportColumn> &columns) override;
    bool row(const QList<ReportCell> &cells) override;
    bool end(const ReportTotals &totals) override;
    void abort() override;
    QString errorString() const override { return m_error; }

private:
    lxw_format *amountFormat(const QString &currency);
    void writeCell(int column, const ReportCell &cell);
    void writeTotalsSheet(const ReportTotals &totals);
    void fail(const QString &message);

    QString m_path;
    QString m_partialPath;
    ZoneOffsets m_offsets;
    lxw_workbook *m_workbook = nullptr;
    lxw_worksheet *m_sheet = nullptr;
    lxw_format *m_headerFormat = nullptr;
    lxw_format *m_dateFormat = nullptr;
    lxw_format *m_plainAmountFormat = nullptr;
    QHash<QString, lxw_format *> m_amountFormats;
    QList<ReportColumn> m_columns;
    QByteArray m_text;
    quint32 m_row = 0;
    QString m_error;
};

} // namespace dd
