#include "core/reconcile/orderrecords.h"

#include "core/reconcile/csvrecords.h"
#include "core/reconcile/xlsxsheet.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

// Past this, a "number" is no amount or date anyway: its text is left for the checks to refuse.
constexpr qsizetype MaxShift = 40;
constexpr qsizetype SignificantDigits = 15;
constexpr qint64 LastSerialDay = 2'958'465;   // 9999-12-31 in the 1900 system

bool allDigits(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

} // namespace

Result<std::unique_ptr<OrderRecords>, QString> openOrderRecords(QIODevice &device, const FileFingerprint &print,
                                                               QChar separator)
{
    if (!print.workbook)
        return std::unique_ptr<OrderRecords>(std::make_unique<CsvRecordReader>(device, print.encoding, separator));
    auto sheet = XlsxSheetReader::open(device);
    if (!sheet)
        return sheet.error();
    return std::unique_ptr<OrderRecords>(std::move(sheet).value());
}

QString plainDecimal(QStringView text)
{
    QStringView rest = text;
    const bool negative = rest.startsWith(u'-');
    if (negative || rest.startsWith(u'+'))
        rest = rest.mid(1);
    qsizetype exponent = 0;
    if (const qsizetype e = rest.indexOf(u'E', 0, Qt::CaseInsensitive); e >= 0) {
        QStringView power = rest.mid(e + 1);
        const bool down = power.startsWith(u'-');
        if (down || power.startsWith(u'+'))
            power = power.mid(1);
        if (power.isEmpty() || power.size() > 3 || !allDigits(power))
            return text.toString();
        exponent = down ? -power.toInt() : power.toInt();
        rest = rest.left(e);
    }
    const qsizetype point = rest.indexOf(u'.');
    const QStringView whole = point < 0 ? rest : rest.left(point);
    const QStringView fraction = point < 0 ? QStringView() : rest.mid(point + 1);
    if ((whole.isEmpty() && fraction.isEmpty()) || !allDigits(whole) || !allDigits(fraction) || qAbs(exponent) > MaxShift)
        return text.toString();
    // digits × 10^(at − digits.size()): the point sits after `at` digits.
    QString digits = whole.toString() + fraction.toString();
    qsizetype at = whole.size() + exponent;
    while (!digits.isEmpty() && digits.front() == u'0') {
        digits.remove(0, 1);
        --at;
    }
    if (digits.isEmpty())
        return u"0"_s;
    if (digits.size() > SignificantDigits) {
        const bool up = digits.at(SignificantDigits) >= u'5';
        digits.truncate(SignificantDigits);
        for (qsizetype i = SignificantDigits - 1; up && i >= 0; --i) {
            if (digits.at(i) != u'9') {
                digits[i] = QChar(digits.at(i).unicode() + 1);
                break;
            }
            digits[i] = u'0';
            if (i == 0) {
                digits.prepend(u'1');
                digits.chop(1);
                ++at;
            }
        }
    }
    QString plain;
    if (at <= 0)
        plain = u"0."_s + QString(-at, u'0') + digits;
    else if (at >= digits.size())
        plain = digits + QString(at - digits.size(), u'0');
    else
        plain = digits.left(at) + u'.' + digits.mid(at);
    if (plain.contains(u'.')) {
        while (plain.endsWith(u'0'))
            plain.chop(1);
        if (plain.endsWith(u'.'))
            plain.chop(1);
    }
    return negative && plain != u"0" ? u'-' + plain : plain;
}

std::optional<QDate> dateFromSerial(QStringView text, bool date1904)
{
    const QString plain = plainDecimal(text.trimmed());
    const QStringView day = QStringView(plain).left(plain.indexOf(u'.') < 0 ? plain.size() : plain.indexOf(u'.'));
    if (day.isEmpty() || day.size() > 7 || !allDigits(day))
        return std::nullopt;
    const qint64 serial = day.toLongLong();
    if (serial > LastSerialDay)
        return std::nullopt;
    if (date1904)
        return QDate(1904, 1, 1).addDays(serial);
    // Day 60 is 29 February 1900, which Lotus 1-2-3 counted and Excel kept for its files' sake.
    if (serial == 0 || serial == 60)
        return std::nullopt;
    return serial < 60 ? QDate(1899, 12, 31).addDays(serial) : QDate(1899, 12, 30).addDays(serial);
}

} // namespace dd::reconcile
