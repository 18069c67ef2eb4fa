#include "core/reports/reportcolumn.h"

#include <QCoreApplication>

#include <array>

namespace dd::ReportColumns {

namespace {

struct ColumnInfo
{
    const char *name;
    const char *header;
    ReportValueKind kind;
};

// Indexed by ReportColumn; headers are translated in header().
constexpr std::array<ColumnInfo, static_cast<size_t>(ReportColumn::Count)> Columns = {{
    {"record_type", QT_TRANSLATE_NOOP("dd::ReportColumns", "Record"), ReportValueKind::Text},
    {"hash", QT_TRANSLATE_NOOP("dd::ReportColumns", "Hash"), ReportValueKind::Text},
    {"merchant_payment_code", QT_TRANSLATE_NOOP("dd::ReportColumns", "Merchant payment code"), ReportValueKind::Text},
    {"order_number", QT_TRANSLATE_NOOP("dd::ReportColumns", "Order number"), ReportValueKind::Text},
    {"status", QT_TRANSLATE_NOOP("dd::ReportColumns", "Status"), ReportValueKind::Text},
    {"status_date", QT_TRANSLATE_NOOP("dd::ReportColumns", "Status date"), ReportValueKind::DateTime},
    {"open_date", QT_TRANSLATE_NOOP("dd::ReportColumns", "Open date"), ReportValueKind::DateTime},
    {"confirm_date", QT_TRANSLATE_NOOP("dd::ReportColumns", "Confirm date"), ReportValueKind::DateTime},
    {"amount_ext", QT_TRANSLATE_NOOP("dd::ReportColumns", "Amount"), ReportValueKind::Amount},
    {"currency_ext", QT_TRANSLATE_NOOP("dd::ReportColumns", "Currency"), ReportValueKind::Text},
    {"refunded_amount", QT_TRANSLATE_NOOP("dd::ReportColumns", "Refunded"), ReportValueKind::Amount},
    {"payment_type_code", QT_TRANSLATE_NOOP("dd::ReportColumns", "Method"), ReportValueKind::Text},
    {"country", QT_TRANSLATE_NOOP("dd::ReportColumns", "Country"), ReportValueKind::Text},
    {"instalments", QT_TRANSLATE_NOOP("dd::ReportColumns", "Instalments"), ReportValueKind::Integer},
    {"customer_name", QT_TRANSLATE_NOOP("dd::ReportColumns", "Customer"), ReportValueKind::Text},
    {"refund_id", QT_TRANSLATE_NOOP("dd::ReportColumns", "Refund id"), ReportValueKind::Text},
    {"merchant_refund_code", QT_TRANSLATE_NOOP("dd::ReportColumns", "Merchant refund code"), ReportValueKind::Text},
    {"refund_status", QT_TRANSLATE_NOOP("dd::ReportColumns", "Refund status"), ReportValueKind::Text},
    {"request_date", QT_TRANSLATE_NOOP("dd::ReportColumns", "Refund requested"), ReportValueKind::DateTime},
    {"refund_confirm_date", QT_TRANSLATE_NOOP("dd::ReportColumns", "Refund confirmed"), ReportValueKind::DateTime},
    {"refund_amount", QT_TRANSLATE_NOOP("dd::ReportColumns", "Refund amount"), ReportValueKind::Amount},
}};

const ColumnInfo &info(ReportColumn column)
{
    return Columns.at(static_cast<size_t>(column));
}

} // namespace

QString name(ReportColumn column)
{
    return QString::fromLatin1(info(column).name);
}

QString header(ReportColumn column)
{
    return QCoreApplication::translate("dd::ReportColumns", info(column).header);
}

ReportValueKind kind(ReportColumn column)
{
    return info(column).kind;
}

std::optional<ReportColumn> fromName(QStringView text)
{
    for (ReportColumn column : all()) {
        if (text.compare(QLatin1String(info(column).name), Qt::CaseInsensitive) == 0)
            return column;
    }
    return std::nullopt;
}

QList<ReportColumn> all()
{
    QList<ReportColumn> columns;
    for (int i = 0; i < static_cast<int>(ReportColumn::Count); ++i)
        columns.append(static_cast<ReportColumn>(i));
    return columns;
}

QList<ReportColumn> defaultsForPayments()
{
    return {ReportColumn::Hash,      ReportColumn::MerchantPaymentCode, ReportColumn::Status,
            ReportColumn::OpenDate,  ReportColumn::ConfirmDate,         ReportColumn::AmountExt,
            ReportColumn::CurrencyExt, ReportColumn::RefundedAmount,    ReportColumn::PaymentTypeCode,
            ReportColumn::Country};
}

QList<ReportColumn> defaultsForRefunds()
{
    return {ReportColumn::RecordType,   ReportColumn::Hash,         ReportColumn::MerchantPaymentCode,
            ReportColumn::CurrencyExt,  ReportColumn::RefundId,     ReportColumn::MerchantRefundCode,
            ReportColumn::RefundStatus, ReportColumn::RefundRequestDate, ReportColumn::RefundConfirmDate,
            ReportColumn::RefundAmount};
}

std::optional<QList<ReportColumn>> parseList(const QString &commaSeparated, QString *unknown)
{
    QList<ReportColumn> columns;
    for (const QString &part : commaSeparated.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto column = fromName(part.trimmed());
        if (!column) {
            if (unknown)
                *unknown = part.trimmed();
            return std::nullopt;
        }
        if (!columns.contains(*column))
            columns.append(*column);
    }
    if (columns.isEmpty())
        return std::nullopt;
    return columns;
}

QStringList names(const QList<ReportColumn> &columns)
{
    QStringList list;
    for (ReportColumn column : columns)
        list.append(name(column));
    return list;
}

} // namespace dd::ReportColumns
