#include "core/domain/gatewaytime.h"

namespace dd::GatewayTime {

QDateTime parseDateTime(QStringView text, const QTimeZone &zone)
{
    if (text.size() != 19)
        return {};
    QDateTime when = QDateTime::fromString(text.toString(), DateTimeFormat.toString());
    if (!when.isValid())
        return {};
    when.setTimeZone(zone);
    return when;
}

QDate parseDate(QStringView text)
{
    if (text.size() != 10)
        return {};
    return QDate::fromString(text.toString(), DateFormat.toString());
}

QString formatDateTime(const QDateTime &when, const QTimeZone &zone)
{
    if (!when.isValid())
        return {};
    return when.toTimeZone(zone).toString(DateTimeFormat.toString());
}

QString formatDate(QDate date)
{
    return date.isValid() ? date.toString(DateFormat.toString()) : QString();
}

} // namespace dd::GatewayTime
