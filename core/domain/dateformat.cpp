#include "core/domain/dateformat.h"

#include <QHash>

namespace dd {

namespace {

// The locale's short format with a four-digit year, as a spreadsheet shows dates: "11/22/26" (en_US,
// es_MX) reads as 2026, 1926 or the 26th. Any other "yy" run is left as the locale wrote it.
QString withFullYear(const QString &format)
{
    QString full;
    full.reserve(format.size() + 2);
    for (qsizetype i = 0; i < format.size();) {
        qsizetype run = 1;
        while (format.at(i) == u'y' && i + run < format.size() && format.at(i + run) == u'y')
            ++run;
        if (format.at(i) == u'y' && run == 2)
            full += QStringLiteral("yyyy");
        else
            full += QStringView(format).mid(i, run);
        i += run;
    }
    return full;
}

// The short date without its year run and the one separator that joined it to the rest.
QString withoutYear(const QString &format)
{
    const qsizetype first = format.indexOf(u'y');
    if (first < 0)
        return format;
    qsizetype last = first;
    while (last + 1 < format.size() && format.at(last + 1) == u'y')
        ++last;
    const auto isField = [](QChar c) { return c.isLetter() || c == u'\''; };
    if (first == 0) { // year first: drop the separator after it
        qsizetype end = last + 1;
        while (end < format.size() && !isField(format.at(end)))
            ++end;
        return format.mid(end);
    }
    qsizetype begin = first; // year later: drop the separator before it
    while (begin > 0 && !isField(format.at(begin - 1)))
        --begin;
    return format.left(begin) + format.mid(last + 1);
}

enum class Form : char { Date = 'D', DateTime = 'T', DayAndMonth = 'M' };

// Cells are painted by the thousand: the formats are worked out once per locale and thread.
const QString &shortFormat(const QLocale &locale, Form form)
{
    thread_local QHash<QString, QString> formats;
    const QString key = locale.name() + QLatin1Char(char(form));
    auto found = formats.constFind(key);
    if (found == formats.cend()) {
        QString format;
        switch (form) {
        case Form::Date:
            format = withFullYear(locale.dateFormat(QLocale::ShortFormat));
            break;
        case Form::DateTime:
            format = withFullYear(locale.dateTimeFormat(QLocale::ShortFormat));
            break;
        case Form::DayAndMonth:
            format = withoutYear(locale.dateFormat(QLocale::ShortFormat));
            break;
        }
        found = formats.insert(key, format);
    }
    return *found;
}

} // namespace

QString formatDateTime(const QDateTime &dateTime, const QLocale &locale)
{
    if (!dateTime.isValid())
        return {};
    return locale.toString(dateTime.toLocalTime(), shortFormat(locale, Form::DateTime));
}

QString formatDateTimeIn(const QDateTime &dateTime, const QTimeZone &zone, const QLocale &locale)
{
    if (!dateTime.isValid())
        return {};
    return locale.toString(dateTime.toTimeZone(zone), shortFormat(locale, Form::DateTime));
}

QString formatDate(const QDate &date, const QLocale &locale)
{
    return date.isValid() ? locale.toString(date, shortFormat(locale, Form::Date)) : QString();
}

QString dateFieldFormat(const QLocale &locale)
{
    return shortFormat(locale, Form::Date);
}

QString formatDayAndMonth(const QDate &date, const QLocale &locale)
{
    return date.isValid() ? locale.toString(date, shortFormat(locale, Form::DayAndMonth)) : QString();
}

} // namespace dd
