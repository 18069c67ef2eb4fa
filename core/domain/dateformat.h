#pragma once

// Dates and date-times as a person reads them: the locale's short form with a four-digit year,
// in every place DirectDesk shows or prints one (tables, date fields, reports, vouchers). The one
// owner of that rule: the models and the widgets call it, and so do the printed reports.

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QTimeZone>

namespace dd {

// A gateway date-time shown in the user's time zone, short locale format; "" when invalid.
QString formatDateTime(const QDateTime &dateTime, const QLocale &locale = QLocale());
// The same form in a given time zone (a report's, chosen by whoever exports it).
QString formatDateTimeIn(const QDateTime &dateTime, const QTimeZone &zone, const QLocale &locale = QLocale());
QString formatDate(const QDate &date, const QLocale &locale = QLocale());
// The format a date field (QDateEdit) shows its date in: the locale's short date with the full year,
// as the tables write dates (the field's own default has a two-digit year).
QString dateFieldFormat(const QLocale &locale = QLocale());
// A day of a chart's axis, whose period is written with its years above it: the short date without
// the year, in the locale's order ("29/10" in es, "10/29" in en_US).
QString formatDayAndMonth(const QDate &date, const QLocale &locale = QLocale());

} // namespace dd
