#pragma once

#include "core/reports/reportrequest.h"
#include "core/reports/reporttext.h"
#include "core/reports/reportwriter.h"

#include <QByteArray>
#include <QLocale>
#include <QSaveFile>

namespace dd {

// What a spreadsheet of the locale's region expects: where numbers are written with a decimal
// comma (es_CL, pt_BR), Excel splits on ';' and reads UTF-8 only after a byte order mark; elsewhere
// (es_MX, en_US) ',' and '.' without one. Defaults only: the user can change each.
CsvOptions csvDefaultsFor(const QLocale &locale);

// RFC 4180 CSV (CRLF, quotes doubled, fields with separator/quote/line breaks quoted) in UTF-8,
// optionally with a BOM; amounts as exact decimals with the chosen decimal mark, in their
// currency's decimals (whole pesos for CLP).
// Formula guard (OWASP "CSV injection"): a text cell starting with =, +, -, @, tab or CR gets a
// leading apostrophe so a spreadsheet shows it as text; amounts and integers are real numbers
// and never get one (a negative amount stays a number).
class CsvReportWriter final : public ReportWriter
{
public:
    CsvReportWriter(const QString &path, CsvOptions options, QTimeZone zone);

    bool begin(const QList<ReportColumn> &columns) override;
    bool row(const QList<ReportCell> &cells) override;
    bool end(const ReportTotals &totals) override;
    void abort() override;
    bool wantsTotals() const override { return false; }
    QString errorString() const override { return m_error; }

private:
    void appendText(QStringView text);
    void appendUtf8(QByteArrayView utf8);
    void appendCell(const ReportCell &cell);
    void appendInteger(qint64 number);
    void appendLocalDateTime(qint64 utcMs);
    bool flush(qsizetype threshold);

    QSaveFile m_file;
    CsvOptions m_options;
    ZoneOffsets m_offsets;
    QByteArray m_buffer;
    QString m_error;
    char m_separator;
    char m_mark;
};

} // namespace dd
