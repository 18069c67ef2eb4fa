#pragma once

// Display helpers shared by the models and the UI: exact localised money, date-times in the
// user's time zone, and status badges readable in light and dark palettes.

#include "core/domain/dateformat.h"    // formatDateTime, formatDate, dateFieldFormat
#include "core/domain/moneyformat.h"   // formatMoney, formatAmount, currencySymbol
#include "core/domain/status.h"

#include <QColor>
#include <QDateTime>
#include <QIcon>
#include <QLocale>
#include <QPalette>
#include <QString>

namespace dd {

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
