#include "core/reports/reporttext.h"

#include <QDate>

#include <algorithm>

namespace dd {

namespace {

// Writes `value` right-aligned into `out[0, width)`, zero-padded (value fits).
void putDigits(char *out, qint64 value, int width)
{
    for (int i = width - 1; i >= 0; --i) {
        out[i] = static_cast<char>('0' + value % 10);
        value /= 10;
    }
}

qint64 floorDiv(qint64 a, qint64 b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

} // namespace

void ReportText::appendAmount(QByteArray &out, qint64 hundredths, char decimalMark)
{
    char buffer[32];
    char *end = buffer + sizeof buffer;
    char *at = end;
    const bool negative = hundredths < 0;
    // Negate as unsigned so the most negative value cannot overflow.
    quint64 value = negative ? 0 - static_cast<quint64>(hundredths) : static_cast<quint64>(hundredths);
    *--at = static_cast<char>('0' + value % 10);
    value /= 10;
    *--at = static_cast<char>('0' + value % 10);
    value /= 10;
    *--at = decimalMark;
    do {
        *--at = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value > 0);
    if (negative)
        *--at = '-';
    out.append(at, end - at);
}

void ReportText::appendLocalDateTime(QByteArray &out, qint64 localMsecs)
{
    constexpr qint64 MsecsPerDay = 86'400'000;
    const qint64 days = floorDiv(localMsecs, MsecsPerDay);
    const qint64 seconds = (localMsecs - days * MsecsPerDay) / 1000;
    // Civil date from days since 1970-01-01 (proleptic Gregorian; H. Hinnant's algorithm).
    const qint64 z = days + 719468;
    const qint64 era = floorDiv(z, 146097);
    const qint64 dayOfEra = z - era * 146097;
    const qint64 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 monthIndex = (5 * dayOfYear + 2) / 153;
    const qint64 day = dayOfYear - (153 * monthIndex + 2) / 5 + 1;
    const qint64 month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
    const qint64 year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    char text[19] = {'0', '0', '0', '0', '-', '0', '0', '-', '0', '0', ' ', '0', '0', ':', '0', '0', ':', '0', '0'};
    putDigits(text, std::clamp<qint64>(year, 0, 9999), 4);
    putDigits(text + 5, month, 2);
    putDigits(text + 8, day, 2);
    putDigits(text + 11, seconds / 3600, 2);
    putDigits(text + 14, (seconds / 60) % 60, 2);
    putDigits(text + 17, seconds % 60, 2);
    out.append(text, sizeof text);
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
