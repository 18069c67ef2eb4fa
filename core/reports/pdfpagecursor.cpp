#include "core/reports/pdfpagecursor.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <utility>

namespace dd {

namespace {

// The PDF summary's context: "(continued)" is translated once for every PDF.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::PdfReportWriter)
};

} // namespace

PageCursor::PageCursor(QPdfWriter &writer, QPainter &painter)
    : m_writer(writer)
    , m_painter(painter)
    , m_width(painter.viewport().width())
    , m_height(painter.viewport().height())
{
}

int PageCursor::lineHeight() const
{
    return m_painter.fontMetrics().height();
}

void PageCursor::ensure(int height)
{
    if (m_y + height <= m_height)
        return;
    m_writer.newPage();
    m_y = 0;
    if (m_continuation) {
        // It lays out lines itself: not again from inside, and in its own fonts, not the caller's.
        const auto continuation = std::exchange(m_continuation, {});
        const QFont callersFont = m_painter.font();
        continuation();
        m_painter.setFont(callersFont);
        m_continuation = continuation;
    }
}

void PageCursor::beginTable(const QString &heading, const QStringList &titles, const QList<qreal> &stops, int rightFrom)
{
    m_continuation = {};
    ensure(heightOf(12, true) + titleRowHeight(titles, stops) + heightOf(9, true));
    line(heading, true, 12);
    titleRow(titles, stops, rightFrom);
    m_continuation = [this, heading, titles, stops, rightFrom] {
        line(Text::tr("%1 (continued)").arg(heading), true, 12);
        titleRow(titles, stops, rightFrom);
    };
}

void PageCursor::endTable()
{
    m_continuation = {};
    skip(lineHeight());
}

void PageCursor::line(const QString &text, bool bold, qreal pointSize)
{
    QFont font = m_painter.font();
    font.setBold(bold);
    font.setPointSizeF(pointSize);
    m_painter.setFont(font);
    const QRect bounds = m_painter.fontMetrics().boundingRect(QRect(0, 0, m_width, 100000), Qt::TextWordWrap, text);
    ensure(bounds.height());
    m_painter.drawText(QRect(0, m_y, m_width, bounds.height()), Qt::TextWordWrap, text);
    m_y += bounds.height();
}

void PageCursor::row(const QStringList &cells, const QList<qreal> &stops, int rightFrom, bool bold, CellOverflow overflow)
{
    QFont font = m_painter.font();
    font.setBold(bold);
    font.setPointSizeF(9);
    m_painter.setFont(font);
    const int height = lineHeight();
    ensure(height);
    for (int i = 0; i < cells.size(); ++i) {
        const Qt::Alignment align = i >= rightFrom ? Qt::AlignRight : Qt::AlignLeft;
        const QRect cell = cellRect(stops, i, height);
        m_painter.drawText(cell, int(align | Qt::AlignVCenter),
                           overflow == CellOverflow::Elide
                               ? m_painter.fontMetrics().elidedText(cells.at(i), Qt::ElideRight, cell.width())
                               : cells.at(i));
    }
    m_y += height;
}

QRect PageCursor::cellRect(const QList<qreal> &stops, int column, int height) const
{
    const int left = int(stops.at(column) * m_width);
    const int right = int(stops.value(column + 1, 1.0) * m_width) - 40;   // a gap before the next column
    return QRect(left, m_y, right - left, height);
}

int PageCursor::titleRowHeight(const QStringList &titles, const QList<qreal> &stops) const
{
    QFont font = m_painter.font();
    font.setBold(true);
    font.setPointSizeF(9);
    const QFontMetrics metrics(font, &m_writer);
    int height = metrics.height();
    for (int i = 0; i < titles.size(); ++i) {
        const QRect column = cellRect(stops, i, 100000);
        height = std::max(height, metrics.boundingRect(QRect(0, 0, column.width(), 100000), Qt::TextWordWrap,
                                                       titles.at(i)).height());
    }
    return height;
}

void PageCursor::titleRow(const QStringList &titles, const QList<qreal> &stops, int rightFrom)
{
    const int height = titleRowHeight(titles, stops);
    QFont font = m_painter.font();
    font.setBold(true);
    font.setPointSizeF(9);
    m_painter.setFont(font);
    ensure(height);
    for (int i = 0; i < titles.size(); ++i) {
        const Qt::Alignment align = i >= rightFrom ? Qt::AlignRight : Qt::AlignLeft;
        m_painter.drawText(cellRect(stops, i, height), int(align | Qt::AlignBottom | Qt::TextWordWrap), titles.at(i));
    }
    m_y += height;
}

int PageCursor::heightOf(qreal pointSize, bool bold) const
{
    QFont font = m_painter.font();
    font.setBold(bold);
    font.setPointSizeF(pointSize);
    return QFontMetrics(font, &m_writer).height();
}

} // namespace dd
