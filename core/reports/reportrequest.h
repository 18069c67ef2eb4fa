#pragma once

#include "core/reports/reportcolumn.h"
#include "core/storage/paymentfilter.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTimeZone>

#include <optional>

namespace dd {

enum class ReportFormat { Csv, Xlsx, Pdf };
enum class ReportSubject { Payments, Refunds, Both };

// RFC 4180 text with the separator and decimal mark a spreadsheet's locale expects.
struct CsvOptions
{
    QChar separator = QLatin1Char(',');
    QChar decimalMark = QLatin1Char('.');
    bool byteOrderMark = false;
    friend bool operator==(const CsvOptions &, const CsvOptions &) = default;
};

// Everything one export needs; also what a receipt remembers to "export again".
struct ExportRequest
{
    ReportFormat format = ReportFormat::Csv;
    ReportSubject subject = ReportSubject::Payments;
    PaymentFilter filter;           // used when `hashes` is empty
    QStringList hashes;             // a selection: exactly these payments
    QList<ReportColumn> columns = ReportColumns::defaultsForPayments();
    QTimeZone timeZone = QTimeZone::utc();
    CsvOptions csv;
    bool pdfPaymentTable = false;   // PDF of payments: a table of the payments after the summary
    QString outputPath;
    QString operatorName;

    QJsonObject toJson() const;
    static std::optional<ExportRequest> fromJson(const QJsonObject &object);
};

namespace ReportNames {
QString formatName(ReportFormat format);              // "csv", "xlsx", "pdf"
std::optional<ReportFormat> formatFromName(QStringView name);
QString subjectName(ReportSubject subject);           // "payments", "refunds", "both"
std::optional<ReportSubject> subjectFromName(QStringView name);
} // namespace ReportNames

// The filter as JSON (receipts) and in words (PDF, receipts list), translated.
QJsonObject filterToJson(const PaymentFilter &filter);
PaymentFilter filterFromJson(const QJsonObject &object);
// The filter in words; its dates in `locale`'s short form with four-digit years, in `zone`.
QString describeFilter(const PaymentFilter &filter, const QTimeZone &zone, const QLocale &locale = QLocale());

} // namespace dd
