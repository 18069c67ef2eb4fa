#include "models/format.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <cmath>

namespace dd {

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
    case Glyph::Clock: {
        // A dial and two hands: hands alone read as an "L" at 16 pixels. The dial keeps a gap to the
        // badge's edge, and a thinner line than the other glyphs so the hands stay apart from it.
        const qreal dial = size * 0.32;
        painter.setPen(QPen(colour, std::max<qreal>(1.5, size / 11.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawEllipse(QPointF(c, c), dial, dial);
        painter.drawLine(QPointF(c, c), QPointF(c, c - dial * 0.7));
        painter.drawLine(QPointF(c, c), QPointF(c + dial * 0.5, c + dial * 0.2));
        break;
    }
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
