#include "core/reports/reporttext.h"

#include <QDate>

namespace dd {

namespace {

void appendDigits(QByteArray &out, qint64 value, int width)
{
    char buffer[24];
    int length = 0;
    do {
        buffer[length++] = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value > 0);
    while (length < width)
        buffer[length++] = '0';
    while (length > 0)
        out.append(buffer[--length]);
}

qint64 floorDiv(qint64 a, qint64 b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

} // namespace

void ReportText::appendAmount(QByteArray &out, qint64 hundredths, char decimalMark)
{
    if (hundredths < 0) {
        out.append('-');
        hundredths = -hundredths;
    }
    appendDigits(out, hundredths / 100, 1);
    out.append(decimalMark);
    appendDigits(out, hundredths % 100, 2);
}

void ReportText::appendLocalDateTime(QByteArray &out, qint64 localMsecs)
{
    constexpr qint64 MsecsPerDay = 86'400'000;
    constexpr qint64 UnixEpochJulianDay = 2440588;
    const qint64 days = floorDiv(localMsecs, MsecsPerDay);
    const qint64 seconds = (localMsecs - days * MsecsPerDay) / 1000;
    const QDate date = QDate::fromJulianDay(UnixEpochJulianDay + days);
    appendDigits(out, date.year(), 4);
    out.append('-');
    appendDigits(out, date.month(), 2);
    out.append('-');
    appendDigits(out, date.day(), 2);
    out.append(' ');
    appendDigits(out, seconds / 3600, 2);
    out.append(':');
    appendDigits(out, (seconds / 60) % 60, 2);
    out.append(':');
    appendDigits(out, seconds % 60, 2);
}

ZoneOffsets::ZoneOffsets(QTimeZone zone)
    : m_zone(std::move(zone))
    , m_isUtc(!m_zone.isValid() || m_zone == QTimeZone::utc())
{
}

int ZoneOffsets::offsetSeconds(qint64 utcMsecs)
{
    if (m_isUtc)
        return 0;
    const qint64 bucket = floorDiv(utcMsecs, 15 * 60 * 1000);
    for (const Slot &slot : m_slots) {
        if (slot.bucket == bucket)
            return slot.offset;
    }
    const int offset = m_zone.offsetFromUtc(QDateTime::fromMSecsSinceEpoch(bucket * 15 * 60 * 1000, QTimeZone::utc()));
    m_slots.at(m_next) = {bucket, offset};
    m_next = (m_next + 1) % m_slots.size();
    return offset;
}

} // namespace dd
