#include "models/format.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QTimeZone>

#include <cmath>

namespace dd {

namespace {

const QChar CurrencyMark(0x00A4);   // ¤: stands for the symbol in the locale's pattern

// The symbol everybody reads unambiguously when the currency is not the locale's own.
QString internationalSymbol(const QString &currency)
{
    static const QHash<QString, QString> symbols = {
        {QStringLiteral("BRL"), QStringLiteral("R$")},   {QStringLiteral("USD"), QStringLiteral("US$")},
        {QStringLiteral("MXN"), QStringLiteral("MX$")},  {QStringLiteral("CLP"), QStringLiteral("CLP$")},
        {QStringLiteral("COP"), QStringLiteral("COL$")}, {QStringLiteral("ARS"), QStringLiteral("AR$")},
        {QStringLiteral("UYU"), QStringLiteral("$U")},   {QStringLiteral("PEN"), QStringLiteral("S/")},
        {QStringLiteral("BOB"), QStringLiteral("Bs")},   {QStringLiteral("EUR"), QStringLiteral("€")},
        {QStringLiteral("GBP"), QStringLiteral("£")},    {QStringLiteral("CAD"), QStringLiteral("CA$")},
    };
    return symbols.value(currency, currency);
}

} // namespace

QString currencySymbol(const QString &currency, const QLocale &locale)
{
    if (currency.isEmpty())
        return {};
    if (locale.currencySymbol(QLocale::CurrencyIsoCode) == currency) {
        const QString own = locale.currencySymbol(QLocale::CurrencySymbol);
        if (!own.isEmpty())
            return own;
    }
    return internationalSymbol(currency);
}

namespace {

quint64 magnitudeOf(qint64 hundredths)
{
    return hundredths < 0 ? quint64(0) - quint64(hundredths) : quint64(hundredths);
}

// Whole units and cents split with integers; the locale groups the whole part exactly.
QString unsignedAmount(quint64 magnitude, const QLocale &locale)
{
    const quint64 whole = magnitude / 100;
    const int cents = int(magnitude % 100);
    QString centsText = locale.toString(cents);
    if (cents < 10)
        centsText.prepend(locale.zeroDigit());
    return locale.toString(qulonglong(whole)) + locale.decimalPoint() + centsText;
}

} // namespace

QString formatAmount(qint64 hundredths, const QLocale &locale)
{
    const QString text = unsignedAmount(magnitudeOf(hundredths), locale);
    return hundredths < 0 ? locale.negativeSign() + text : text;
}

QString formatMoney(qint64 hundredths, const QString &currency, const QLocale &requested)
{
    // The C locale has no currency pattern of its own (Qt puts the symbol after the number:
    // "2,188.90R$"); it is read as American English, the notation C programs print.
    const QLocale locale =
        requested.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : requested;
    // The locale's currency pattern (symbol before or after, space or not, sign placement) is
    // read from an integer sample and filled with the exact digits.
    const bool negative = hundredths < 0;
    const QString pattern = locale.toCurrencyString(qlonglong(negative ? -1 : 1), QString(CurrencyMark));
    const QString one = locale.toString(1);
    const QString number = unsignedAmount(magnitudeOf(hundredths), locale);
    const QString symbol = currencySymbol(currency, locale);
    QString result;
    bool numberPlaced = false;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern.at(i) == CurrencyMark) {
            result += symbol;
        } else if (!numberPlaced && QStringView(pattern).mid(i).startsWith(one)) {
            result += number;
            numberPlaced = true;
            i += one.size() - 1;
        } else {
            result += pattern.at(i);
        }
    }
    if (!numberPlaced)   // an unexpected pattern: fall back to "symbol number"
        return symbol + QLatin1Char(' ') + (negative ? locale.negativeSign() : QString()) + number;
    return result;
}

namespace {

QString statusLabel(const QString &name, const QString &code)
{
    if (code.isEmpty())
        return name;
    //: A payment or refund status: the word, then the gateway's two-letter code, e.g. "Pending (PE)"
    return QCoreApplication::translate("dd::StatusBadge", "%1 (%2)").arg(name, code);
}

} // namespace

QString paymentStatusLabel(PaymentStatus status)
{
    return statusLabel(paymentStatusName(status), paymentStatusCode(status));
}

QString refundStatusLabel(RefundStatus status)
{
    return statusLabel(refundStatusName(status), refundStatusCode(status));
}

QString formatDateTime(const QDateTime &dateTime, const QLocale &locale)
{
    if (!dateTime.isValid())
        return {};
    return locale.toString(dateTime.toLocalTime(), QLocale::ShortFormat);
}

QString formatDate(const QDate &date, const QLocale &locale)
{
    return date.isValid() ? locale.toString(date, QLocale::ShortFormat) : QString();
}

bool isDarkPalette(const QPalette &palette) { return palette.color(QPalette::Base).lightness() < 128; }

double contrastRatio(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

namespace {

enum class Glyph { Circle, Clock, Check, Cross, Question, Dot };
enum class Tone { Neutral, Waiting, Good, Stopped, Unknown };

// Badge colours per tone: strong fills with white text on light themes, pale text on deep fills
// on dark themes; both keep at least 4.5:1 (checked in tst_format).
QColor toneBackground(Tone tone, bool dark)
{
    switch (tone) {
    case Tone::Neutral: return dark ? QColor(0x1f, 0x3a, 0x5f) : QColor(0x1d, 0x4e, 0x89);
    case Tone::Waiting: return dark ? QColor(0x5c, 0x40, 0x00) : QColor(0x8a, 0x4b, 0x00);
    case Tone::Good: return dark ? QColor(0x14, 0x4d, 0x2a) : QColor(0x1b, 0x6e, 0x3a);
    case Tone::Stopped: return dark ? QColor(0x6b, 0x1d, 0x1d) : QColor(0xa1, 0x26, 0x26);
    case Tone::Unknown: return dark ? QColor(0x3c, 0x3c, 0x3c) : QColor(0x5a, 0x5a, 0x5a);
    }
    return QColor(0x5a, 0x5a, 0x5a);
}

QColor toneForeground(Tone tone, bool dark)
{
    switch (tone) {
    case Tone::Neutral: return dark ? QColor(0xd6, 0xe6, 0xff) : QColor(Qt::white);
    case Tone::Waiting: return dark ? QColor(0xff, 0xe8, 0xb0) : QColor(Qt::white);
    case Tone::Good: return dark ? QColor(0xc8, 0xf5, 0xd5) : QColor(Qt::white);
    case Tone::Stopped: return dark ? QColor(0xff, 0xd6, 0xd6) : QColor(Qt::white);
    case Tone::Unknown: return dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(Qt::white);
    }
    return QColor(Qt::white);
}

void drawGlyph(QPainter &painter, Glyph glyph, const QColor &colour, qreal size)
{
    QPen pen(colour, size / 8.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);
    const qreal c = size / 2.0;
    const qreal r = size * 0.22;
    switch (glyph) {
    case Glyph::Circle: painter.drawEllipse(QPointF(c, c), r, r); break;
    case Glyph::Clock:
        painter.drawLine(QPointF(c, c), QPointF(c, c - r));
        painter.drawLine(QPointF(c, c), QPointF(c + r * 0.8, c));
        break;
    case Glyph::Check: {
        QPainterPath path(QPointF(c - r, c));
        path.lineTo(c - r * 0.2, c + r * 0.8);
        path.lineTo(c + r, c - r * 0.8);
        painter.drawPath(path);
        break;
    }
    case Glyph::Cross:
        painter.drawLine(QPointF(c - r, c - r), QPointF(c + r, c + r));
        painter.drawLine(QPointF(c - r, c + r), QPointF(c + r, c - r));
        break;
    case Glyph::Question:
        painter.drawArc(QRectF(c - r * 0.8, c - r * 1.2, r * 1.6, r * 1.4), 180 * 16, -270 * 16);
        painter.drawPoint(QPointF(c, c + r * 1.1));
        break;
    case Glyph::Dot: painter.drawEllipse(QPointF(c, c), r * 0.3, r * 0.3); break;
    }
}

// A filled disc in the badge colour with a glyph in the text colour: the shape tells the status
// apart without relying on colour. Models build their badges once per palette, not per cell.
QIcon badgeIcon(Tone tone, Glyph glyph, bool dark)
{
    QIcon icon;
    for (int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(toneBackground(tone, dark));
        painter.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
        drawGlyph(painter, glyph, toneForeground(tone, dark), size);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

StatusBadge makeBadge(Tone tone, Glyph glyph, const QPalette &palette, QString text, QString toolTip)
{
    const bool dark = isDarkPalette(palette);
    return StatusBadge{toneBackground(tone, dark), toneForeground(tone, dark), badgeIcon(tone, glyph, dark),
                       std::move(text), std::move(toolTip)};
}

} // namespace

StatusBadge paymentStatusBadge(PaymentStatus status, const QPalette &palette)
{
    const QString name = paymentStatusName(status);
    switch (status) {
    case PaymentStatus::Open:
        return makeBadge(Tone::Neutral, Glyph::Circle, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Open: created, not yet sent for payment"));
    case PaymentStatus::Pending:
        return makeBadge(Tone::Waiting, Glyph::Clock, palette, name,
                         QCoreApplication::translate("dd::StatusBadge",
                                                     "Pending: waiting for the customer to pay or for a capture"));
    case PaymentStatus::Confirmed:
        return makeBadge(Tone::Good, Glyph::Check, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Confirmed: the payment was received"));
    case PaymentStatus::Cancelled:
        return makeBadge(Tone::Stopped, Glyph::Cross, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Cancelled: the payment will not be received"));
    case PaymentStatus::Unknown:
        return makeBadge(Tone::Unknown, Glyph::Question, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Unknown: the gateway sent a status DirectDesk does not know"));
    }
    return makeBadge(Tone::Unknown, Glyph::Question, palette, name, name);
}

StatusBadge refundStatusBadge(RefundStatus status, const QPalette &palette)
{
    const QString name = refundStatusName(status);
    switch (status) {
    case RefundStatus::Requested:
        return makeBadge(Tone::Neutral, Glyph::Dot, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Requested: queued at the gateway; can still be cancelled"));
    case RefundStatus::Pending:
        return makeBadge(Tone::Waiting, Glyph::Clock, palette, name,
                         QCoreApplication::translate("dd::StatusBadge",
                                                     "Pending: waiting for the customer's bank details; can still be cancelled"));
    case RefundStatus::Confirmed:
        return makeBadge(Tone::Good, Glyph::Check, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Confirmed: the customer received the money"));
    case RefundStatus::Cancelled:
        return makeBadge(Tone::Stopped, Glyph::Cross, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Cancelled: no money is returned"));
    case RefundStatus::Unknown:
        return makeBadge(Tone::Unknown, Glyph::Question, palette, name,
                         QCoreApplication::translate("dd::StatusBadge", "Unknown: the gateway sent a status DirectDesk does not know"));
    }
    return makeBadge(Tone::Unknown, Glyph::Question, palette, name, name);
}

} // namespace dd
