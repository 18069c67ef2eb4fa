#pragma once

// Display helpers shared by the models and the UI: exact localised money, date-times in the
// user's time zone, and status badges readable in light and dark palettes.

#include "core/domain/status.h"

#include <QColor>
#include <QDateTime>
#include <QIcon>
#include <QLocale>
#include <QPalette>
#include <QString>

namespace dd {

// "R$ 1.234,56" (pt_BR, BRL), "$1,234.56" (en_US, USD), "US$ 12,00" (pt_BR, USD): the digits come
// from integer arithmetic, never from a double; the symbol's place and the sign follow the locale.
QString formatMoney(qint64 hundredths, const QString &currency, const QLocale &locale = QLocale());
// "1234.56" → 123456 in the locale's own digits and marks, without symbol: "1.234,56".
QString formatAmount(qint64 hundredths, const QLocale &locale = QLocale());
// The symbol shown for a currency in a locale: the locale's own symbol for its currency, an
// unambiguous one ("US$", "MX$") for the others, the ISO code when none is known.
QString currencySymbol(const QString &currency, const QLocale &locale = QLocale());

// "Pendente (PE)": the status as a word in the interface's language with the gateway's code
// beside it, so staff can match what the gateway and its reports say; the word alone when the
// code is unknown.
QString paymentStatusLabel(PaymentStatus status);
QString refundStatusLabel(RefundStatus status);

// A gateway date-time shown in the user's time zone, short locale format; "" when invalid.
QString formatDateTime(const QDateTime &dateTime, const QLocale &locale = QLocale());
QString formatDate(const QDate &date, const QLocale &locale = QLocale());

// How a status is drawn: a badge (background + text colour with at least 4.5:1 contrast), an
// icon whose shape differs per status (not only its colour), the word and a sentence for a tool tip.
struct StatusBadge
{
    QColor background;
    QColor foreground;
    QIcon icon;
    QString text;
    QString toolTip;
};

// True when the palette's base colour is dark (a dark theme).
bool isDarkPalette(const QPalette &palette);
StatusBadge paymentStatusBadge(PaymentStatus status, const QPalette &palette);
StatusBadge refundStatusBadge(RefundStatus status, const QPalette &palette);
// WCAG 2 contrast ratio of two colours (1 … 21).
double contrastRatio(const QColor &a, const QColor &b);

} // namespace dd
