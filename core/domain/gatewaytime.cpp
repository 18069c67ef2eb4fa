#include "core/domain/gatewaytime.h"

namespace dd::GatewayTime {

namespace {

// The number written by `count` ASCII digits from `at`, or -1.
int digits(QStringView text, qsizetype at, qsizetype count)
{
    int value = 0;
    for (qsizetype i = at; i < at + count; ++i) {
        const char16_t c = text[i].unicode();
        if (c < u'0' || c > u'9')
            return -1;
        value = value * 10 + (c - u'0');
    }
    return value;
}

} // namespace

// Read field by field, not through QDateTime::fromString: that parses in the local zone first
// (a time in a daylight-saving gap moved, and a tzset() with a stat of /etc/localtime per call,
// a fifth of a background refresh's CPU), and the text is in the gateway's zone anyway.
QDateTime parseDateTime(QStringView text, const QTimeZone &zone)
{
    if (text.size() != 19 || text[4] != u'-' || text[7] != u'-' || text[10] != u' ' || text[13] != u':'
        || text[16] != u':')
        return {};
    const int year = digits(text, 0, 4), month = digits(text, 5, 2), day = digits(text, 8, 2);
    const int hour = digits(text, 11, 2), minute = digits(text, 14, 2), second = digits(text, 17, 2);
    if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0)
        return {};
    const QDate date(year, month, day);
    const QTime time(hour, minute, second);
    if (!date.isValid() || !time.isValid())
        return {};
    return QDateTime(date, time, zone);
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
