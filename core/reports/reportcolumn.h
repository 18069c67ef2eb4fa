#pragma once

#include <QByteArrayView>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace dd {

// A column of a report. Names follow the Direct API fields; refund columns are empty on payment
// rows. A refund row carries its payment's columns too, so a refund report stands on its own.
enum class ReportColumn {
    RecordType,          // "payment" or "refund"
    Hash,
    MerchantPaymentCode,
    OrderNumber,
    Status,
    StatusDate,
    OpenDate,
    ConfirmDate,
    AmountExt,
    CurrencyExt,
    RefundedAmount,
    PaymentTypeCode,
    Country,
    Instalments,
    CustomerName,
    RefundId,
    MerchantRefundCode,
    RefundStatus,
    RefundRequestDate,
    RefundConfirmDate,
    RefundAmount,
    Count
};

// How a column's values are typed (XLSX cell types, CSV formatting).
enum class ReportValueKind { Text, Amount, DateTime, Integer };

namespace ReportColumns {
QString name(ReportColumn column);                         // "merchant_payment_code"
QString header(ReportColumn column);                       // translated heading
ReportValueKind kind(ReportColumn column);
std::optional<ReportColumn> fromName(QStringView name);
QList<ReportColumn> all();
QList<ReportColumn> defaultsForPayments();
QList<ReportColumn> defaultsForRefunds();
// "hash,status,amount_ext" → columns; an unknown name is returned in `unknown`.
std::optional<QList<ReportColumn>> parseList(const QString &commaSeparated, QString *unknown = nullptr);
QStringList names(const QList<ReportColumn> &columns);
} // namespace ReportColumns

// An exact amount: hundredths plus the currency (never a double).
struct ReportAmount
{
    qint64 hundredths = 0;
    QString currency;
    friend bool operator==(const ReportAmount &, const ReportAmount &) = default;
};

// Text as UTF-8 borrowed from the cache's read buffer: valid only during ReportWriter::row().
struct ReportUtf8
{
    QByteArrayView bytes;
};

// An instant as epoch milliseconds in UTC (a fast date-time; never 0 in a cell).
struct ReportInstant
{
    qint64 utcMs = 0;
};

// One cell: empty, text, amount, date-time or integer; borrowed UTF-8 text and epoch instants
// are what the streaming export passes (no QString or QDateTime per cell).
using ReportCell = std::variant<std::monostate, QString, ReportAmount, QDateTime, qint64, ReportUtf8, ReportInstant>;

} // namespace dd
