#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QTimeZone>

#include <array>

namespace dd {

// Fast, exact text for report cells: amounts from hundredths (no double) and date-times in a
// chosen zone, appended as UTF-8 to a buffer. A million rows cannot afford QString round trips.
namespace ReportText {
void appendAmount(QByteArray &out, qint64 hundredths, char decimalMark);
// "yyyy-MM-dd HH:mm:ss" of local time given as milliseconds since the epoch plus an offset.
void appendLocalDateTime(QByteArray &out, qint64 localMsecs);
} // namespace ReportText

// The zone's UTC offset per instant, cached per quarter hour (offsets only change at such
// boundaries), so date columns cost no QTimeZone look-up per cell.
class ZoneOffsets
{
public:
    explicit ZoneOffsets(QTimeZone zone);
    int offsetSeconds(qint64 utcMsecs);
    // Local wall-clock milliseconds for `value` in the zone (invalid → nullopt handled by caller).
    qint64 localMsecs(const QDateTime &value) { return localMsecs(value.toMSecsSinceEpoch()); }
    qint64 localMsecs(qint64 utcMsecs) { return utcMsecs + qint64(offsetSeconds(utcMsecs)) * 1000; }

private:
    struct Slot
    {
        qint64 bucket = -1;
        int offset = 0;
    };
    QTimeZone m_zone;
    bool m_isUtc;
    std::array<Slot, 8> m_slots{};
    size_t m_next = 0;
};

} // namespace dd
