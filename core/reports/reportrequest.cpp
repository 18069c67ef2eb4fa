#include "core/reports/reportrequest.h"

#include "core/domain/dateformat.h"
#include "core/domain/money.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::ReportRequest)
};

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}


} // namespace

namespace ReportNames {

QString formatName(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Csv: return QStringLiteral("csv");
    case ReportFormat::Xlsx: return QStringLiteral("xlsx");
    case ReportFormat::Pdf: return QStringLiteral("pdf");
    }
    return {};
}

std::optional<ReportFormat> formatFromName(QStringView name)
{
    for (ReportFormat format : {ReportFormat::Csv, ReportFormat::Xlsx, ReportFormat::Pdf}) {
        if (name.compare(formatName(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

QString subjectName(ReportSubject subject)
{
    switch (subject) {
    case ReportSubject::Payments: return QStringLiteral("payments");
    case ReportSubject::Refunds: return QStringLiteral("refunds");
    case ReportSubject::Both: return QStringLiteral("both");
    }
    return {};
}

std::optional<ReportSubject> subjectFromName(QStringView name)
{
    for (ReportSubject subject : {ReportSubject::Payments, ReportSubject::Refunds, ReportSubject::Both}) {
        if (name.compare(subjectName(subject), Qt::CaseInsensitive) == 0)
            return subject;
    }
    return std::nullopt;
}

} // namespace ReportNames

QJsonObject filterToJson(const PaymentFilter &filter)
{
    QJsonObject object;
    QStringList statuses;
    for (PaymentStatus status : filter.statuses)
        statuses.append(paymentStatusCode(status));
    if (!statuses.isEmpty())
        object.insert(QStringLiteral("status"), toArray(statuses));
    if (!filter.methods.isEmpty())
        object.insert(QStringLiteral("method"), toArray(filter.methods));
    if (!filter.countries.isEmpty())
        object.insert(QStringLiteral("country"), toArray(filter.countries));
    if (!filter.currency.isEmpty())
        object.insert(QStringLiteral("currency"), filter.currency);
    if (filter.dateField == PaymentFilter::DateField::ConfirmDate)
        object.insert(QStringLiteral("date_field"), QStringLiteral("confirm_date"));
    if (filter.from.isValid())
        object.insert(QStringLiteral("from"), filter.from.toUTC().toString(Qt::ISODate));
    if (filter.to.isValid())
        object.insert(QStringLiteral("to"), filter.to.toUTC().toString(Qt::ISODate));
    if (filter.minAmount)
        object.insert(QStringLiteral("min_amount"), Decimal::format(*filter.minAmount, Money::Scale));
    if (filter.maxAmount)
        object.insert(QStringLiteral("max_amount"), Decimal::format(*filter.maxAmount, Money::Scale));
    if (!filter.text.isEmpty())
        object.insert(QStringLiteral("text"), filter.text);
    return object;
}

PaymentFilter filterFromJson(const QJsonObject &object)
{
    PaymentFilter filter;
    for (const QString &code : toStringList(object.value(QStringLiteral("status"))))
        filter.statuses.append(paymentStatusFromCode(code));
    filter.methods = toStringList(object.value(QStringLiteral("method")));
    filter.countries = toStringList(object.value(QStringLiteral("country")));
    filter.currency = object.value(QStringLiteral("currency")).toString();
    if (object.value(QStringLiteral("date_field")).toString() == u"confirm_date")
        filter.dateField = PaymentFilter::DateField::ConfirmDate;
    filter.from = QDateTime::fromString(object.value(QStringLiteral("from")).toString(), Qt::ISODate);
    filter.to = QDateTime::fromString(object.value(QStringLiteral("to")).toString(), Qt::ISODate);
    if (object.contains(QStringLiteral("min_amount"))) {
        if (auto amount = Decimal::parse(object.value(QStringLiteral("min_amount")).toString(), Money::Scale))
            filter.minAmount = amount.value();
    }
    if (object.contains(QStringLiteral("max_amount"))) {
        if (auto amount = Decimal::parse(object.value(QStringLiteral("max_amount")).toString(), Money::Scale))
            filter.maxAmount = amount.value();
    }
    filter.text = object.value(QStringLiteral("text")).toString();
    return filter;
}

QString describeFilter(const PaymentFilter &filter, const QTimeZone &zone, const QLocale &locale)
{
    if (filter.isEmpty())
        return Text::tr("All payments in the cache");
    QStringList parts;
    if (!filter.statuses.isEmpty()) {
        QStringList names;
        for (PaymentStatus status : filter.statuses)
            names.append(paymentStatusName(status));
        parts.append(Text::tr("status %1").arg(names.join(Text::tr(" or "))));
    }
    if (!filter.methods.isEmpty())
        parts.append(Text::tr("method %1").arg(filter.methods.join(Text::tr(" or "))));
    if (!filter.countries.isEmpty())
        parts.append(Text::tr("country %1").arg(filter.countries.join(Text::tr(" or ")).toUpper()));
    if (!filter.currency.isEmpty())
        parts.append(Text::tr("currency %1").arg(filter.currency));
    const QString dateName = filter.dateField == PaymentFilter::DateField::ConfirmDate ? Text::tr("confirmed") : Text::tr("opened");
    if (filter.from.isValid())
        parts.append(Text::tr("%1 from %2").arg(dateName, formatDateTimeIn(filter.from, zone, locale)));
    if (filter.to.isValid())
        parts.append(Text::tr("%1 before %2").arg(dateName, formatDateTimeIn(filter.to, zone, locale)));
    if (filter.minAmount)
        parts.append(Text::tr("amount at least %1").arg(Decimal::format(*filter.minAmount, Money::Scale)));
    if (filter.maxAmount)
        parts.append(Text::tr("amount at most %1").arg(Decimal::format(*filter.maxAmount, Money::Scale)));
    if (!filter.text.isEmpty())
        parts.append(Text::tr("matching \u201c%1\u201d").arg(filter.text));
    return Text::tr("Payments with %1").arg(parts.join(QStringLiteral(", ")));
}

QJsonObject ExportRequest::toJson() const
{
    QJsonObject object{
        {QStringLiteral("format"), ReportNames::formatName(format)},
        {QStringLiteral("what"), ReportNames::subjectName(subject)},
        {QStringLiteral("columns"), toArray(ReportColumns::names(columns))},
        {QStringLiteral("time_zone"), QString::fromUtf8(timeZone.id())},
        {QStringLiteral("file"), outputPath},
    };
    if (hashes.isEmpty())
        object.insert(QStringLiteral("filter"), filterToJson(filter));
    else
        object.insert(QStringLiteral("hashes"), toArray(hashes));
    if (format == ReportFormat::Csv) {
        object.insert(QStringLiteral("csv"), QJsonObject{{QStringLiteral("separator"), QString(csv.separator)},
                                                         {QStringLiteral("decimal_mark"), QString(csv.decimalMark)},
                                                         {QStringLiteral("bom"), csv.byteOrderMark}});
    }
    if (format == ReportFormat::Pdf && pdfPaymentTable)
        object.insert(QStringLiteral("pdf_payment_table"), true);
    return object;
}

std::optional<ExportRequest> ExportRequest::fromJson(const QJsonObject &object)
{
    ExportRequest request;
    const auto format = ReportNames::formatFromName(object.value(QStringLiteral("format")).toString());
    const auto subject = ReportNames::subjectFromName(object.value(QStringLiteral("what")).toString());
    const auto columns = ReportColumns::parseList(toStringList(object.value(QStringLiteral("columns"))).join(QLatin1Char(',')));
    if (!format || !subject || !columns)
        return std::nullopt;
    request.format = *format;
    request.subject = *subject;
    request.columns = *columns;
    const QTimeZone zone(object.value(QStringLiteral("time_zone")).toString().toUtf8());
    request.timeZone = zone.isValid() ? zone : QTimeZone::utc();
    request.outputPath = object.value(QStringLiteral("file")).toString();
    request.hashes = toStringList(object.value(QStringLiteral("hashes")));
    request.filter = filterFromJson(object.value(QStringLiteral("filter")).toObject());
    const QJsonObject csv = object.value(QStringLiteral("csv")).toObject();
    const QString separator = csv.value(QStringLiteral("separator")).toString();
    const QString mark = csv.value(QStringLiteral("decimal_mark")).toString();
    if (separator.size() == 1)
        request.csv.separator = separator.at(0);
    if (mark.size() == 1)
        request.csv.decimalMark = mark.at(0);
    request.csv.byteOrderMark = csv.value(QStringLiteral("bom")).toBool();
    request.pdfPaymentTable = object.value(QStringLiteral("pdf_payment_table")).toBool();
    return request;
}

} // namespace dd
