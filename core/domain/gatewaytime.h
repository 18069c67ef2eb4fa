#pragma once

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringView>
#include <QTimeZone>

namespace dd {

// The API writes date-times as "YYYY-MM-DD HH:MM:SS" with no zone, in the gateway's zone (UTC
// unless configured) and dates as "YYYY-MM-DD".
namespace GatewayTime {
inline constexpr QStringView DateTimeFormat = u"yyyy-MM-dd HH:mm:ss";
inline constexpr QStringView DateFormat = u"yyyy-MM-dd";

// An invalid QDateTime for null, empty or malformed text.
QDateTime parseDateTime(QStringView text, const QTimeZone &zone = QTimeZone::utc());
QDate parseDate(QStringView text);
QString formatDateTime(const QDateTime &when, const QTimeZone &zone = QTimeZone::utc());
QString formatDate(QDate date);
} // namespace GatewayTime

} // namespace dd
